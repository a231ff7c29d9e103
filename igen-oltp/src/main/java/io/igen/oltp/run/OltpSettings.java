package io.igen.oltp.run;

import io.igen.core.workload.SettingRole;
import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.load.DataSpec;
import io.igen.oltp.shard.Credentials;
import io.igen.oltp.shard.PoolSettings;
import io.igen.oltp.shard.ServerMetrics;
import io.igen.oltp.shard.ShardLocations;
import io.igen.oltp.shard.ShardTarget;
import io.igen.oltp.state.MaintenanceMode;
import io.igen.oltp.txn.OrderEntryTransaction;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Everything an OLTP run is, validated once from the command line and immutable after: the shards, the plan of
 * levels over them, how the load is offered, and how the shards are kept in shape. Each group validates itself;
 * these settings check that the plan and the shards' data agree.
 *
 * @param shards the shards' data, database and locations, and whether to load them afresh
 * @param plan   which threads load which shards at each level
 * @param load   how each thread offers its transactions
 * @param upkeep       when the shards are maintained, and how long one may be unavailable
 * @param transactions how each transaction picks its customer, is isolated, retried and connected
 */
public record OltpSettings(Shards shards, ScalingPlan plan, Load load, Upkeep upkeep,
                           TransactionSettings transactions, ServerMetrics serverMetrics) implements ShardedRun {

    public OltpSettings {
        Objects.requireNonNull(serverMetrics, "serverMetrics");
        Objects.requireNonNull(shards, "shards");
        Objects.requireNonNull(load, "load");
        Objects.requireNonNull(upkeep, "upkeep");
        Objects.requireNonNull(transactions, "transactions");
        if (!plan.partitioning().equals(shards.data().partitioning())) {
            throw new IllegalArgumentException("the plan and the data set disagree on the shards");
        }
        transactions.keys().check(shards.data().partitioning().customersPerShard());
    }

    /** Settings that read no server exporter ({@link ServerMetrics#NONE}). */
    public OltpSettings(Shards shards, ScalingPlan plan, Load load, Upkeep upkeep, TransactionSettings transactions) {
        this(shards, plan, load, upkeep, transactions, ServerMetrics.NONE);
    }

    /** Settings whose transactions follow the workload's specification ({@link TransactionSettings#DEFAULT}). */
    public OltpSettings(Shards shards, ScalingPlan plan, Load load, Upkeep upkeep) {
        this(shards, plan, load, upkeep, TransactionSettings.DEFAULT);
    }

    /** These settings with at most {@code transactions} running at once in each embedded shard (0: no limit). */
    public OltpSettings withEmbeddedConcurrency(int transactions) {
        return new OltpSettings(shards, plan, load.withEmbeddedConcurrency(transactions), upkeep, this.transactions,
                serverMetrics);
    }

    /** These settings with the shards maintained as {@code maintenance} says. */
    public OltpSettings withMaintenance(MaintenanceMode maintenance) {
        return new OltpSettings(shards, plan, load, new Upkeep(upkeep.maxUnavailableSeconds(), maintenance),
                transactions, serverMetrics);
    }

    /** These settings with the shards' data loaded before the first level as {@code loading} says. */
    public OltpSettings withLoading(DataLoading loading) {
        return new OltpSettings(shards.withLoading(loading), plan, load, upkeep, transactions, serverMetrics);
    }

    @Override
    public Double ratePerThread() {
        return load.ratePerThread();
    }

    /** The order-entry transaction on the shards' databases. */
    @Override
    public OltpWorkload workload(PrintWriter progress) {
        return new OltpWorkload(this, progress);
    }

    /**
     * Settings for a run right after this one on the same shards: another plan and load model (rate per thread, or
     * null for stream mode), and never a reload, because this run loaded or checked the data.
     */
    @Override
    public OltpSettings nextRun(ScalingPlan otherPlan, Double otherRatePerThread) {
        return new OltpSettings(shards.withoutReload(), otherPlan, load.withRatePerThread(otherRatePerThread), upkeep,
                transactions, serverMetrics);
    }

    /** The databases of the shards this driver drives: all, or its slice ({@code --drivers}). */
    public List<ShardTarget> drivenTargets() {
        return shards.locations().targetsOf(plan.slice());
    }

    /**
     * Of the settings {@link #describe()} records, those that are not the work ({@link SettingRole#CIRCUMSTANCE}):
     * the outage limit a run is judged by, the same transactions run at another isolation or with retries or a
     * connection each, how the shards are kept between windows, and where they are. {@code compare} lists them beside
     * its verdict.
     */
    public Map<String, SettingRole> settingRoles() {
        Map<String, SettingRole> roles = new LinkedHashMap<>();
        // where the shards are (a URL template, a shard map) is a circumstance too: two machines' runs name their own
        // hosts or directories, and ab's sides their own H2 directories, for the same work
        for (String name : List.of("isolation", "isolationMeaning", "maxTries", "connectPerTransaction",
                "maxUnavailableSeconds", "maintenance", "urlTemplate", "shardMap", "urls")) {
            roles.put(name, SettingRole.CIRCUMSTANCE);
        }
        return roles;
    }

    @Override
    public Map<String, Object> describe() {
        Dialect dialect = shards.dialect();
        DataSpec data = shards.data();
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("db", dialect.name());
        settings.put("database", dialect.product());
        settings.putAll(shards.locations().describe());
        settings.put("shards", data.partitioning().shardCount());
        settings.put("customersPerShard", data.partitioning().customersPerShard());
        settings.put("itemsPerShard", DataSpec.ITEMS);
        settings.put("ordersPerCustomer", DataSpec.ORDERS_PER_CUSTOMER);
        settings.put("seed", data.seed());
        settings.put("scalingAxis", plan.axis().name().toLowerCase(Locale.ROOT));
        if (plan.axis() == ScalingPlan.Axis.SHARDS) {
            settings.put("threadsPerShard", plan.threadsPerShard());
        }
        settings.put("loadModel", load.ratePerThread() == null ? "stream" : "stabilised");
        settings.put("customerChoice", load.sharedCustomers() || transactions.keys().skewed() ? "shared"
                : "thread slices");
        if (load.embeddedConcurrency() > 0) {
            settings.put("embeddedConcurrency", load.embeddedConcurrency());
        }
        settings.put("statementsPerTransaction", OrderEntryTransaction.STATEMENTS);
        settings.putAll(transactions.describe(dialect));
        settings.put("maxUnavailableSeconds", upkeep.maxUnavailableSeconds());
        settings.put("maintenance", upkeep.maintenance().label() + " (" + dialect.maintenance().describe() + ")");
        return settings;
    }

    /**
     * The shards a run works on: their data, their database, where each is and how to log in.
     *
     * @param data        the data set every shard holds its part of
     * @param dialect     the database
     * @param locations   where each shard's database is (URL template or shard map)
     * @param credentials the user and password every shard is opened with; never recorded
     * @param loading     whether to load the shards before the first level
     */
    public record Shards(DataSpec data, Dialect dialect, ShardLocations locations, Credentials credentials,
                         DataLoading loading) {

        public Shards {
            Objects.requireNonNull(credentials, "credentials");
            Objects.requireNonNull(loading, "loading");
            if (locations.shardCount() != data.partitioning().shardCount()) {
                throw new IllegalArgumentException("the data set has " + data.partitioning().shardCount()
                        + " shards but " + locations.shardCount() + " are located");
            }
        }

        /** Shards that load what is missing ({@code reload} false), or everything afresh. */
        public Shards(DataSpec data, Dialect dialect, ShardLocations locations, Credentials credentials,
                      boolean reload) {
            this(data, dialect, locations, credentials, reload ? DataLoading.AFRESH : DataLoading.IF_MISSING);
        }

        /** Whether every shard is loaded afresh even when its data matches ({@code --reload}). */
        public boolean reload() {
            return loading == DataLoading.AFRESH;
        }

        /** The same shards without a reload: their data was loaded or checked by a run before. */
        public Shards withoutReload() {
            return reload() ? withLoading(DataLoading.IF_MISSING) : this;
        }

        /** The same shards, loaded as {@code other} says. */
        public Shards withLoading(DataLoading other) {
            return new Shards(data, dialect, locations, credentials, other);
        }

        /** What every shard's pool is opened with. */
        public PoolSettings poolSettings() {
            return new PoolSettings(dialect, credentials);
        }
    }

    /**
     * How the load is offered.
     *
     * @param ratePerThread       transactions per second per thread under stabilised load; null for stream mode
     * @param sharedCustomers     every thread of a shard draws from the shard's whole range, instead of its own
     *                            slice of it (see {@link io.igen.oltp.keys.CustomerSlice})
     * @param embeddedConcurrency embedded (H2) shards only: how many transactions run at once inside one shard's
     *                            database, as many load threads serving the shard's clients in turn
     *                            ({@link OltpDatabase#partitioning}); 0 for no limit, a thread per client
     */
    public record Load(Double ratePerThread, boolean sharedCustomers, int embeddedConcurrency) {

        public Load {
            if (embeddedConcurrency < 0) {
                throw new IllegalArgumentException("--embedded-concurrency must be 0 (no limit) or more, got "
                        + embeddedConcurrency);
            }
        }

        /** This load at another rate per thread; null for stream mode. */
        public Load withRatePerThread(Double transactionsPerSecond) {
            return new Load(transactionsPerSecond, sharedCustomers, embeddedConcurrency);
        }

        /** This load with at most {@code transactions} running at once in each embedded shard (0: no limit). */
        public Load withEmbeddedConcurrency(int transactions) {
            return new Load(ratePerThread, sharedCustomers, transactions);
        }
    }

    /**
     * How the shards are kept in shape between levels, and how long one may be out of it.
     *
     * @param maxUnavailableSeconds the longest a shard may be unavailable ({@link io.igen.oltp.outage.ShardAvailability}) before that is a
     *                              problem of the run
     * @param maintenance           when the shards are brought back to a known state ({@code --maintenance})
     */
    public record Upkeep(double maxUnavailableSeconds, MaintenanceMode maintenance) {

        public Upkeep {
            Objects.requireNonNull(maintenance, "maintenance");
            if (!(maxUnavailableSeconds >= 0) || Double.isInfinite(maxUnavailableSeconds)) {
                throw new IllegalArgumentException("--max-unavailable must be a number of seconds, 0 or more, got "
                        + maxUnavailableSeconds);
            }
        }
    }
}
