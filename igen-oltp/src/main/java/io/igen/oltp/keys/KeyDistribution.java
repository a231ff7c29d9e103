package io.igen.oltp.keys;

import org.apache.commons.rng.sampling.distribution.DiscreteSampler;
import org.apache.commons.rng.sampling.distribution.RejectionInversionZipfSampler;

import java.util.Locale;
import java.util.SplittableRandom;

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

    /**
     * Checks that the law can draw among a shard's customers: Zipfian ranks among at most {@link Integer#MAX_VALUE}, a
     * hot spot among at least 2.
     *
     * @throws IllegalArgumentException naming the limit and the option
     */
    public void check(long customersPerShard) {
        if (kind == Kind.ZIPFIAN && customersPerShard > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("--key-distribution zipfian draws among at most " + Integer.MAX_VALUE
                    + " customers per shard, got " + customersPerShard + ": lower --customers-per-shard");
        }
        if (kind == Kind.HOTSPOT && customersPerShard < 2) {
            throw new IllegalArgumentException("--key-distribution hotspot needs at least 2 customers per shard, "
                    + "got " + customersPerShard);
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

    /**
     * One thread's draws of the ranks of {@code customers} customers by this law, rank 0 the most likely, from its
     * random stream. Zipfian ranks are exact for any theta: Apache Commons RNG's rejection-inversion sampler (Hörmann
     * and Derflinger, 1996), where YCSB's and pgbench's older method (Gray et al., 1994) only approximates the law past
     * the first two ranks (drawn 400,000 times over 100 ranks at theta 0.99, rank 2 came 3,600 draws off the law, 4.5
     * standard deviations).
     */
    public RankDraw ranks(long customers, SplittableRandom random) {
        return switch (kind) {
            case UNIFORM -> () -> random.nextLong(customers);
            case ZIPFIAN -> zipfian(customers, random);
            case HOTSPOT -> new HotspotRanks(customers, hotDataFraction, hotAccessFraction, random);
        };
    }

    private RankDraw zipfian(long customers, SplittableRandom random) {
        if (customers > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("zipfian keys are drawn among at most " + Integer.MAX_VALUE
                    + " customers per shard, got " + customers);
        }
        DiscreteSampler sampler = RejectionInversionZipfSampler.of(random::nextLong, (int) customers, zipfTheta);
        return () -> sampler.sample() - 1L;
    }

    /** The probability of rank {@code rank} (0-based) of {@code customers} under the Zipfian law, for tests. */
    double zipfianProbability(long rank, long customers) {
        return 1 / (Math.pow(rank + 1, zipfTheta) * zeta(customers));
    }

    /** The sum of 1 / i^theta for i = 1 .. n: the Zipfian law's normalising constant. */
    double zeta(long n) {
        double sum = 0;
        for (long i = 1; i <= n; i++) {
            sum += 1 / Math.pow(i, zipfTheta);
        }
        return sum;
    }

    private static String percent(double fraction) {
        double percent = fraction * 100;
        return percent == Math.rint(percent) ? Long.toString((long) percent) : Double.toString(percent);
    }
}
