package io.igen.core.launch;

import io.igen.core.compare.ResultFileException;
import io.igen.core.compare.ResultFileReader;
import io.igen.core.result.RunResult;
import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.ExitCode;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Runs launches of a benchmark, each in a fresh JVM, one after the other, and reads back each one's result file.
 * Fresh JVMs, as JMH's forks, because a repeat inside one JVM re-measures the same JIT outcome and memory layout, and
 * so misses the largest part of the variance between two runs of a benchmark: the launch is the unit.
 */
public final class ForkedRepeats {

    /** How long the launch's streams are read after it ended. */
    private static final long READER_PATIENCE_MILLIS = 5_000;

    private final PrintWriter err;
    private final boolean passThrough;

    /** Launches whose error output passes through to {@code err} as it comes. */
    public ForkedRepeats(PrintWriter err) {
        this(err, true);
    }

    /**
     * @param passThrough whether a launch's error output passes through to {@code err}; not when launches run at once
     *                    (their progress lines would mix)
     */
    public ForkedRepeats(PrintWriter err, boolean passThrough) {
        this.err = err;
        this.passThrough = passThrough;
    }

    /**
     * Runs one launch, its result files under {@code directory}. Its error output passes through to this terminal as
     * it comes; its standard output (the launch's own table) is not shown. The last lines of both are kept, so that a
     * launch that ends without a result says why in the message: a JVM that cannot start prints its reason before
     * any of iGen runs.
     *
     * @param label what to call it on the terminal ("launch 2 (auto: at least 3)", "B, launch 4")
     * @return its result
     * @throws BadConfigurationException when the launch rejected its input (exit code 2), so the others would too
     * @throws IOException               when it ended without a result file (killed, crashed, or its JVM could not
     *                                   start)
     */
    RunResult run(LaunchCommand command, String label, Path directory) throws IOException, InterruptedException {
        Files.createDirectories(directory);
        err.println(label + " in a fresh JVM (results in " + directory + ")");
        err.flush();
        // The terminal stays the launch's: a password asked for (--password without a value) is asked again.
        Process process = new ProcessBuilder(command.commandLine(directory))
                .redirectInput(ProcessBuilder.Redirect.INHERIT)
                .start();
        LastLines said = new LastLines();
        List<Thread> readers = List.of(follow(process.getErrorStream(), passThrough ? err : null, said, label),
                follow(process.getInputStream(), null, said, label));
        int exit;
        try {
            exit = process.waitFor();
            for (Thread reader : readers) {
                // a launcher's child left running (a script's background process) may hold the streams open
                reader.join(READER_PATIENCE_MILLIS);
            }
        } catch (InterruptedException e) {
            process.destroy();
            throw e;
        }
        if (exit == ExitCode.BAD_INPUT) {
            throw new BadConfigurationException(label + " rejected its input (exit code 2)"
                    + said.describe().map(words -> ": " + words).orElse(""));
        }
        Path json = resultFile(directory);
        if (json == null) {
            throw new IOException(label + " ended with exit code " + exit + " and no result file in " + directory
                    + said.describe().map(words -> "; its last output: " + words).orElse(""));
        }
        try {
            return ResultFileReader.igenResult(json);
        } catch (ResultFileException e) {
            throw new IOException(label + ": " + e.getMessage(), e);
        }
    }

    /**
     * A thread that reads one of the launch's streams to its end into {@code said}, passing it through to
     * {@code passThrough} unless that is null.
     */
    private static Thread follow(InputStream stream, PrintWriter passThrough, LastLines said, String label) {
        Thread reader = new Thread(() -> {
            try (stream) {
                said.read(stream, passThrough);
            } catch (IOException e) {
                // the stream broke off: the launch was destroyed (an interrupted series), and what it said before is
                // kept; the exit code and the missing result file tell the rest
                said.add("(its output broke off: " + e.getMessage() + ")");
            }
        }, "output of " + label);
        reader.setDaemon(true);
        reader.start();
        return reader;
    }

    private static Path resultFile(Path directory) throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(file -> file.getFileName().toString().endsWith(".json")).findFirst().orElse(null);
        }
    }
}
