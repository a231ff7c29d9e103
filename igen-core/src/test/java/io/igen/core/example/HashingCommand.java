package io.igen.core.example;

import io.igen.core.cli.Cli;
import io.igen.core.cli.RunOptions;
import io.igen.core.cli.ThreadLevelsCommand;
import io.igen.core.cli.WholeNumber;
import io.igen.core.result.RunConfig;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The command of the example benchmark in CONTRIBUTING.md: its own option, and the rest from
 * {@link ThreadLevelsCommand} ({@code --threads}) and the {@code BenchmarkCommand} it extends (warm-up, windows,
 * results, repeats, {@code compare}, exit codes).
 */
@Command(name = "igen-hashing", customSynopsis = {"igen-hashing [OPTIONS]", "       igen-hashing COMMAND [OPTIONS]"},
        description = {"Measures SHA-256 digests per second at increasing thread counts.", ""})
public final class HashingCommand extends ThreadLevelsCommand {

    @ArgGroup(validate = false, heading = "%nMessages:%n", order = RunOptions.WORKLOAD_SECTION)
    private Messages messages = new Messages();

    /** The benchmark's own option, in a help section of its own. */
    static final class Messages {
        @Option(names = "--message-bytes", paramLabel = "BYTES", defaultValue = "1024",
                converter = WholeNumber.AtLeastOne.class,
                description = "Bytes hashed per operation, 32 or more. Default: ${DEFAULT-VALUE}.")
        private int messageBytes;
    }

    public static void main(String[] args) {
        Cli.main(new HashingCommand(), args);
    }

    @Override
    public Integer call() throws Exception {
        HashingWorkload workload = new HashingWorkload(messages.messageBytes);
        RunConfig config = config(threadLevels(), null, workload.settings());
        return execute("hashing", "digest", workload, config);
    }
}
