package io.igen.oltp;

import io.igen.core.cli.Cli;
import io.igen.core.cli.MergeCommand;
import io.igen.history.cli.HistoryCommand;
import io.igen.oltp.options.UrlTemplatesFooter;
import io.igen.oltp.phase.DropCommand;
import io.igen.oltp.phase.LoadCommand;
import io.igen.oltp.run.OltpSettings;
import picocli.CommandLine.Command;

/**
 * {@code igen-oltp}: sharded order-entry OLTP transactions per second, level after level, with the benchmark's own
 * commands. The jar users run starts igen-oltp-tools' command, which is this one with the tools on top (capacity, the
 * model database, local servers).
 */
@Command(name = "igen-oltp", subcommands = {LoadCommand.class, RunCommand.class, DropCommand.class,
        MergeCommand.class, HistoryCommand.class},
        customSynopsis = {"igen-oltp [OPTIONS]", "       igen-oltp COMMAND [OPTIONS]"},
        description = {
                "Measures OLTP throughput and response time of an order-entry transaction (4 SELECTs, 1 INSERT, 1 "
                        + "DELETE, COMMIT) over N shards, each an independent database owning a range of customers.",
                "Loads the data (or re-uses it), runs thread levels (or active-shard levels with --shard-levels), then "
                        + "checks every shard's order count; to load once and run many times, use the load, run and "
                        + "drop commands. The default database is embedded H2: nothing to install; "
                        + "--db postgresql or --db mysql (MySQL or MariaDB) measure real servers, named by --url or "
                        + "--shard-map.",
                "Prints transactions/s, SQL statements/s and response times per level; writes JSON, CSV and HTML "
                        + "results.",
                "",
                "Examples:",
                "  igen-oltp --shards 28",
                "      28 embedded H2 shards at 28, 56 and 112 threads",
                "  igen-oltp --db postgresql --shards 4 --threads 4..32x2",
                "      4 local PostgreSQL databases, igen0 .. igen3",
                "  igen-oltp load --db postgresql --shards 4",
                "  igen-oltp run --db postgresql --shards 4 --threads 8",
                "  igen-oltp drop --db postgresql --shards 4",
                "      load once, run many times (run never loads), remove the tables",
                "  igen-oltp --shard-levels 1..8 --threads-per-shard 4 --rate-per-thread 10",
                "      horizontal scaling at a stabilised load",
                "  igen-oltp --repeat auto --out base",
                "      launches until the intervals are tight: results to compare",
                "  igen-oltp compare base/*.json new/*.json",
                "      ratios with intervals and verdicts"},
        modelTransformer = UrlTemplatesFooter.class)
public class OltpCommand extends OltpRunCommand {

    /** The benchmark alone, without its tools: what {@code ab}'s launches run in this module's tests. */
    public static void main(String[] args) {
        Cli.main(new OltpCommand(), args);
    }

    /** All in one: loads what is missing, or everything with {@code --reload}, then runs. */
    @Override
    final OltpSettings phase(OltpSettings parsed) {
        return parsed;
    }
}
