package io.igen.core.cli;

import io.igen.core.compare.IncomparableRunsException;
import io.igen.core.compare.ResultFileException;
import io.igen.core.merge.MismatchedPartsException;
import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.ExitCode;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * What {@code compare} and {@code merge} share: they read result files, make one thing of them, print it and write
 * files into {@code --out}'s directory. A file that cannot be used, or files that do not go together, are bad input
 * (exit code 2, one line naming the file); so is a directory that cannot be written.
 *
 * @param <T> what the files are made into: comparisons, a merged result
 */
abstract class ResultFilesCommand<T> implements Callable<Integer> {

    @Mixin
    private OutputOptions output;

    @Spec
    private CommandSpec spec;

    /** What the last line calls the files written: {@code report}, {@code results}. */
    private final String writtenLabel;

    ResultFilesCommand(String writtenLabel) {
        this.writtenLabel = writtenLabel;
    }

    /** Reads the command's files and makes one thing of them. */
    abstract T make() throws ResultFileException, IncomparableRunsException, MismatchedPartsException;

    /** What the terminal shows of it, line ends included. */
    abstract String render(T made);

    /** Writes it into the directory, which exists; returns the files a person opens. */
    abstract List<Path> write(T made, Path directory) throws IOException;

    /** The exit code once it is written: {@link ExitCode#OK} unless what was made says that something failed. */
    int exitCode(T made) {
        return ExitCode.OK;
    }

    @Override
    public final Integer call() {
        T made;
        try {
            made = make();
        } catch (ResultFileException | IncomparableRunsException | MismatchedPartsException e) {
            throw new BadConfigurationException(e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        out.print(render(made));
        List<Path> written;
        try {
            Files.createDirectories(output.outDirectory());
            written = write(made, output.outDirectory());
        } catch (IOException e) {
            throw output.unwritable(e);
        }
        out.println(writtenLabel + ": " + String.join(", ", written.stream().map(Path::toString).toList()));
        out.flush();
        return exitCode(made);
    }
}
