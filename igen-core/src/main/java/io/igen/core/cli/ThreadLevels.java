package io.igen.core.cli;

import io.igen.core.runner.LevelSpec;
import picocli.CommandLine.Option;

/**
 * {@code --threads}: the levels of a benchmark whose levels are thread counts (igen-cpu, igen-ram). A section of
 * {@code --help} in the command that declares it: {@code @ArgGroup(validate = false, heading = ..., order =
 * RunOptions.LEVELS_SECTION)}. iGenOLTP declares its own, beside its shard levels.
 */
public final class ThreadLevels {

    @Option(names = "--threads", paramLabel = "LEVELS", converter = Converters.Levels.class,
            description = {"Thread levels to run, in order: a list 1,2,4,8, a linear range 4..64+4 or a "
                    + "doubling range 1..64x2.", "Default: 1, 2, 4, ... up to twice the hardware threads."})
    private LevelSpec threads;

    /** The thread levels asked for, or the default for this machine. */
    public LevelSpec levels() {
        return threads != null ? threads : LevelSpec.defaultFor(Runtime.getRuntime().availableProcessors());
    }
}
