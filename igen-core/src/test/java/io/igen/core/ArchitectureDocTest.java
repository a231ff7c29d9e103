package io.igen.core;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * docs/architecture.md draws igen-core's packages and their dependencies; this test holds the drawing to the compiled
 * classes. The drawing's arrows are the dependencies that no path through other packages already implies (the
 * transitive reduction); its table has a row for every package, whose "may depend on" column names what it uses.
 */
class ArchitectureDocTest {

    private static final String CORE = "io.igen.core.";
    private static final Pattern ARROW = Pattern.compile("^\\s{8}(\\w+) --> (\\w+)\\s*$", Pattern.MULTILINE);
    private static final Pattern TABLE_ROW = Pattern.compile("^\\| `(\\w+)` \\|", Pattern.MULTILINE);
    private static final Pattern TABLE_ROW_LAST_COLUMN =
            Pattern.compile("^\\| `(\\w+)` \\|.*\\| ([^|]*) \\|\\s*$", Pattern.MULTILINE);
    private static final Pattern BACKTICKED = Pattern.compile("`(\\w+)`");

    @Test
    void theDiagramDrawsTheDependenciesNoOtherPathImplies() throws IOException {
        Map<String, Set<String>> actual = packageDependencies();

        Set<String> drawn = new TreeSet<>();
        Matcher arrow = ARROW.matcher(architecture());
        while (arrow.find()) {
            drawn.add(arrow.group(1) + " --> " + arrow.group(2));
        }

        assertThat(drawn).isEqualTo(reduced(actual));
    }

    @Test
    void theTableHasARowForEveryPackage() throws IOException {
        Set<String> rows = new TreeSet<>();
        Matcher row = TABLE_ROW.matcher(architecture());
        while (row.find()) {
            rows.add(row.group(1));
        }

        assertThat(rows).containsAll(packageDependencies().keySet());
    }

    /**
     * The package table's last column, "may depend on": the packages of igen-core named in it before the first
     * semicolon (what follows is commentary: "never `report`"), exactly those the package's classes use; "nothing of
     * iGen" names none.
     */
    @Test
    void theTableNamesExactlyThePackagesEachPackageUses() throws IOException {
        Map<String, Set<String>> actual = packageDependencies();
        Map<String, Set<String>> declared = new TreeMap<>();
        Matcher row = TABLE_ROW_LAST_COLUMN.matcher(architecture());
        while (row.find()) {
            if (actual.containsKey(row.group(1))) {
                declared.put(row.group(1), namedPackages(row.group(2).split(";")[0]));
            }
        }

        assertThat(declared).isEqualTo(actual);
    }

    private static Set<String> namedPackages(String text) {
        Set<String> names = new TreeSet<>();
        Matcher name = BACKTICKED.matcher(text);
        while (name.find()) {
            names.add(name.group(1));
        }
        return names;
    }

    private static String architecture() throws IOException {
        // Maven runs the tests in the module's directory; the docs are at the repository's root.
        return Files.readString(Path.of("../docs/architecture.md"));
    }

    /** Each package of igen-core -> the packages of igen-core its main classes use. */
    private static Map<String, Set<String>> packageDependencies() {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.igen.core");
        Map<String, Set<String>> graph = new TreeMap<>();
        for (JavaClass type : classes) {
            String from = packageOf(type);
            if (from == null) {
                continue;
            }
            Set<String> uses = graph.computeIfAbsent(from, name -> new TreeSet<>());
            for (Dependency dependency : type.getDirectDependenciesFromSelf()) {
                String to = packageOf(dependency.getTargetClass());
                if (to != null && !to.equals(from)) {
                    uses.add(to);
                }
            }
        }
        return graph;
    }

    private static String packageOf(JavaClass type) {
        String name = type.getPackageName();
        return name.startsWith(CORE) ? name.substring(CORE.length()).split("\\.")[0] : null;
    }

    /** The arrows no longer path implies, as "from --> to". */
    private static Set<String> reduced(Map<String, Set<String>> graph) {
        Set<String> arrows = new TreeSet<>();
        graph.forEach((from, targets) -> {
            for (String to : targets) {
                if (!reachableAvoiding(graph, from, to)) {
                    arrows.add(from + " --> " + to);
                }
            }
        });
        return arrows;
    }

    /** Whether {@code to} is reached from {@code from} through at least one other package. */
    private static boolean reachableAvoiding(Map<String, Set<String>> graph, String from, String to) {
        Deque<String> open = new ArrayDeque<>();
        Set<String> seen = new HashSet<>();
        graph.getOrDefault(from, Set.of()).stream().filter(next -> !next.equals(to)).forEach(open::add);
        while (!open.isEmpty()) {
            String at = open.pop();
            if (at.equals(to)) {
                return true;
            }
            if (seen.add(at)) {
                open.addAll(graph.getOrDefault(at, Set.of()));
            }
        }
        return false;
    }
}
