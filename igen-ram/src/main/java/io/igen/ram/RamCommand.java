package io.igen.ram;

import io.igen.core.cli.BenchmarkExecution;
import io.igen.core.cli.Cli;
import io.igen.core.cli.CompareCommand;
import io.igen.core.cli.IgenVersion;
import io.igen.core.cli.MergeCommand;
import io.igen.core.cli.RunOptions;
import io.igen.core.runner.NanoClock;
import io.igen.core.workload.Level;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.util.List;
import java.util.concurrent.Callable;

/** {@code igen-ram}: lotto tickets allocated and searched per millisecond, level after level. */
@Command(name = "igen-ram", mixinStandardHelpOptions = true, versionProvider = IgenVersion.class,
        subcommands = {CompareCommand.class, MergeCommand.class},
        sortOptions = false, usageHelpAutoWidth = true,
        description = {
                "Measures memory throughput with California SuperLotto Plus tickets at increasing thread counts.",
                "Each operation allocates a block of --mb-per-thread MB of tickets (5 distinct numbers of 1..47 "
                        + "and a Mega number of 1..27, as 3-dimensional int arrays), fills it with random tickets, "
                        + "draws a result and counts the winners of all 9 prize tiers over the whole block.",
                "Prints tickets/ms, the mean allocation and search time at each level; writes JSON and CSV results.",
                "Levels whose blocks do not fit in the heap are refused; give the JVM more with java -Xmx.",
                ""},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the run finished cleanly", "1:the run finished but something failed",
                "2:bad input, nothing was run",
                "130:stopped by SIGINT or SIGTERM; the completed levels are written"})
public final class RamCommand implements Callable<Integer> {

    /** Fixed, so every run everywhere fills the same tickets and draws the same results. */
    static final long SEED = 20_261_121L;

    @Mixin
    private RunOptions options;

    @Option(names = "--mb-per-thread", paramLabel = "MB", defaultValue = "512", converter = MegabytesConverter.class,
            description = "Ticket data each thread allocates and searches per operation, in MB (2^20 bytes). "
                    + "Default: ${DEFAULT-VALUE}.")
    private BlockSize block;

    @Spec
    private CommandSpec spec;

    public static void main(String[] args) {
        System.exit(Cli.execute(new RamCommand(), args));
    }

    @Override
    public Integer call() throws Exception {
        boolean requested = spec.commandLine().getParseResult().hasMatchedOption("--threads");
        List<Level> asked = options.threadLevels().asThreadLevels();
        HeapBudget heap = HeapBudget.ofThisJvm();
        List<Level> levels = heap.levelsToRun(asked, block, requested);
        if (levels.size() < asked.size()) {
            Level first = asked.get(levels.size());
            spec.commandLine().getErr().println("igen-ram: skipping default levels from " + first.level() + " on: "
                    + heap.refusal(first, block));
            spec.commandLine().getErr().flush();
        }
        LottoWorkload workload = new LottoWorkload(block, SEED, NanoClock.SYSTEM);
        var config = options.config(levels, null, workload.settings());
        return new BenchmarkExecution("ram", "lotto block", options, spec.commandLine().getOut(),
                spec.commandLine().getErr()).run(workload, config);
    }
}
