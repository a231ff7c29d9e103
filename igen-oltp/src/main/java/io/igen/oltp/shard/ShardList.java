package io.igen.oltp.shard;

import java.util.List;
import java.util.stream.Collectors;

/** Shard numbers as a reader takes them in: "shard 3", "shards 0..27", "shards 1, 4". */
public final class ShardList {

    private ShardList() {
    }

    /** @param shards in ascending order, at least one */
    public static String describe(List<Integer> shards) {
        if (shards.size() == 1) {
            return "shard " + shards.get(0);
        }
        boolean contiguous = shards.get(shards.size() - 1) - shards.get(0) == shards.size() - 1;
        return "shards " + (contiguous ? shards.get(0) + ".." + shards.get(shards.size() - 1)
                : shards.stream().map(String::valueOf).collect(Collectors.joining(", ")));
    }
}
