package io.igen.oltp;

import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.load.DataSpec;
import io.igen.oltp.shard.Credentials;
import io.igen.oltp.shard.PoolSettings;
import io.igen.oltp.shard.ShardLocations;
import io.igen.oltp.shard.ShardTarget;
import io.igen.oltp.state.MaintenanceMode;
import io.igen.oltp.txn.OrderEntryTransaction;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Everything an OLTP run is, validated once from the command line and immutable after.
 *
 * @param locations     where each shard's database is (URL template or shard map)
 * @param credentials   the user and password every shard is opened with; never recorded
 * @param reload        load every shard afresh even when its data matches
 * @param ratePerThread transactions per second per thread under stabilised load; null for stream mode
 * @param sharedCustomers every thread of a shard draws from the shard's whole range, instead of its own
 *                        slice of it (see {@link io.igen.oltp.shard.CustomerSlice})
 * @param embeddedConcurrency embedded (H2) shards only: how many transactions run at once inside one shard's
 *                        database, as many load threads serving the shard's clients in turn
 *                        ({@link OltpWorkload#threadsPerPartition}); 0 for no limit, a thread per client
 * @param maxUnavailableSeconds the longest a shard may be unavailable ({@link io.igen.oltp.outage.ShardAvailability}) before that is a
 *                        problem of the run
 * @param maintenance   when the shards are brought back to a known state ({@code --maintenance})
 */
public record OltpSettings(DataSpec data, Dialect dialect, ShardLocations locations, Credentials credentials,
                           boolean reload, ScalingPlan plan, Double ratePerThread, boolean sharedCustomers,
                           int embeddedConcurrency, double maxUnavailableSeconds, MaintenanceMode maintenance) {

    /** {@code --max-unavailable} when not given. */
    public static final double DEFAULT_MAX_UNAVAILABLE_SECONDS = 1.0;

    public OltpSettings {
        Objects.requireNonNull(maintenance, "maintenance");
        if (locations.shardCount() != data.partitioning().shardCount()) {
            throw new IllegalArgumentException("the data set has " + data.partitioning().shardCount() + " shards but "
                    + locations.shardCount() + " are located");
        }
        if (embeddedConcurrency < 0) {
            throw new IllegalArgumentException("--embedded-concurrency must be 0 (no limit) or more, got "
                    + embeddedConcurrency);
        }
        if (!plan.partitioning().equals(data.partitioning())) {
            throw new IllegalArgumentException("the plan and the data set disagree on the shards");
        }
        if (!(maxUnavailableSeconds >= 0) || Double.isInfinite(maxUnavailableSeconds)) {
            throw new IllegalArgumentException("--max-unavailable must be a number of seconds, 0 or more, got "
                    + maxUnavailableSeconds);
        }
    }

    /** Settings with the default limit on a shard's outage and maintenance before every window. */
    public OltpSettings(DataSpec data, Dialect dialect, ShardLocations locations, Credentials credentials,
                        boolean reload, ScalingPlan plan, Double ratePerThread, boolean sharedCustomers,
                        int embeddedConcurrency) {
        this(data, dialect, locations, credentials, reload, plan, ratePerThread, sharedCustomers, embeddedConcurrency,
                DEFAULT_MAX_UNAVAILABLE_SECONDS, MaintenanceMode.WINDOW);
    }

    /** Settings without a limit on concurrent transactions per embedded shard. */
    public OltpSettings(DataSpec data, Dialect dialect, ShardLocations locations, Credentials credentials,
                        boolean reload, ScalingPlan plan, Double ratePerThread, boolean sharedCustomers) {
        this(data, dialect, locations, credentials, reload, plan, ratePerThread, sharedCustomers, 0);
    }

    /** These settings with at most {@code transactions} running at once in each embedded shard (0: no limit). */
    public OltpSettings withEmbeddedConcurrency(int transactions) {
        return new OltpSettings(data, dialect, locations, credentials, reload, plan, ratePerThread, sharedCustomers,
                transactions, maxUnavailableSeconds, maintenance);
    }

    /**
     * Settings for a run right after this one on the same shards: another plan and load model (rate per thread, or
     * null for stream mode), and never a reload, because this run loaded or checked the data.
     */
    public OltpSettings nextRun(ScalingPlan otherPlan, Double otherRatePerThread) {
        return new OltpSettings(data, dialect, locations, credentials, false, otherPlan, otherRatePerThread,
                sharedCustomers, embeddedConcurrency, maxUnavailableSeconds, maintenance);
    }

        /** Settings for shards named by a URL template, without credentials. */
    public OltpSettings(DataSpec data, Dialect dialect, String urlTemplate, boolean reload, ScalingPlan plan,
                        Double ratePerThread, boolean sharedCustomers) {
        this(data, dialect, ShardLocations.fromTemplate(urlTemplate, data.partitioning().shardCount()),
                Credentials.NONE, reload, plan, ratePerThread, sharedCustomers);
    }

    /** Each shard's database. */
    public List<ShardTarget> targets() {
        return locations.targets();
    }

    /** The databases of the shards this driver drives: all, or its slice ({@code --drivers}). */
    public List<ShardTarget> drivenTargets() {
        return locations.targetsOf(plan.slice());
    }

    /** What every shard's pool is opened with. */
    public PoolSettings poolSettings() {
        return new PoolSettings(dialect, credentials);
    }

    /** The settings a result records, so two runs can be checked for doing the same work. Never credentials. */
    public Map<String, Object> describe() {
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("db", dialect.name());
        settings.put("database", dialect.product());
        settings.putAll(locations.describe());
        settings.put("shards", data.partitioning().shardCount());
        settings.put("customersPerShard", data.partitioning().customersPerShard());
        settings.put("itemsPerShard", DataSpec.ITEMS);
        settings.put("ordersPerCustomer", DataSpec.ORDERS_PER_CUSTOMER);
        settings.put("seed", data.seed());
        settings.put("scalingAxis", plan.axis().name().toLowerCase(Locale.ROOT));
        if (plan.axis() == ScalingPlan.Axis.SHARDS) {
            settings.put("threadsPerShard", plan.threadsPerShard());
        }
        settings.put("loadModel", ratePerThread == null ? "stream" : "stabilised");
        settings.put("customerChoice", sharedCustomers ? "shared" : "thread slices");
        if (embeddedConcurrency > 0) {
            settings.put("embeddedConcurrency", embeddedConcurrency);
        }
        settings.put("statementsPerTransaction", OrderEntryTransaction.STATEMENTS);
        settings.put("maxUnavailableSeconds", maxUnavailableSeconds);
        settings.put("maintenance", maintenance.label() + " (" + dialect.maintenance().describe() + ")");
        return settings;
    }
}
