package io.igen.core;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Every package of every module's main code says what lives there, as CONTRIBUTING asks: a package-info.java. */
class PackageInfoTest {

    @Test
    void everyPackageOfEveryModuleHasAPackageInfo() throws IOException {
        // Maven runs the tests in the module's directory; the modules are beside it.
        List<Path> packages;
        try (Stream<Path> files = Files.walk(Path.of(".."), 12)) {
            packages = files.filter(file -> file.toString().endsWith(".java"))
                    .filter(file -> file.toString().contains("/src/main/java/"))
                    // a module's declaration stands at the root of its sources, in no package
                    .filter(file -> !file.getFileName().toString().equals("module-info.java"))
                    .map(Path::getParent).distinct().toList();
        }

        assertThat(packages).hasSizeGreaterThan(20)
                .filteredOn(directory -> !Files.exists(directory.resolve("package-info.java")))
                .isEmpty();
    }
}
