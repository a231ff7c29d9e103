package io.igen.oltp;

import io.igen.core.cli.BenchmarkCommand;
import io.igen.core.cli.Cli;
import io.igen.core.result.DriverPart;
import io.igen.oltp.shard.DriverSlice;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code igen-oltp}: sharded order-entry OLTP transactions per second, level after level. */
@Command(name = "igen-oltp", subcommands = {ServersCommand.class, CapacityCommand.class},
        description = {
                "Measures OLTP throughput and response time of an order-entry transaction (4 SELECTs, 1 INSERT, "
                        + "1 DELETE, COMMIT) over N shards, each an independent database owning a range of customers.",
                "Loads the data (or re-uses it), runs thread levels (or active-shard levels with --shard-levels), "
                        + "then checks every shard's order count. The default database is embedded H2: nothing to install;",
                "--db postgresql or --db mysql (MySQL or MariaDB) measure real servers, named by --url or --shard-map.",
                "Without --threads the levels are 1, 2 and 4 threads per shard (28, 56, 112 for --shards 28).",
                "Prints transactions/s, SQL statements/s and response times per level; writes JSON and CSV results.",
                ""},
        exitCodeList = {"0:the run finished cleanly", "1:the run finished but something failed (errors, integrity check)",
                "2:bad input, nothing was run",
                "130:stopped by SIGINT or SIGTERM; the completed levels are written"})
public final class OltpCommand extends BenchmarkCommand {

    @Mixin
    private OltpOptions oltp;

    public static void main(String[] args) {
        System.exit(Cli.execute(new OltpCommand(), args));
    }

    @Override
    public Integer call() throws Exception {
        OltpSettings settings = oltp.settings(given("--threads") ? options.threadLevels() : null);
        var config = options.config(settings.plan().levels(), settings.ratePerThread(), settings.describe());
        OltpWorkload workload = new OltpWorkload(settings, options.quiet() ? null : spec.commandLine().getErr());
        DriverSlice slice = settings.plan().slice();
        DriverPart driver = slice.alone() ? null : new DriverPart(slice.index(), slice.drivers(), slice.describe(),
                slice.shards().stream().map(String::valueOf).toList());
        return execute("oltp", "transaction", workload, config, driver);
    }
}
