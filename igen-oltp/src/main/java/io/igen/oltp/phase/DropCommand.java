package io.igen.oltp.phase;

import io.igen.core.cli.IgenVersion;
import io.igen.core.workload.ExitCode;
import io.igen.oltp.dialect.SchemaScript;
import io.igen.oltp.options.ShardPlaceOptions;
import io.igen.oltp.options.UrlTemplatesFooter;
import io.igen.oltp.shard.ShardList;
import io.igen.oltp.shard.ShardPools;
import io.igen.oltp.shard.ShardTarget;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code igen-oltp drop}: removes iGen's tables and its metadata table from every shard, and an H2 shard's files; what
 * is not there is skipped. The databases themselves, on a server, stay: they are the server's administrator's.
 */
@Command(name = "drop", mixinStandardHelpOptions = true, versionProvider = IgenVersion.class, sortOptions = false,
        usageHelpAutoWidth = true, modelTransformer = UrlTemplatesFooter.class,
        customSynopsis = "igen-oltp drop [OPTIONS]", optionListHeading = "%nOptions:%n",
        description = {"Drops iGen's tables (customer, item, orders) and its igen_metadata table from every shard, and "
                + "deletes an H2 shard's database files when nothing else is in them (sysbench cleanup). Tables "
                + "that are not there are skipped; a database on a server stays, empty of iGen's tables.",
                "Takes the database options of igen-oltp, where the shards are and how many: nothing of their data.",
                "",
                "Example:",
                "  igen-oltp drop --db postgresql --shards 4"},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:no shard holds iGen's tables any more (also when none did)",
                "1:dropping failed on a shard",
                "2:bad input, nothing was dropped"})
public final class DropCommand implements Callable<Integer> {

    @Mixin
    private ShardPlaceOptions shardPlaces;

    @Mixin
    private PhaseOutput output;

    @Override
    public Integer call() throws SQLException {
        ShardPlaceOptions.Places shards = shardPlaces.places(System.getenv());
        PrintWriter out = output.out();
        if (shards.inMemory()) {
            out.println("nothing to drop: in-memory H2 shards are gone with the process that made them (shards on "
                    + "disk: --h2-dir DIR)");
            out.flush();
            return ExitCode.OK;
        }
        List<ShardTarget> targets = shards.targets();
        List<String> tables = SchemaScript.of(shards.dialect()).tables();
        try (ShardPools pools = ShardPools.open(targets, shards.poolSettings(), new int[targets.size()])) {
            PrintWriter progress = output.progress();
            if (progress != null) {
                progress.println("dropping iGen's tables from " + ShardList.describe(pools.shards()));
                progress.flush();
            }
            for (ShardTarget target : targets) {
                try (Connection connection = pools.shard(target.shard()).getConnection()) {
                    out.println(target.describe() + ": " + ShardDrop.of(connection, shards.dialect(), tables)
                            .describe());
                    out.flush();
                }
            }
        }
        return ExitCode.OK;
    }
}
