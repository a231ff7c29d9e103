package io.igen.oltp.state;

import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.shard.FailureText;
import io.igen.oltp.shard.ShardPools;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Maintains the shards ({@link Dialect#maintenance()}) and reads their state ({@link Dialect#stateReadings()}), one
 * shard after the other, each over a connection of its pool (the pool keeps one beyond the level's threads). A shard
 * that fails is told in the pass's {@code notDone} and the others go on: a server down between levels is the outage
 * tracking's to measure, not a reason to lose the run.
 */
public final class ShardUpkeep {

    private final ShardPools pools;
    private final Dialect dialect;

    public ShardUpkeep(ShardPools pools, Dialect dialect) {
        this.pools = pools;
        this.dialect = dialect;
    }

    /**
     * What one pass over the shards did.
     *
     * @param maintained whether the shards were maintained, or only their state read
     * @param seconds    how long the pass took
     * @param states     each shard's state after it, by shard number
     * @param notDone    what failed or was refused, one line each ("shard 2: CHECKPOINT refused: ...")
     */
    public record Pass(boolean maintained, double seconds, Map<Integer, ShardState> states, List<String> notDone) {
    }

    /** Whether there is anything to do or read: nothing for H2. */
    public boolean hasWork() {
        return dialect.maintenance().needed() || !dialect.stateReadings().isEmpty();
    }

    /** What the maintenance does: "VACUUM (ANALYZE) orders, CHECKPOINT". */
    public String maintenanceSteps() {
        return dialect.maintenance().describe();
    }

    /** Maintains the shards, then reads their state. */
    public Pass maintain(List<Integer> shards) {
        return pass(shards, dialect.maintenance().needed());
    }

    /** Reads the shards' state only. */
    public Pass read(List<Integer> shards) {
        return pass(shards, false);
    }

    /**
     * Lets the servers settle ({@link io.igen.oltp.dialect.Maintenance#settleMillis()}), maintains every shard, then
     * reads every shard's state: a server-wide counter (checkpoints) read on shard 0 must not count the checkpoints of
     * shards 1..n that follow it.
     */
    private Pass pass(List<Integer> shards, boolean maintain) {
        long start = System.nanoTime();
        List<String> notDone = new ArrayList<>();
        if (maintain) {
            settle();
            for (int shard : shards) {
                try (Connection connection = pools.shard(shard).getConnection()) {
                    dialect.maintenance().run(connection).forEach(line -> notDone.add("shard " + shard + ": " + line));
                } catch (SQLException e) {
                    notDone.add("shard " + shard + ": maintenance failed: " + FailureText.of(e));
                }
            }
        }
        Map<Integer, ShardState> states = new LinkedHashMap<>();
        for (int shard : shards) {
            try (Connection connection = pools.shard(shard).getConnection()) {
                states.put(shard, ShardState.read(connection, dialect.stateReadings()));
            } catch (SQLException e) {
                notDone.add("shard " + shard + ": state not read: " + FailureText.of(e));
            }
        }
        return new Pass(maintain, (System.nanoTime() - start) / 1e9, states, notDone);
    }

    private void settle() {
        try {
            Thread.sleep(dialect.maintenance().settleMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
