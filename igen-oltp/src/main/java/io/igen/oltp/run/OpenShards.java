package io.igen.oltp.run;

import io.igen.oltp.dialect.SchemaScript;
import io.igen.oltp.integrity.IntegrityCheck;
import io.igen.oltp.load.DataSetLoader;
import io.igen.oltp.load.DataSetSurvey;
import io.igen.oltp.load.ShardLoader;
import io.igen.oltp.shard.DriverSlice;
import io.igen.oltp.shard.ShardDatabases;
import io.igen.oltp.shard.ShardList;
import io.igen.oltp.shard.ShardPools;

import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.List;

/**
 * The shards of a run this driver drives (all, or its slice), ready for its first level: a pool each, the servers found
 * behind them, the data set loaded (or re-used; with {@link DataLoading#NEVER} required to be there already), and
 * every shard's order count taken before any transaction, for the integrity check.
 *
 * @param integrity the order counts before the run
 */
public record OpenShards(ShardPools pools, ShardDatabases databases, IntegrityCheck integrity) implements AutoCloseable {

    /** How long the pools may take to open all their connections before the run goes on without the rest. */
    private static final long POOL_FILL_TIMEOUT_MS = 30_000;

    /**
     * Opens a pool per shard, names the servers, loads what needs loading and counts the orders.
     *
     * @param progress where the servers and the loading progress go; null for none
     */
    static OpenShards open(OltpSettings settings, PrintWriter progress) throws SQLException, InterruptedException {
        OltpSettings.Shards shards = settings.shards();
        ShardPools pools = ShardPools.open(settings.drivenTargets(), shards.poolSettings(),
                settings.plan().maxThreadsOnShards());
        try {
            awaitFullPools(pools, progress);
            ShardDatabases databases = pools.databases(shards.dialect());
            if (progress != null) {
                DriverSlice slice = settings.plan().slice();
                progress.println("databases" + (slice.alone() ? "" : " of " + slice.describe() + " (driver "
                        + slice.index() + " of " + slice.drivers() + ")") + ": " + databases.summary());
                progress.flush();
            }
            if (shards.loading() == DataLoading.NEVER) {
                requireLoaded(pools, shards, progress);
            } else {
                ShardLoader shardLoader = new ShardLoader(shards.dialect(), SchemaScript.of(shards.dialect()),
                        shards.data());
                int parallelism = Math.max(2, Runtime.getRuntime().availableProcessors());
                new DataSetLoader(shardLoader, shards.data(), parallelism, progress).prepare(pools, shards.reload());
            }
            return new OpenShards(pools, databases, IntegrityCheck.before(pools));
        } catch (Throwable e) {
            pools.close();
            throw e;
        }
    }

    /**
     * Every connection a run takes is opened before it starts ({@link ShardPools}): a connection opened mid-run on H2
     * had every prepared statement of its shard planned again, and the JIT compiling its transaction path again.
     */
    private static void awaitFullPools(ShardPools pools, PrintWriter progress) throws InterruptedException {
        List<Integer> notFull = pools.awaitFull(POOL_FILL_TIMEOUT_MS);
        if (!notFull.isEmpty() && progress != null) {
            progress.println("warning: " + ShardList.describe(notFull) + " did not open all their connections within "
                    + POOL_FILL_TIMEOUT_MS / 1000 + " s; the rest open while the run goes (does the server limit "
                    + "connections, as PostgreSQL's max_connections?)");
            progress.flush();
        }
    }

    /** A run that never loads starts only on shards that hold its data set, and says so. */
    private static void requireLoaded(ShardPools pools, OltpSettings.Shards shards, PrintWriter progress)
            throws SQLException {
        DataSetSurvey survey = DataSetSurvey.of(pools, shards.data());
        if (!survey.allLoaded()) {
            throw NotLoaded.refusal(survey, shards);
        }
        if (progress != null) {
            progress.println("not loading: " + ShardList.describe(pools.shards()) + " hold the data set (metadata "
                    + "matches)");
            progress.flush();
        }
    }

    @Override
    public void close() {
        pools.close();
    }
}
