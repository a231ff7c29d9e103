package io.igen.core.cli;

import io.igen.core.compare.ResultFileException;
import io.igen.core.compare.ResultFileReader;
import io.igen.core.result.RunResult;
import io.igen.core.workload.BadConfigurationException;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * {@code --repeat N}: runs the same command N times, each in a fresh JVM with the same JVM options, one after the
 * other, and reads back each one's result file. Fresh JVMs, as JMH's forks, because a repeat inside one JVM
 * re-measures the same JIT outcome and memory layout, and so misses the largest part of the variance between
 * two runs of a benchmark (measured: see README, "Repeats").
 */
final class ForkedRepeats {

    private final Class<?> mainClass;
    private final List<String> arguments;
    private final PrintWriter err;

    /**
     * @param mainClass the command's class, whose {@code main} each repeat runs
     * @param arguments the command line as the user gave it
     */
    ForkedRepeats(Class<?> mainClass, List<String> arguments, PrintWriter err) {
        this.mainClass = mainClass;
        this.arguments = List.copyOf(arguments);
        this.err = err;
    }

    /**
     * Runs repeat {@code index} (1-based) of {@code count}, its result files under {@code directory}.
     *
     * @return its result
     * @throws BadConfigurationException when the repeat rejected its input (exit code 2), so the others would too
     * @throws IOException       when it ended without a result file (killed, crashed)
     */
    RunResult run(int index, int count, Path directory) throws IOException, InterruptedException {
        Files.createDirectories(directory);
        err.println("repeat " + index + "/" + count + " in a fresh JVM (results in " + directory + ")");
        err.flush();
        // The terminal stays the repeat's: a password asked for (--password without a value) is asked again.
        Process process = new ProcessBuilder(command(directory))
                .redirectInput(ProcessBuilder.Redirect.INHERIT)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        int exit = process.waitFor();
        if (exit == ExitCode.BAD_INPUT) {
            throw new BadConfigurationException("repeat " + index + " rejected its input (exit code 2); see its message above");
        }
        Path json = resultFile(directory);
        if (json == null) {
            throw new IOException("repeat " + index + " ended with exit code " + exit + " and no result file in "
                    + directory);
        }
        try {
            return ResultFileReader.igenResult(json);
        } catch (ResultFileException e) {
            throw new IOException("repeat " + index + ": " + e.getMessage(), e);
        }
    }

    /** The child's command: this JVM's binary and options, the class path, the main class, the user's arguments. */
    List<String> command(Path directory) {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString()));
        command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(mainClass.getName());
        command.addAll(childArguments(arguments, directory));
        return command;
    }

    /** The user's arguments without {@code --repeat} and {@code --out}, then {@code --repeat 1 --out DIR}. */
    static List<String> childArguments(List<String> arguments, Path directory) {
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < arguments.size(); i++) {
            String argument = arguments.get(i);
            if (argument.equals("--repeat") || argument.equals("--out")) {
                i++;
            } else if (!argument.startsWith("--repeat=") && !argument.startsWith("--out=")) {
                kept.add(argument);
            }
        }
        kept.addAll(List.of("--repeat", "1", "--out", directory.toString()));
        return kept;
    }

    private static Path resultFile(Path directory) throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(file -> file.getFileName().toString().endsWith(".json")).findFirst().orElse(null);
        }
    }
}
