package io.igen.cpu;

import io.igen.core.cli.CliRun;
import io.igen.core.result.ResultJson;
import io.igen.core.result.RunResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@code ab} with both sides on a JDK that has an ahead-of-time cache (25+, found under /usr/lib/jvm or named by
 * {@code IGEN_JAVA25}) running the packaged jar (the cache takes jars only, not target/classes): each side trains its
 * own cache once, every measured launch starts from it, and the cache is gone afterwards. Child JVMs: about 40 s.
 * Each side is given its heap: else A's training and launch fix and pre-touch this test JVM's maximum (a quarter of
 * the machine's memory).
 */
class LaunchCacheIT {

    @TempDir
    Path temp;

    @Test
    void eachSideTrainsItsCacheOnceAndEveryLaunchStartsFromIt() throws IOException {
        Optional<Path> java25 = java25();
        assumeTrue(java25.isPresent(), "no JDK 25+ under /usr/lib/jvm and no IGEN_JAVA25");
        String java = java25.get().toString();
        Path jar = Path.of("target", "igen-cpu.jar").toAbsolutePath();
        assertThat(jar).as("the packaged jar (integration-test runs after package)").isRegularFile();
        Path out = temp.resolve("ab");
        List<String> cachesBefore = cacheDirectories();

        CliRun run = CliRun.of(new CpuCommand(), "ab", "--launches", "1", "--seed", "3", "--a-java", java,
                "--b-java", java, "--a-jar", jar.toString(), "--b-jar", jar.toString(), "--a-jvm", "-Xmx400m",
                "--b-jvm", "-Xmx300m",
                "--out", out.toString(), "--",
                "--threads", "1", "--warmup", "0.2", "--no-priming", "--duration", "1", "--quiet");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).contains("A: training JDK 25's ahead-of-time cache", "B: training JDK 25's",
                "ahead-of-time cache, trained in");
        Path experiment = only(out);
        for (String side : List.of("A", "B")) {
            RunResult result = ResultJson.read(file(experiment, "igen-cpu-" + side + "-", ".json"));
            assertThat(result.repetition().launchCache()).startsWith("JDK 25 ahead-of-time cache, trained in")
                    .endsWith("used by every launch");
            RunResult launch = ResultJson.read(file(only(file(experiment, "igen-cpu-" + side + "-", "-repeats")),
                    "igen-cpu-", ".json"));
            assertThat(launch.environment().jvmFlags()).contains("-XX:AOTCache=igen-launch.aot");
            assertThat(launch.environment().jvmVersion()).startsWith("25");
        }
        assertThat(run.out()).contains("Comparing cpu");
        assertThat(cacheDirectories()).as("the caches are deleted after the run").isSubsetOf(cachesBefore);
    }

    private static List<String> cacheDirectories() throws IOException {
        try (Stream<Path> listing = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return listing.map(path -> path.getFileName().toString())
                    .filter(name -> name.startsWith("igen-launch-cache-")).toList();
        }
    }

    private static Optional<Path> java25() throws IOException {
        String named = System.getenv("IGEN_JAVA25");
        if (named != null && !named.isBlank()) {
            return Optional.of(Path.of(named));
        }
        Path jvms = Path.of("/usr/lib/jvm");
        if (!Files.isDirectory(jvms)) {
            return Optional.empty();
        }
        try (Stream<Path> homes = Files.list(jvms)) {
            return homes.filter(home -> feature(home.resolve("release")) >= 25)
                    .map(home -> home.resolve("bin/java")).filter(Files::isExecutable).findFirst();
        }
    }

    private static int feature(Path release) {
        try {
            Matcher version = Pattern.compile("JAVA_VERSION=\"(\\d+)").matcher(Files.readString(release));
            return version.find() ? Integer.parseInt(version.group(1)) : 0;
        } catch (IOException e) {
            return 0;
        }
    }

    private static Path only(Path directory) throws IOException {
        try (Stream<Path> listing = Files.list(directory)) {
            return listing.min(Comparator.naturalOrder()).orElseThrow();
        }
    }

    private static Path file(Path directory, String prefix, String suffix) throws IOException {
        try (Stream<Path> listing = Files.list(directory)) {
            return listing.filter(path -> path.getFileName().toString().startsWith(prefix)
                    && path.getFileName().toString().endsWith(suffix)).findFirst().orElseThrow();
        }
    }
}
