package io.igen.oltp;

import io.igen.core.cli.BenchmarkExecution;
import io.igen.core.cli.Cli;
import io.igen.core.cli.CompareCommand;
import io.igen.core.cli.MergeCommand;
import io.igen.core.cli.IgenVersion;
import io.igen.core.cli.RunOptions;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code igen-oltp}: sharded order-entry OLTP transactions per second, level after level. */
@Command(name = "igen-oltp", mixinStandardHelpOptions = true, versionProvider = IgenVersion.class,
        subcommands = {CompareCommand.class, MergeCommand.class},
        sortOptions = false, usageHelpAutoWidth = true,
        description = {
                "Measures OLTP throughput and response time of an order-entry transaction (4 SELECTs, 1 INSERT, "
                        + "1 DELETE, COMMIT) over N shards, each an independent database owning a range of customers.",
                "Loads the data (or re-uses it), runs thread levels (or active-shard levels with --shard-levels), "
                        + "then checks every shard's order count. The default database is embedded H2: nothing to install;",
                "--db postgresql or --db mysql (MySQL or MariaDB) measure real servers, named by --url or --shard-map.",
                "Without --threads the levels are 1, 2 and 4 threads per shard (28, 56, 112 for --shards 28).",
                "Prints transactions/s, SQL statements/s and response times per level; writes JSON and CSV results.",
                ""},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the run finished cleanly", "1:the run finished but something failed (errors, integrity check)",
                "2:bad input, nothing was run",
                "130:stopped by SIGINT or SIGTERM; the completed levels are written"})
public final class OltpCommand implements Callable<Integer> {

    @Mixin
    private RunOptions options;

    @Mixin
    private OltpOptions oltp;

    @Spec
    private CommandSpec spec;

    public static void main(String[] args) {
        System.exit(Cli.execute(new OltpCommand(), args));
    }

    @Override
    public Integer call() throws Exception {
        CommandLine commandLine = spec.commandLine();
        boolean threadsGiven = commandLine.getParseResult().hasMatchedOption("--threads");
        OltpSettings settings = oltp.settings(threadsGiven ? options.threadLevels() : null);
        var config = options.config(settings.plan().levels(), settings.ratePerThread(), settings.describe());
        OltpWorkload workload = new OltpWorkload(settings, options.quiet() ? null : commandLine.getErr());
        return new BenchmarkExecution("oltp", "transaction", options, commandLine.getOut(), commandLine.getErr())
                .run(workload, config);
    }
}
