package io.igen.oltp.options;

import io.igen.core.workload.LevelSpec;
import io.igen.oltp.keys.KeyDistribution;

import java.util.List;

/**
 * Every default of iGenOLTP's run, {@code load} and {@code drop}, in this one place beside the core's
 * {@link io.igen.core.result.RunDefaults}: the options' annotations name these ({@code defaultValue = "" + SHARDS})
 * and {@link OltpOptions} resolves what was not given from them. Constants, so that picocli's annotations can name
 * them.
 */
public final class OltpDefaults {

    /** {@code --db}: the embedded database, nothing to install. */
    public static final String DB = "h2";

    /** {@code --shards}, unless a shard map lists them. */
    public static final int SHARDS = 4;

    /** {@code --customers-per-shard}: 10 orders each, beside 10,000 items a shard. */
    public static final long CUSTOMERS_PER_SHARD = 1000;

    /** {@code --seed}: the seed of the data every run loads unless told otherwise. */
    public static final long SEED = 20_261_121L;

    /** Without {@code --threads} or {@code --shard-levels}: these many threads per shard, one level each. */
    public static final List<Integer> THREADS_PER_SHARD_LEVELS = List.of(1, 2, 4);

    /** {@code --threads-per-shard}: load threads per active shard of a {@code --shard-levels} sweep. */
    public static final int THREADS_PER_SHARD = 1;

    /** {@code --embedded-concurrency}: as H2's classic single-threaded engine. */
    public static final int EMBEDDED_CONCURRENCY = 1;

    /**
     * {@code --maintenance}: before every level's window; on a {@code --start-at} timetable, when not given,
     * {@code run} (the command says so).
     */
    public static final String MAINTENANCE = "window";

    /** {@code --max-unavailable}: the longest a shard may be out of service, in seconds. */
    public static final double MAX_UNAVAILABLE_SECONDS = 1.0;

    /** {@code --key-distribution}: the workload's specification. */
    public static final String KEY_DISTRIBUTION = "uniform";

    /** {@code --zipf-theta}: YCSB's {@code zipfianconstant}. */
    public static final double ZIPF_THETA = KeyDistribution.DEFAULT_ZIPF_THETA;

    /** {@code --hotspot-data-fraction}: YCSB's {@code hotspotdatafraction}. */
    public static final double HOT_DATA_FRACTION = KeyDistribution.DEFAULT_HOT_DATA_FRACTION;

    /** {@code --hotspot-access-fraction}: YCSB's {@code hotspotopnfraction}. */
    public static final double HOT_ACCESS_FRACTION = KeyDistribution.DEFAULT_HOT_ACCESS_FRACTION;

    /** {@code --max-tries}: no retry. */
    public static final int MAX_TRIES = 1;

    private OltpDefaults() {
    }

    /** The default thread levels over {@code shards} shards: {@link #THREADS_PER_SHARD_LEVELS} per shard. */
    public static LevelSpec threadLevels(int shards) {
        return new LevelSpec(THREADS_PER_SHARD_LEVELS.stream().map(perShard -> perShard * shards).toList());
    }
}
