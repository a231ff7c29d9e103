package io.igen.core.cli;

import io.igen.core.result.RunDefaults;
import io.igen.core.workload.BadConfigurationException;
import picocli.CommandLine.Option;

import java.nio.file.Path;

/** The options of the commands that read result files and write new ones (compare, merge). */
public final class OutputOptions {

    @Option(names = "--out", paramLabel = "DIR", defaultValue = RunDefaults.OUT_DIRECTORY,
            description = "Where the files written go. Default: ${DEFAULT-VALUE}/.")
    private Path outDirectory;

    @Option(names = "--verbose", description = "Print stack traces of failures.")
    private boolean verbose;

    public Path outDirectory() {
        return outDirectory;
    }

    /** The failure to report when the output directory cannot be written. */
    BadConfigurationException unwritable(Exception cause) {
        return new BadConfigurationException("cannot write to '" + outDirectory + "' (" + cause.getMessage()
                + "); choose a writable directory with --out DIR");
    }
}
