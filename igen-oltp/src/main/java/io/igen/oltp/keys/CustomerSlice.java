package io.igen.oltp.keys;

import io.igen.oltp.shard.ShardRange;

import java.util.SplittableRandom;

/**
 * The customers one load thread draws from: slice {@code slice} of {@code slices} of its shard's range,
 * the customers whose offset in the range is {@code slice mod slices}. The k threads of a shard take the
 * k slices, so together they draw uniformly from the whole shard while no two of them ever work on the
 * same customer (as TPC-C binds terminals to districts).
 *
 * <p>Why: with a shared range, two transactions on the same customer queue for the row lock of its
 * oldest order. That is harmless on a few threads, but on H2 with far more threads than cores the
 * waiting threads spin in MVStore's lock loop and starve the lock holders: 28 shards x 1,000 threads on
 * 2 cores stopped making progress. With {@code slices == 1} (a shared range, or more threads than
 * customers) such races happen; the transaction then counts the DELETE by its actual update count.
 */
public record CustomerSlice(ShardRange range, long slice, long slices) {

    public CustomerSlice {
        if (slices < 1 || slices > range.customers() || slice < 0 || slice >= slices) {
            throw new IllegalArgumentException("slice " + slice + " of " + slices + " of " + range.customers() + " customers");
        }
    }

    /** The whole shard range: every thread of the shard may draw every customer. */
    public static CustomerSlice shared(ShardRange range) {
        return new CustomerSlice(range, 0, 1);
    }

    /**
     * The slice of the {@code index}-th of {@code threads} threads on a shard. With more threads than
     * customers, threads share slices of one customer each.
     */
    public static CustomerSlice ofThread(ShardRange range, int index, int threads) {
        long slices = Math.min(threads, range.customers());
        return new CustomerSlice(range, index % slices, slices);
    }

    /** How many customers the slice holds. */
    public long customers() {
        return (range.customers() - slice + slices - 1) / slices;
    }

    /** A customer drawn uniformly from the slice. */
    public long draw(SplittableRandom random) {
        return range.customerAt(slice + slices * random.nextLong(customers()));
    }

    /**
     * One thread's draws from the slice, from its random stream. Uniform draws favour no customer, so the first 1 % of
     * the shard's range is as good a 1 % as any for {@link CustomerDraw#favoured}.
     */
    public CustomerDraw drawnWith(SplittableRandom random) {
        long favouredCustomers = CustomerDraw.onePercentOf(range.customers());
        return new CustomerDraw() {
            @Override
            public long next() {
                return draw(random);
            }

            @Override
            public boolean favoured(long customerId) {
                return customerId - range.firstCustomer() < favouredCustomers;
            }

            @Override
            public int shard() {
                return range.shard();
            }
        };
    }

    public int shard() {
        return range.shard();
    }
}
