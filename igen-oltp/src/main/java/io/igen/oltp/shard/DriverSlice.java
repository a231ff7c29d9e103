package io.igen.oltp.shard;

import java.util.List;
import java.util.stream.IntStream;

/**
 * One driver process's share of a run's shards ({@code --drivers N --driver-index I}): a contiguous slice of the shard
 * map, shards {@code firstShard .. firstShard+shardCount-1}, numbered as in the whole map. N drivers split S shards
 * as evenly as they can, the first {@code S mod N} drivers taking one shard more: 4 shards over 3 drivers are
 * 0-1, 2, 3. A level's threads go where one driver of the whole map would put them ({@link #threadsOn}), so the N parts
 * together run exactly the single driver's level.
 *
 * @param drivers    N, the driver processes of the run
 * @param index      I, this driver, 0-based
 * @param firstShard the slice's first shard
 * @param shardCount how many shards the slice holds, at least 1
 */
public record DriverSlice(int drivers, int index, int firstShard, int shardCount) {

    public DriverSlice {
        if (drivers < 1 || index < 0 || index >= drivers || firstShard < 0 || shardCount < 1) {
            throw new IllegalArgumentException("not a driver slice: driver " + index + " of " + drivers + ", shards "
                    + firstShard + " + " + shardCount);
        }
    }

    /**
     * Driver {@code index}'s slice of {@code shards} shards.
     *
     * @throws IllegalArgumentException when the index is outside 0..drivers-1, or there are more drivers than shards
     *                                  (some driver would have nothing to drive)
     */
    public static DriverSlice of(int drivers, int index, int shards) {
        if (drivers < 1) {
            throw new IllegalArgumentException("--drivers must be 1 or more, got " + drivers);
        }
        if (index < 0 || index >= drivers) {
            throw new IllegalArgumentException("--driver-index must be 0.." + (drivers - 1) + " for --drivers " + drivers
                    + ", got " + index);
        }
        if (drivers > shards) {
            throw new IllegalArgumentException("--drivers " + drivers + " but the run has only " + shards + " shard"
                    + (shards == 1 ? "" : "s") + ": each driver drives whole shards, so at most " + shards
                    + " drivers; add shards or use fewer drivers");
        }
        int base = shards / drivers;
        int larger = shards % drivers;
        return new DriverSlice(drivers, index, index * base + Math.min(index, larger), base + (index < larger ? 1 : 0));
    }

    /** The one driver of a run that is not split: every shard. */
    public static DriverSlice whole(int shards) {
        return of(1, 0, shards);
    }

    /** Whether this is the only driver. */
    public boolean alone() {
        return drivers == 1;
    }

    public int lastShard() {
        return firstShard + shardCount - 1;
    }

    public boolean contains(int shard) {
        return shard >= firstShard && shard <= lastShard();
    }

    /** The slice's shards, in order. */
    public List<Integer> shards() {
        return IntStream.rangeClosed(firstShard, lastShard()).boxed().toList();
    }

    /** The slice's shards that take load when shards {@code 0 .. activeShards-1} do. */
    public List<Integer> activeShards(int activeShards) {
        return IntStream.range(firstShard, firstShard + activeIn(activeShards)).boxed().toList();
    }

    /** How many of the slice's shards take load when shards {@code 0 .. activeShards-1} do. */
    public int activeIn(int activeShards) {
        return Math.max(0, Math.min(lastShard() + 1, activeShards) - firstShard);
    }

    /**
     * This slice's share of a level's threads: those a single driver would put on the slice's active shards.
     *
     * @param globalThreads the level's threads over all drivers
     */
    public int threadsOf(int globalThreads, int activeShards, CustomerPartitioning partitioning) {
        int threads = 0;
        for (int shard : activeShards(activeShards)) {
            threads += partitioning.threadsOn(shard, globalThreads, activeShards);
        }
        return threads;
    }

    /** The shard this driver's thread {@code localThread} works on: the slice's active shards in turn. */
    public int shardOfThread(int localThread, int activeShards) {
        int active = requireActive(activeShards);
        if (localThread < 0) {
            throw new IllegalArgumentException("thread index " + localThread + " is negative");
        }
        return firstShard + localThread % active;
    }

    /**
     * How many of this driver's {@code localThreads} work on {@code shard}: spread evenly over the slice's active
     * shards, the first ones taking one more, as a single driver spreads the whole level.
     */
    public int threadsOn(int shard, int localThreads, int activeShards) {
        int active = requireActive(activeShards);
        if (shard < firstShard || shard >= firstShard + active) {
            return 0;
        }
        int position = shard - firstShard;
        return localThreads / active + (position < localThreads % active ? 1 : 0);
    }

    /** "shards 2-3", "shard 3". */
    public String describe() {
        return shardCount == 1 ? "shard " + firstShard : "shards " + firstShard + "-" + lastShard();
    }

    private int requireActive(int activeShards) {
        int active = activeIn(activeShards);
        if (active == 0) {
            throw new IllegalArgumentException("none of " + describe() + " is among the " + activeShards
                    + " active shards");
        }
        return active;
    }
}
