package io.igen.core;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * igen-core's API is what its {@code module-info.java} exports: the other modules of this repository run on the class
 * path, where no JVM holds them to it, so this test does. Each module's main code may name only the packages of
 * igen-core exported to every module, or to it by name (the directory {@code igen-oltp} is the module
 * {@code igen.oltp}). A package counts as named wherever it stands in a source file: an import, a qualified name, a
 * Javadoc link.
 */
class ApiBoundaryTest {

    private static final Pattern CORE_PACKAGE = Pattern.compile("\\bio\\.igen\\.core\\.([a-z][a-z0-9_]*)\\.[A-Za-z]");

    @Test
    void everyModuleNamesOnlyThePackagesIgenCoreExportsToIt() throws IOException {
        ModuleDescriptor core = coreDescriptor();
        List<String> reaches = new ArrayList<>();
        List<String> modules = new ArrayList<>();
        for (Path module : otherModules()) {
            String name = module.getFileName().toString().replace('-', '.');
            modules.add(name);
            Set<String> exported = exportedTo(core, name);
            for (Path source : sources(module)) {
                for (String used : corePackagesNamedIn(source)) {
                    if (!exported.contains(used)) {
                        reaches.add(module.getFileName().resolve(module.relativize(source)) + " names " + used
                                + ", which igen-core does not export to " + name);
                    }
                }
            }
        }

        assertThat(modules).contains("igen.cpu", "igen.ram", "igen.oltp", "igen.oltp.tools", "igen.history");
        assertThat(reaches).isEmpty();
    }

    @Test
    void theBenchmarksAreWrittenAgainstTheAuthorKitAndSeeIt() throws IOException {
        ModuleDescriptor core = coreDescriptor();
        Set<String> kit = exportedTo(core, "any module");
        // the rule above is only as good as what it sees: the benchmarks do name the kit's packages
        Set<String> namedByCpu = new TreeSet<>();
        for (Path source : sources(Path.of("..", "igen-cpu"))) {
            namedByCpu.addAll(corePackagesNamedIn(source));
        }

        assertThat(kit).containsExactlyInAnyOrder("io.igen.core.workload", "io.igen.core.cli",
                "io.igen.core.result", "io.igen.core.report", "io.igen.core.stats");
        assertThat(namedByCpu).contains("io.igen.core.workload", "io.igen.core.cli").isSubsetOf(kit);
        assertThat(exportedTo(core, "igen.cpu")).isEqualTo(kit);
    }

    /** The packages exported to every module, and those exported to {@code module} by name. */
    private static Set<String> exportedTo(ModuleDescriptor core, String module) {
        return core.exports().stream()
                .filter(export -> !export.isQualified() || export.targets().contains(module))
                .map(ModuleDescriptor.Exports::source)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /** As compiled: Maven runs the tests in the module's directory, after its main code was compiled. */
    private static ModuleDescriptor coreDescriptor() throws IOException {
        try (InputStream in = Files.newInputStream(Path.of("target", "classes", "module-info.class"))) {
            return ModuleDescriptor.read(in);
        }
    }

    private static List<Path> otherModules() throws IOException {
        try (Stream<Path> modules = Files.list(Path.of(".."))) {
            return modules.filter(module -> module.getFileName().toString().startsWith("igen-"))
                    .filter(module -> !module.getFileName().toString().equals("igen-core"))
                    .filter(module -> Files.isDirectory(module.resolve("src/main/java"))).sorted().toList();
        }
    }

    private static List<Path> sources(Path module) throws IOException {
        try (Stream<Path> files = Files.walk(module.resolve("src/main/java"))) {
            return files.filter(file -> file.toString().endsWith(".java")).sorted().toList();
        }
    }

    private static Set<String> corePackagesNamedIn(Path source) throws IOException {
        Set<String> packages = new TreeSet<>();
        Matcher named = CORE_PACKAGE.matcher(Files.readString(source));
        while (named.find()) {
            packages.add("io.igen.core." + named.group(1));
        }
        return packages;
    }
}
