package io.igen.oltp.outage;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.function.Consumer;

/**
 * Follows one shard's outages over a whole run, from the times the runner measured its transactions by
 * ({@link io.igen.core.workload.Worker#timed}). All the shard's load threads report here, concurrently.
 *
 * <p>An outage starts at the start of the first attempt that failed for want of a connection (the connection was
 * lost, refused, or the pool had none within its timeout: {@link OltpWorker} tells which) and that started when or
 * after the shard's last commit ended, never before it: a commit proves the shard was there. (In stream mode a
 * thread's next attempt starts at the very reading its last commit ended at, so "when" counts.) The time an attempt
 * spent waiting for a connection is inside it, so it counts. The outage ends at the end of the first commit after it
 * (recovered), or stays open. Levels take the outages out once each ({@link #takeOutages}), so an outage that spans
 * levels shows in each level it touches.
 *
 * <p>A commit costs one contention-striped maximum and one volatile read; failures and the one commit that ends an
 * outage take the lock. Two threads reporting within the same microseconds may leave an outage as short as one
 * transaction where the definition has none; it is kept, being honest about its length.
 */
public final class ShardAvailability {

    private final LongAccumulator lastCommitEndNanos = new LongAccumulator(Math::max, Long.MIN_VALUE);
    private final Consumer<Outage> recovered;
    /** Whether an outage is open: read on every commit, written under the lock. */
    private volatile boolean down;
    private long downSinceNanos;
    private final List<Outage> ended = new ArrayList<>();

    /** @param recovered told on the committing thread, once, when an outage ends */
    public ShardAvailability(Consumer<Outage> recovered) {
        this.recovered = recovered;
    }

    /** A transaction on the shard committed, ending at {@code endNanos}. */
    public void committed(long endNanos) {
        lastCommitEndNanos.accumulate(endNanos);
        if (down) {
            recover(endNanos);
        }
    }

    /** An attempt that started at {@code startNanos} failed for want of a connection. */
    public void connectionFailed(long startNanos) {
        synchronized (this) {
            // strictly before: in stream mode a thread's next attempt starts at the nanosecond its commit ended
            if (startNanos < lastCommitEndNanos.get()) {
                return;
            }
            if (!down) {
                downSinceNanos = startNanos;
                down = true;
            } else if (startNanos < downSinceNanos) {
                // a thread that waited longer for its connection reports later an attempt that began earlier
                downSinceNanos = startNanos;
            }
        }
    }

    /**
     * The outages a level reports: those that ended since the previous call, and the one still open. Call once per
     * measured level, after its threads have stopped; the ended ones are not given again.
     */
    public synchronized List<Outage> takeOutages() {
        List<Outage> outages = new ArrayList<>(ended);
        ended.clear();
        if (down) {
            outages.add(Outage.open(downSinceNanos));
        }
        return outages;
    }

    private void recover(long endNanos) {
        Outage outage;
        synchronized (this) {
            if (!down || endNanos <= downSinceNanos) {
                return;
            }
            outage = new Outage(downSinceNanos, endNanos);
            ended.add(outage);
            down = false;
        }
        recovered.accept(outage);
    }
}
