package io.igen.oltp.keys;

import java.util.Locale;

/**
 * How each transaction picks its customer within the shard that owns it ({@code --key-distribution}): uniformly, by a
 * Zipfian law of parameter {@code theta} (YCSB's {@code zipfian}, pgbench's {@code random_zipfian}, sysbench's
 * {@code --rand-type=zipfian}), or with a hot spot: {@code hotDataFraction} of the customers get
 * {@code hotAccessFraction} of the transactions (YCSB's {@code hotspot}). Validated when made.
 *
 * @param kind              which law
 * @param zipfTheta         Zipfian only: the skew, in (0, 1); YCSB's default 0.99
 * @param hotDataFraction   hotspot only: the share of a shard's customers that are hot, in (0, 1)
 * @param hotAccessFraction hotspot only: the share of transactions that go to them, in [0, 1]
 */
public record KeyDistribution(Kind kind, double zipfTheta, double hotDataFraction, double hotAccessFraction) {

    /** YCSB's {@code zipfianconstant}. */
    public static final double DEFAULT_ZIPF_THETA = 0.99;
    /** YCSB's {@code hotspotdatafraction}. */
    public static final double DEFAULT_HOT_DATA_FRACTION = 0.2;
    /** YCSB's {@code hotspotopnfraction}. */
    public static final double DEFAULT_HOT_ACCESS_FRACTION = 0.8;
    /** Every customer of a shard as likely as any other: the workload's specification. */
    public static final KeyDistribution UNIFORM = new KeyDistribution(Kind.UNIFORM, DEFAULT_ZIPF_THETA,
            DEFAULT_HOT_DATA_FRACTION, DEFAULT_HOT_ACCESS_FRACTION);

    /** The laws, by their option names. */
    public enum Kind {
        UNIFORM, ZIPFIAN, HOTSPOT;

        /** The option's spelling. */
        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public KeyDistribution {
        if (kind == null) {
            throw new IllegalArgumentException("a key distribution needs a kind");
        }
        if (!(zipfTheta > 0 && zipfTheta < 1)) {
            throw new IllegalArgumentException("--zipf-theta must be above 0 and below 1 (YCSB's 0.99 is very "
                    + "skewed, 0.5 mildly), got " + zipfTheta);
        }
        if (!(hotDataFraction > 0 && hotDataFraction < 1)) {
            throw new IllegalArgumentException("--hotspot-data-fraction must be above 0 and below 1, got "
                    + hotDataFraction);
        }
        if (!(hotAccessFraction >= 0 && hotAccessFraction <= 1)) {
            throw new IllegalArgumentException("--hotspot-access-fraction must be from 0 to 1, got "
                    + hotAccessFraction);
        }
    }

    /** Whether some customers are drawn more often than others, so that threads of a shard share its whole range. */
    public boolean skewed() {
        return kind != Kind.UNIFORM;
    }

    /** What a result records: "uniform", "zipfian (theta 0.99)", "hotspot (20% of customers, 80% of transactions)". */
    public String describe() {
        return switch (kind) {
            case UNIFORM -> "uniform";
            case ZIPFIAN -> String.format(Locale.ROOT, "zipfian (theta %s)", zipfTheta);
            case HOTSPOT -> String.format(Locale.ROOT, "hotspot (%s%% of customers, %s%% of transactions)",
                    percent(hotDataFraction), percent(hotAccessFraction));
        };
    }

    /** The ranks of {@code customers} customers drawn by this law, rank 0 the most likely; slow to make for Zipfian. */
    public RankDraw ranks(long customers) {
        return switch (kind) {
            case UNIFORM -> random -> random.nextLong(customers);
            case ZIPFIAN -> new ZipfianRanks(customers, zipfTheta);
            case HOTSPOT -> new HotspotRanks(customers, hotDataFraction, hotAccessFraction);
        };
    }

    private static String percent(double fraction) {
        double percent = fraction * 100;
        return percent == Math.rint(percent) ? Long.toString((long) percent) : Double.toString(percent);
    }
}
