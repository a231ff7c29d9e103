package io.igen.oltp.state;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a run finds in its shards before its first transaction: the state earlier runs left. It warns when that state
 * has drifted from a freshly loaded one, and sums it up in a few coarse words that {@code compare} sets side by side
 * ("orders: dead rows under 10 % of live rows"), coarse so that two clean starts read the same.
 *
 * @param atOpen        each shard's state figures, read before anything ran
 * @param ordersAtOpen  each shard's order count before the run
 * @param ordersLoaded  the orders a shard holds when freshly loaded
 */
public record OpeningState(Map<Integer, ShardState> atOpen, Map<Integer, Long> ordersAtOpen, long ordersLoaded) {

    /** Dead rows beyond this share of the live ones: left by earlier runs without maintenance. */
    static final double DEAD_ROWS_LIMIT = 0.10;
    /** A history list longer than this: purge has a backlog from earlier runs. */
    static final long HISTORY_LIST_LIMIT = 10_000;
    /** An order count this far from the loaded one: the data set is no longer the one loaded. */
    static final double ORDERS_DRIFT_LIMIT = 0.01;

    /** One line per shard whose state has drifted, saying what and what to do. */
    public List<String> warnings() {
        List<String> warnings = new ArrayList<>();
        ordersAtOpen.forEach((shard, orders) -> {
            double drift = (double) (orders - ordersLoaded) / ordersLoaded;
            if (Math.abs(drift) > ORDERS_DRIFT_LIMIT) {
                warnings.add(String.format(Locale.ROOT, "shard %d holds %,d orders where %,d were loaded (%+.1f %%): "
                        + "pass --reload to load it afresh", shard, orders, ordersLoaded, 100 * drift));
            }
        });
        atOpen.forEach((shard, state) -> {
            Long dead = state.get("deadRows");
            Long live = state.get("liveRows");
            if (dead != null && live != null && live > 0 && dead > DEAD_ROWS_LIMIT * live) {
                warnings.add(String.format(Locale.ROOT, "shard %d begins with %,d dead rows in orders (%.0f %% of its "
                        + "%,d live rows), left by earlier runs", shard, dead, 100.0 * dead / live, live));
            }
            Long history = state.get("historyList");
            if (history != null && history > HISTORY_LIST_LIMIT) {
                warnings.add(String.format(Locale.ROOT, "shard %d's server begins with %,d row versions for purge to "
                        + "remove (history list), left by earlier runs", shard, history));
            }
        });
        return warnings;
    }

    /**
     * The state in coarse classes, the worst shard's: "orders: dead rows under 10 % of live rows", "history list under
     * 1,000"; empty when the database tells neither (H2).
     */
    public String summary() {
        List<String> parts = new ArrayList<>();
        double worstDeadShare = -1;
        long worstHistory = -1;
        for (ShardState state : atOpen.values()) {
            Long dead = state.get("deadRows");
            Long live = state.get("liveRows");
            if (dead != null && live != null) {
                worstDeadShare = Math.max(worstDeadShare, live == 0 ? (dead == 0 ? 0 : Double.MAX_VALUE)
                        : (double) dead / live);
            }
            Long history = state.get("historyList");
            if (history != null) {
                worstHistory = Math.max(worstHistory, history);
            }
        }
        if (worstDeadShare >= 0) {
            parts.add("orders: dead rows " + shareClass(worstDeadShare) + " of live rows");
        }
        if (worstHistory >= 0) {
            parts.add("history list " + lengthClass(worstHistory));
        }
        return String.join("; ", parts);
    }

    /** From 10 %: below it, the dead rows a clean start shows are the statistics' lag, not the table's state. */
    private static String shareClass(double share) {
        if (share < 0.10) {
            return "under 10 %";
        }
        if (share < 0.50) {
            return "10-50 %";
        }
        return share < 1 ? "50-100 %" : "over 100 %";
    }

    private static String lengthClass(long length) {
        if (length < 1_000) {
            return "under 1,000";
        }
        if (length < 10_000) {
            return "1,000-10,000";
        }
        return length < 100_000 ? "10,000-100,000" : "over 100,000";
    }
}
