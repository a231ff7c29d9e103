package io.igen.oltp.load;

import io.igen.oltp.shard.ShardList;
import io.igen.oltp.shard.ShardPools;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What each shard holds, as its {@code igen_metadata} row tells: nothing loaded (a new database, an unfinished load,
 * or one dropped), the data set wanted, or another one. Read before loading, and before a run that never loads.
 */
public final class DataSetSurvey {

    private final List<Integer> notLoaded = new ArrayList<>();
    /** By how the data set differs ("customers per shard 20 (this run: 30)"), the shards that hold it. */
    private final Map<String, List<Integer>> otherDataSets = new LinkedHashMap<>();

    private DataSetSurvey(DataSpec spec, Map<Integer, Optional<LoadMetadata>> found) {
        found.forEach((shard, metadata) -> {
            if (metadata.isEmpty()) {
                notLoaded.add(shard);
                return;
            }
            List<String> differences = metadata.get().differencesFrom(
                    LoadMetadata.expected(spec, shard, metadata.get().loadedAt()));
            if (!differences.isEmpty()) {
                otherDataSets.computeIfAbsent(String.join(", ", differences), what -> new ArrayList<>()).add(shard);
            }
        });
    }

    /** Reads the metadata of every shard the pools reach. */
    public static DataSetSurvey of(ShardPools pools, DataSpec spec) throws SQLException {
        Map<Integer, Optional<LoadMetadata>> found = new LinkedHashMap<>();
        for (int shard : pools.shards()) {
            try (Connection connection = pools.shard(shard).getConnection()) {
                found.put(shard, LoadMetadata.read(connection));
            }
        }
        return new DataSetSurvey(spec, found);
    }

    /** The shards without metadata, in order: never loaded, or not to the end. */
    public List<Integer> notLoaded() {
        return List.copyOf(notLoaded);
    }

    /** Whether some shard holds a data set other than the one wanted. */
    public boolean anyOtherDataSet() {
        return !otherDataSets.isEmpty();
    }

    /** Whether every shard holds the data set wanted. */
    public boolean allLoaded() {
        return notLoaded.isEmpty() && otherDataSets.isEmpty();
    }

    /** "shards 0..1 hold customers per shard 20 (this run: 30); shard 3 holds seed 1 (this run: 2)". */
    public String describeOtherDataSets() {
        List<String> lines = new ArrayList<>();
        otherDataSets.forEach((differences, shards) -> lines.add(holding(shards) + differences));
        return String.join("; ", lines);
    }

    /** "shard 3 holds ", "shards 0..27 hold ", "shards 1, 4 hold ". */
    static String holding(List<Integer> shards) {
        return ShardList.describe(shards) + (shards.size() == 1 ? " holds " : " hold ");
    }
}
