package io.igen.oltp.phase;

import io.igen.core.cli.IgenVersion;
import io.igen.core.workload.ExitCode;
import io.igen.oltp.dialect.SchemaScript;
import io.igen.oltp.load.DataSetLoader;
import io.igen.oltp.load.LoadMetadata;
import io.igen.oltp.load.LoadReport;
import io.igen.oltp.load.ShardContents;
import io.igen.oltp.load.ShardLoader;
import io.igen.oltp.options.ShardSetOptions;
import io.igen.oltp.options.UrlTemplatesFooter;
import io.igen.oltp.run.OltpSettings;
import io.igen.oltp.shard.ShardPools;
import io.igen.oltp.shard.ShardTarget;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code igen-oltp load}: loads the shards that do not hold the data set yet, checks those that do, and exits; runs
 * follow with {@code igen-oltp run}. Each shard is then verified: its metadata matches and its customers and items
 * are all there.
 */
@Command(name = "load", mixinStandardHelpOptions = true, versionProvider = IgenVersion.class, sortOptions = false,
        usageHelpAutoWidth = true, modelTransformer = UrlTemplatesFooter.class,
        customSynopsis = "igen-oltp load [OPTIONS]", optionListHeading = "%nOptions:%n",
        description = {"Loads the data set into every shard that does not hold it yet and verifies the others, then "
                + "exits: load once, then igen-oltp run as often as needed (pgbench -i, sysbench prepare).",
                "Takes the database, shard and data options of igen-oltp; --reload loads every shard afresh.",
                "",
                "Example:",
                "  igen-oltp load --db postgresql --shards 4 --customers-per-shard 100000"},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every shard holds the data set, loaded now or before, and verified",
                "1:a load failed, or a shard's rows do not match its metadata",
                "2:bad input, or a shard holds another data set (--reload replaces it)"})
public final class LoadCommand implements Callable<Integer> {

    @Mixin
    private ShardSetOptions shardSet;

    @Mixin
    private PhaseOutput output;

    @Override
    public Integer call() throws SQLException, InterruptedException {
        OltpSettings.Shards shards = shardSet.shards(System.getenv());
        StoredShards.require(shards, "igen-oltp load keeps the shards for later runs");
        PrintWriter out = output.out();
        List<ShardTarget> targets = shards.locations().targets();
        try (ShardPools pools = ShardPools.open(targets, shards.poolSettings(), new int[targets.size()])) {
            ShardLoader shardLoader = new ShardLoader(shards.dialect(), SchemaScript.of(shards.dialect()),
                    shards.data());
            int parallelism = Math.max(2, Runtime.getRuntime().availableProcessors());
            LoadReport report = new DataSetLoader(shardLoader, shards.data(), parallelism,
                    output.progress()).prepare(pools, shards.reload());
            boolean verified = true;
            for (ShardTarget target : targets) {
                verified &= verify(pools, target, shards, report, out);
            }
            out.flush();
            return verified ? ExitCode.OK : ExitCode.FAILED;
        }
    }

    /** Prints what was done to the shard and what it holds; false when its rows do not match its metadata. */
    private static boolean verify(ShardPools pools, ShardTarget target, OltpSettings.Shards shards, LoadReport report,
                                  PrintWriter out) throws SQLException {
        LoadMetadata metadata;
        ShardContents contents;
        try (Connection connection = pools.shard(target.shard()).getConnection()) {
            metadata = LoadMetadata.read(connection).orElseThrow(() -> new IllegalStateException(
                    target.describe() + " has no metadata after its load"));
            contents = ShardContents.count(connection);
        }
        Long nanos = report.shardNanos().get(target.shard());
        String done = nanos != null ? String.format(Locale.ROOT, "loaded in %.1f s", nanos / 1e9)
                : "already loaded (at " + metadata.loadedAt().withNano(0) + ")";
        List<String> differences = contents.differencesFrom(shards.data());
        if (differences.isEmpty()) {
            out.println(target.describe() + ": " + done + ", verified: " + contents.describe());
            return true;
        }
        out.println(target.describe() + ": " + done + ", but it holds " + String.join(" and ", differences)
                + ": load it afresh with --reload");
        return false;
    }
}
