package io.igen.core.launch;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * JDK 25's ahead-of-time cache (JEPs 483, 514, 515) for a series of launches: one short training launch records the
 * classes it loaded and linked and its methods' profiles; every measured launch starts from that cache, so it loads
 * faster and the JIT compiles the hot loop earlier. Measured on the default OLTP run, six launches a side interleaved:
 * a launch 0.88x as long, priming 21 s instead of 27, the same throughput, and launches as far apart as cold ones
 * ({@code docs/measurements/2026-11-25-launch-cache.md}).
 *
 * <p>Every measured launch of a series uses the same cache or none, so the launches stay alike; the training launch is
 * not measured. A JVM older than 25 has no such cache: its launches start cold, as before. A training that fails costs
 * the time it took, never the series.
 */
public final class LaunchCache implements AutoCloseable {

    /** The first JDK whose {@code -XX:AOTCacheOutput} trains a cache in one launch (JEP 514). */
    static final int FIRST_JDK = 25;
    /** The cache's file name: the same in every series, so two runs' recorded JVM flags differ only by it or its absence. */
    static final String FILE_NAME = "igen-launch.aot";
    /**
     * The training launch's windows: long enough that priming compiles and profiles the hot loop on all threads and
     * every level runs, short enough to cost about half a default OLTP launch (51 s with the cache's assembly).
     */
    static final List<String> TRAINING_ARGUMENTS = List.of("--warmup", "3", "--duration", "3", "--max-warmup", "15");

    private static final Pattern VERSION = Pattern.compile("version \"(\\d+)(?:\\.(\\d+))?");

    private final Path file;
    private final String description;
    private final double trainingSeconds;

    private LaunchCache(Path file, String description, double trainingSeconds) {
        this.file = file;
        this.description = description;
        this.trainingSeconds = trainingSeconds;
    }

    /** No cache: launches start cold, for the reason given. */
    static LaunchCache off(String why) {
        return new LaunchCache(null, "off: " + why, 0);
    }

    /**
     * One cache per series, or none for any: a series uses one for every launch or for none, and so do both sides of
     * an A/B comparison, so that the cache is never the difference measured. A side that cannot have one, or whose
     * training fails, leaves every series cold.
     *
     * @param wanted   false for {@code --no-launch-cache}
     * @param commands each series' launch command
     * @param labels   what the terminal calls each series ("repeat", "A", "B")
     */
    public static List<LaunchCache> forSeries(boolean wanted, List<LaunchCommand> commands, List<String> labels,
                                       PrintWriter err) throws InterruptedException {
        String unavailable = wanted ? unavailable(commands) : "--no-launch-cache";
        if (unavailable != null) {
            return commands.stream().map(command -> off(unavailable)).toList();
        }
        List<LaunchCache> caches = new ArrayList<>();
        for (int i = 0; i < commands.size(); i++) {
            LaunchCache cache = train(commands.get(i), labels.get(i), err);
            caches.add(cache);
            if (!cache.trained()) {
                caches.forEach(LaunchCache::close);
                return commands.size() == 1 ? List.of(cache) : commands.stream()
                        .map(command -> off("a side's training failed, so neither side uses one")).toList();
            }
        }
        return caches;
    }

    /** Why the given launch commands cannot all use a cache, or null when they can. */
    static String unavailable(List<LaunchCommand> commands) {
        for (LaunchCommand command : commands) {
            LaunchCommand.EntryPoint entryPoint = command.entryPoint();
            if (entryPoint.jar() == null && Stream.of(entryPoint.classPath().split(java.io.File.pathSeparator))
                    .anyMatch(entry -> Files.isDirectory(Path.of(entry)))) {
                return "the class path holds directories, and the JDK's cache takes jars only (run the packaged jar)";
            }
            int feature = jdkFeature(command.java());
            if (feature < FIRST_JDK) {
                return (feature > 0 ? "Java " + feature : "the launches' java (version unknown)")
                        + " has no ahead-of-time cache (JDK " + FIRST_JDK + "+ has: run with it for shorter launches)";
            }
        }
        return null;
    }

    /**
     * Trains a cache for the command with one short launch, or returns {@link #off} when the training fails.
     *
     * @param label what the terminal calls the series ("launch", "A")
     */
    static LaunchCache train(LaunchCommand command, String label, PrintWriter err) throws InterruptedException {
        long start = System.nanoTime();
        Path directory = null;
        try {
            directory = Files.createTempDirectory("igen-launch-cache-");
            Path file = directory.resolve(FILE_NAME);
            Path output = directory.resolve("training");
            Path log = directory.resolve("training.log");
            err.println(label + ": training JDK " + FIRST_JDK + "'s ahead-of-time cache with one short launch "
                    + "(not measured; --no-launch-cache skips it)");
            err.flush();
            Process process = new ProcessBuilder(command.withMoreArguments(TRAINING_ARGUMENTS)
                    .withMoreJvmOptions(List.of("-XX:AOTCacheOutput=" + file)).commandLine(output))
                    .redirectInput(ProcessBuilder.Redirect.INHERIT)
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
            int exit = waitFor(process);
            double seconds = (System.nanoTime() - start) / 1e9;
            // A launch that reports a problem (exit code 1) still ran the code and wrote its cache at exit.
            if (!Files.isRegularFile(file)) {
                String why = "the training launch ended with exit code " + exit + " and no cache (" + lastLine(log)
                        + "); launches start cold";
                err.println(label + ": " + why);
                delete(directory);
                return off(why);
            }
            deleteTree(output);
            Files.delete(log);
            file.toFile().deleteOnExit();
            directory.toFile().deleteOnExit();
            String description = String.format(Locale.ROOT, "JDK %d ahead-of-time cache, trained in %.0f s (%.0f MB), "
                    + "used by every launch", FIRST_JDK, seconds, Files.size(file) / 1e6);
            err.println(label + ": " + description);
            err.flush();
            return new LaunchCache(file, description, seconds);
        } catch (IOException | UncheckedIOException e) {
            delete(directory);
            return off("the training launch could not run (" + e.getMessage() + "); launches start cold");
        }
    }

    /** Whether there is a cache to start from. */
    public boolean trained() {
        return file != null;
    }

    /** The command with this cache, or unchanged when there is none. */
    public LaunchCommand applyTo(LaunchCommand command) {
        return file == null ? command : command.withMoreJvmOptions(List.of("-XX:AOTCache=" + file));
    }

    /** What the result records: the cache and its training, or why there is none. */
    public String describe() {
        return description;
    }

    /** The training launch's time, which the series' time budget pays; 0 without a cache. */
    public double trainingSeconds() {
        return trainingSeconds;
    }

    /** Deletes the cache: it is tied to this jar and JVM, and 50 MB, so it is not kept with the results. */
    @Override
    public void close() {
        if (file != null) {
            delete(file.getParent());
        }
    }

    /**
     * The feature version of a java binary (17, 25): this JVM's when it is the binary, otherwise what
     * {@code java -version} prints; 0 when that cannot be told.
     */
    static int jdkFeature(String java) {
        String self = ProcessHandle.current().info().command().orElse("");
        if (java.equals(self)) {
            return Runtime.version().feature();
        }
        try {
            Process process = new ProcessBuilder(java, "-version").redirectErrorStream(true).start();
            String text = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return process.waitFor(30, TimeUnit.SECONDS) ? featureOf(text) : 0;
        } catch (IOException e) {
            return 0;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 0;
        }
    }

    /** The feature version in {@code java -version}'s text: {@code "25.0.3"} is 25, {@code "1.8.0_412"} is 8. */
    static int featureOf(String versionText) {
        Matcher matcher = VERSION.matcher(versionText);
        if (!matcher.find()) {
            return 0;
        }
        int first = Integer.parseInt(matcher.group(1));
        return first == 1 && matcher.group(2) != null ? Integer.parseInt(matcher.group(2)) : first;
    }

    private static int waitFor(Process process) throws InterruptedException {
        try {
            return process.waitFor();
        } catch (InterruptedException e) {
            process.destroy();
            throw e;
        }
    }

    /** The launch's last line of its own: not the JVM's logging, nor the cache's assembly that follows any exit. */
    private static String lastLine(Path log) throws IOException {
        List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8).stream()
                .filter(line -> !line.isBlank() && !line.startsWith("[") && !line.contains("AOT")).toList();
        return lines.isEmpty() ? "no output" : "last line: " + lines.get(lines.size() - 1).strip();
    }

    private static void delete(Path directory) {
        if (directory != null) {
            try {
                deleteTree(directory);
            } catch (IOException | UncheckedIOException e) {
                // A temporary file left behind costs disk, never the run; deleteOnExit has a second try.
            }
        }
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
