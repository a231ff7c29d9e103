package io.igen.core.launch;

import io.igen.core.launch.LaunchCommand.EntryPoint;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class LaunchCacheTest {

    @TempDir
    Path temp;

    @Test
    void theFeatureVersionIsReadFromWhatJavaVersionPrints() {
        assertThat(LaunchCache.featureOf("openjdk version \"25.0.3\" 2026-04-21 LTS\nOpenJDK Runtime Environment"))
                .isEqualTo(25);
        assertThat(LaunchCache.featureOf("openjdk version \"17.0.15\" 2025-04-15")).isEqualTo(17);
        assertThat(LaunchCache.featureOf("openjdk version \"21\" 2023-09-19")).isEqualTo(21);
        assertThat(LaunchCache.featureOf("java version \"1.8.0_412\"")).isEqualTo(8);
        assertThat(LaunchCache.featureOf("bash: java: command not found")).isZero();
    }

    @Test
    void aSeriesUsesACacheOnlyWhenEveryLaunchJvmHasOne() throws IOException {
        LaunchCommand jdk25 = command(fakeJava("jdk25", "openjdk version \"25.0.3\" 2026-04-21 LTS"));
        LaunchCommand jdk17 = command(fakeJava("jdk17", "openjdk version \"17.0.15\" 2025-04-15"));

        assertThat(LaunchCache.unavailable(List.of(jdk25, jdk25))).isNull();
        assertThat(LaunchCache.unavailable(List.of(jdk25, jdk17)))
                .isEqualTo("Java 17 has no ahead-of-time cache (JDK 25+ has: run with it for shorter launches)");
        assertThat(LaunchCache.unavailable(List.of(command(temp.resolve("no-such-java").toString()))))
                .startsWith("the launches' java (version unknown) has no ahead-of-time cache");
    }

    @Test
    void aClassPathWithDirectoriesCannotHaveACache() throws IOException {
        Path classes = Files.createDirectories(temp.resolve("classes"));
        LaunchCommand fromDirectories = new LaunchCommand(List.of(), fakeJava("jdk25", "openjdk version \"25.0.3\"")
                .toString(), List.of(), EntryPoint.mainClass(classes.toString(), "io.igen.Main"), List.of());

        assertThat(LaunchCache.unavailable(List.of(fromDirectories)))
                .isEqualTo("the class path holds directories, and the JDK's cache takes jars only (run the packaged "
                        + "jar)");
    }

    @Test
    void noCacheLeavesTheCommandAloneAndSaysWhy() {
        LaunchCommand command = command("java");
        try (LaunchCache off = LaunchCache.off("--no-launch-cache")) {
            assertThat(off.applyTo(command)).isEqualTo(command);
            assertThat(off.trained()).isFalse();
            assertThat(off.trainingSeconds()).isZero();
            assertThat(off.describe()).isEqualTo("off: --no-launch-cache");
        }
    }

    @Test
    void aTrainingThatFailsLeavesTheLaunchesColdAndNothingBehind() throws Exception {
        Path failing = fakeJava("failing", "openjdk version \"25.0.3\"");
        Files.writeString(failing, "#!/bin/sh\necho 'Error: could not create the Java virtual machine' >&2\nexit 1\n");
        java.io.StringWriter err = new java.io.StringWriter();
        List<String> before = trainingDirectories();

        try (LaunchCache cache = LaunchCache.train(command(failing.toString()), "A", new java.io.PrintWriter(err))) {
            assertThat(cache.trained()).isFalse();
            assertThat(cache.describe()).isEqualTo("off: the training launch ended with exit code 1 and no cache (last "
                    + "line: Error: could not create the Java virtual machine); launches start cold");
        }
        assertThat(err.toString()).contains("A: training JDK 25's ahead-of-time cache", "launches start cold");
        assertThat(trainingDirectories()).isSubsetOf(before);
    }

    private static List<String> trainingDirectories() throws IOException {
        try (var listing = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return listing.map(path -> path.getFileName().toString())
                    .filter(name -> name.startsWith("igen-launch-cache-")).toList();
        }
    }

    @Test
    void whenOneSidesTrainingFailsNeitherSideHasACache() throws Exception {
        Path java = temp.resolve("jdk25-failing");
        Files.writeString(java,
                "#!/bin/sh\nif [ \"$1\" = -version ]; then echo 'openjdk version \"25.0.3\"' >&2; exit 0; fi\necho "
                + "'Error: no training today' >&2\nexit 1\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        java.io.StringWriter err = new java.io.StringWriter();

        List<LaunchCache> caches = LaunchCache.forSeries(true, List.of(command(java), command(java)), List.of("A", "B"),
                new java.io.PrintWriter(err));

        assertThat(caches).extracting(LaunchCache::describe)
                .containsOnly("off: a side's training failed, so neither side uses one");
        assertThat(err.toString()).contains("A: the training launch ended with exit code 1 and no cache (last line: "
                + "Error: no training today)").doesNotContain("B: training");
        assertThat(LaunchCache.forSeries(false, List.of(command(java)), List.of("repeat"),
                new java.io.PrintWriter(err)))
                .extracting(LaunchCache::describe).containsExactly("off: --no-launch-cache");
    }

    /** A java binary that prints the given version, as {@code java -version} does, on standard error. */
    private Path fakeJava(String name, String version) throws IOException {
        Path java = temp.resolve(name);
        Files.writeString(java, "#!/bin/sh\necho '" + version + "' >&2\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return java;
    }

    private static LaunchCommand command(String java) {
        return new LaunchCommand(List.of(), java, List.of(), EntryPoint.mainClass("classes", "io.igen.Main"),
                List.of("--threads", "1"));
    }

    private static LaunchCommand command(Path java) {
        return command(java.toString());
    }
}
