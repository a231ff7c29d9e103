package io.igen.core.launch;

import io.igen.core.compare.ResultFileException;
import io.igen.core.compare.ResultFileReader;
import io.igen.core.result.RunResult;
import io.igen.core.workload.BadConfigurationException;

import io.igen.core.workload.ExitCode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * Runs launches of a benchmark, each in a fresh JVM, one after the other, and reads back each one's result file.
 * Fresh JVMs, as JMH's forks, because a repeat inside one JVM re-measures the same JIT outcome and memory layout, and
 * so misses the largest part of the variance between two runs of a benchmark: the launch is the unit.
 */
public final class ForkedRepeats {

    private final PrintWriter err;

    public ForkedRepeats(PrintWriter err) {
        this.err = err;
    }

    /**
     * Runs one launch, its result files under {@code directory}.
     *
     * @param label what to call it on the terminal ("launch 2 (auto: at least 3)", "B, launch 4")
     * @return its result
     * @throws BadConfigurationException when the launch rejected its input (exit code 2), so the others would too
     * @throws IOException               when it ended without a result file (killed, crashed)
     */
    RunResult run(LaunchCommand command, String label, Path directory) throws IOException, InterruptedException {
        Files.createDirectories(directory);
        err.println(label + " in a fresh JVM (results in " + directory + ")");
        err.flush();
        // The terminal stays the launch's: a password asked for (--password without a value) is asked again.
        Process process = new ProcessBuilder(command.commandLine(directory))
                .redirectInput(ProcessBuilder.Redirect.INHERIT)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        int exit;
        try {
            exit = process.waitFor();
        } catch (InterruptedException e) {
            process.destroy();
            throw e;
        }
        if (exit == ExitCode.BAD_INPUT) {
            throw new BadConfigurationException(label + " rejected its input (exit code 2); see its message above");
        }
        Path json = resultFile(directory);
        if (json == null) {
            throw new IOException(label + " ended with exit code " + exit + " and no result file in " + directory);
        }
        try {
            return ResultFileReader.igenResult(json);
        } catch (ResultFileException e) {
            throw new IOException(label + ": " + e.getMessage(), e);
        }
    }

    private static Path resultFile(Path directory) throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(file -> file.getFileName().toString().endsWith(".json")).findFirst().orElse(null);
        }
    }
}
