package io.igen.core.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * A benchmark command in a JVM of its own, as a user starts it, for tests that signal it: its console in a file, and
 * its result file read while the run rewrites it after every level. Shared with the benchmark modules' tests.
 *
 * @param console the file the child's output and error output go to
 * @param out     the result directory the child writes into ({@code --out})
 */
public record ChildRun(Process process, Path console, Path out) {

    private static final long PATIENCE_NANOS = TimeUnit.SECONDS.toNanos(120);

    /**
     * Starts {@code mainClass} with this test JVM's class path and a heap of at most 512 MB (the launch a run starts
     * fixes and touches its heap: 512 MB, not a quarter of the machine).
     *
     * @param out the result directory the arguments name ({@code --out}), read by {@link #awaitResult}
     */
    public static ChildRun start(Class<?> mainClass, Path out, Path console, String... arguments) throws IOException {
        List<String> command = new java.util.ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx512m",
                "-cp", System.getProperty("java.class.path"), mainClass.getName()));
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(console.toFile())
                .start();
        return new ChildRun(process, console, out);
    }

    /** Polls the result file until it holds what {@code ready} waits for, and returns it. */
    public JsonNode awaitResult(Predicate<JsonNode> ready) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + PATIENCE_NANOS;
        while (System.nanoTime() < deadline && process.isAlive()) {
            Optional<Path> json = result();
            if (json.isPresent()) {
                try {
                    JsonNode result = new ObjectMapper().readTree(json.get().toFile());
                    if (ready.test(result)) {
                        return result;
                    }
                } catch (IOException partlyWritten) {
                    // the file is being rewritten (empty or cut short): read it again
                }
            }
            TimeUnit.MILLISECONDS.sleep(20);
        }
        throw new AssertionError("no result as awaited in " + out + "; the child is " + (process.isAlive() ? "alive"
                : "gone, exit code " + process.exitValue()) + ": " + Files.readString(console));
    }

    /** Waits until the child has exited by itself; its exit code. */
    public int await() throws InterruptedException {
        if (!process.waitFor(PATIENCE_NANOS, TimeUnit.NANOSECONDS)) {
            throw new AssertionError("the child did not exit within " + TimeUnit.NANOSECONDS.toSeconds(PATIENCE_NANOS)
                    + " s");
        }
        return process.exitValue();
    }

    /** Sends the signal ({@code INT}, {@code TERM}) and waits until the child has exited; its exit code. */
    public int signalAndWait(String signal) throws IOException, InterruptedException {
        new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid())).start().waitFor();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            throw new AssertionError("the child did not exit within 60 s of SIG" + signal);
        }
        return process.exitValue();
    }

    /** The result file as the child left it. */
    public JsonNode finalResult() throws IOException {
        return new ObjectMapper().readTree(result().orElseThrow().toFile());
    }

    /** What the child printed so far. */
    public String printed() throws IOException {
        return Files.readString(console);
    }

    /** Ends the child if a test left it running. */
    public void destroy() {
        process.destroyForcibly();
    }

    private Optional<Path> result() throws IOException {
        if (!Files.isDirectory(out)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.list(out)) {
            return files.filter(file -> file.toString().endsWith(".json")).findFirst();
        }
    }
}
