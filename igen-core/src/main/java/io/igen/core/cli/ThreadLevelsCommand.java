package io.igen.core.cli;

import io.igen.core.workload.Level;
import io.igen.core.workload.LevelSpec;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;

import java.util.List;

/**
 * A benchmark command whose levels are thread counts ({@code --threads}): igen-cpu, igen-ram, and the example of
 * CONTRIBUTING.md. iGenOLTP, whose levels are threads over shards or active shards, extends {@link BenchmarkCommand}
 * itself.
 */
public abstract class ThreadLevelsCommand extends BenchmarkCommand {

    @ArgGroup(validate = false, heading = "%nLevels:%n", order = RunOptions.LEVELS_SECTION)
    private ThreadLevels levels = new ThreadLevels();

    /** {@code --threads}, a section of the help of its own. */
    static final class ThreadLevels {
        @Option(names = "--threads", paramLabel = "LEVELS", converter = Converters.Levels.class,
                description = {"Thread levels to run, in order: a list 1,2,4,8, a linear range 4..64+4 or a "
                        + "doubling range 1..64x2.", "Default: 1, 2, 4, ... up to twice the hardware threads."})
        private LevelSpec threads;
    }

    /** The thread levels asked for with {@code --threads}, or the default for this machine. */
    protected final List<Level> threadLevels() {
        LevelSpec threads = levels.threads;
        return (threads != null ? threads : LevelSpec.defaultFor(Runtime.getRuntime().availableProcessors()))
                .asThreadLevels();
    }
}
