package io.igen.ram;

import io.igen.core.cli.Cli;
import io.igen.core.cli.RunOptions;
import io.igen.core.cli.ThreadLevelsCommand;
import io.igen.core.cli.WholeNumber;
import io.igen.core.workload.Level;
import io.igen.history.cli.HistoryCommand;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.List;
import java.util.Optional;

/** {@code igen-ram}: lotto tickets allocated and searched per millisecond, level after level. */
@Command(name = "igen-ram", subcommands = HistoryCommand.class,
        customSynopsis = {"igen-ram [OPTIONS]", "       igen-ram COMMAND [OPTIONS]"},
        description = {
                "Measures memory throughput with California SuperLotto Plus tickets at increasing thread counts.",
                "Each operation allocates a block of --mb-per-thread MB of tickets (5 distinct numbers of 1..47 "
                        + "and a Mega number of 1..27, as 3-dimensional int arrays), fills it with random tickets, "
                        + "draws a result and counts the winners of all 9 prize tiers over the whole block.",
                "Prints tickets/ms, the mean allocation and search time at each level; writes JSON and CSV results.",
                "Levels whose blocks do not fit in the heap are refused; give the JVM more with java -Xmx.",
                "Measures with ZGC: G1 copied the blocks being filled at every young collection.",
                "A collector given to java wins: java -XX:+UseG1GC -jar igen-ram.jar",
                ""})
public final class RamCommand extends ThreadLevelsCommand {

    /** Fixed, so every run everywhere fills the same tickets and draws the same results. */
    static final long SEED = 20_261_121L;

    @ArgGroup(validate = false, heading = "%nLotto blocks:%n", order = RunOptions.WORKLOAD_SECTION)
    private Blocks blocks = new Blocks();

    /** iGenRAM's own setting. */
    static final class Blocks {
        @Option(names = "--mb-per-thread", paramLabel = "MB", defaultValue = "512", converter = Megabytes.class,
            description = "Ticket data each thread allocates and searches per operation, in MB (2^20 bytes). "
                    + "Default: ${DEFAULT-VALUE}.")
        private BlockSize block;
    }

    /** {@code --mb-per-thread}: a whole number of MB, 1 or more. */
    static final class Megabytes extends WholeNumber<BlockSize> {
        Megabytes() {
            super(1, Integer.MAX_VALUE, "a whole number of MB", "the block size per thread in MB, 1 or more, like 512",
                    megabytes -> new BlockSize((int) megabytes));
        }
    }

    /**
     * ZGC, unless the launch's JVM options choose a collector: G1 copied the blocks being filled at every young
     * collection (1.4-1.8 s of each 10 s two-thread window), which measured the collector's copying instead of
     * memory; ZGC relocates only pages that are mostly garbage, so a live block stays where it was allocated
     * (lab note 2026-11-28-ram-collector).
     */
    @Override
    protected Optional<String> launchCollector() {
        return Optional.of("-XX:+UseZGC");
    }

    public static void main(String[] args) {
        Cli.main(new RamCommand(), args);
    }

    @Override
    public Integer call() throws Exception {
        boolean requested = given("--threads");
        List<Level> asked = threadLevels();
        BlockSize block = blocks.block;
        HeapBudget heap = HeapBudget.ofThisJvm();
        List<Level> run = heap.levelsToRun(asked, block, requested);
        if (run.size() < asked.size() && !launchesItself()) { // else the launch says so
            Level first = asked.get(run.size());
            spec.commandLine().getErr().println("igen-ram: skipping default levels from " + first.level() + " on: "
                    + heap.refusal(first, block));
            spec.commandLine().getErr().flush();
        }
        LottoWorkload workload = new LottoWorkload(block, SEED, System::nanoTime);
        var config = config(run, null, workload.settings());
        return execute("ram", "lotto block", workload, config);
    }
}
