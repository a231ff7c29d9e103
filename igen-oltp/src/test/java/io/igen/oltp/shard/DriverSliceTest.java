package io.igen.oltp.shard;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DriverSliceTest {

    @Test
    void driversSplitTheShardsIntoContiguousSlicesTheFirstOnesTakingTheRemainder() {
        assertThat(slices(2, 4)).containsExactly("shards 0-1", "shards 2-3");
        // 28 shards over 3 drivers: 10, 9, 9
        assertThat(slices(3, 28)).containsExactly("shards 0-9", "shards 10-18", "shards 19-27");
        assertThat(slices(3, 4)).containsExactly("shards 0-1", "shard 2", "shard 3");
        assertThat(slices(4, 4)).containsExactly("shard 0", "shard 1", "shard 2", "shard 3");
        assertThat(DriverSlice.whole(28)).isEqualTo(new DriverSlice(1, 0, 0, 28));
        assertThat(DriverSlice.of(3, 1, 28).shards()).containsExactly(10, 11, 12, 13, 14, 15, 16, 17, 18);
    }

    @Test
    void everyShardBelongsToExactlyOneDriver() {
        for (int drivers = 1; drivers <= 7; drivers++) {
            List<Integer> covered = new ArrayList<>();
            for (int index = 0; index < drivers; index++) {
                covered.addAll(DriverSlice.of(drivers, index, 7).shards());
            }
            assertThat(covered).as("%d drivers", drivers).containsExactly(0, 1, 2, 3, 4, 5, 6);
        }
    }

    @Test
    void theDriversTogetherRunExactlyTheSingleDriversThreadsOnEveryShard() {
        CustomerPartitioning partitioning = new CustomerPartitioning(7, 10);
        for (int threads : new int[] {7, 10, 13, 100}) {
            int total = 0;
            for (int index = 0; index < 3; index++) {
                DriverSlice slice = DriverSlice.of(3, index, 7);
                int local = slice.threadsOf(threads, 7, partitioning);
                total += local;
                for (int shard : slice.shards()) {
                    assertThat(slice.threadsOn(shard, local, 7)).as("%d threads, shard %d", threads, shard)
                            .isEqualTo(partitioning.threadsOn(shard, threads, 7));
                }
                int[] counted = new int[7];
                for (int thread = 0; thread < local; thread++) {
                    counted[slice.shardOfThread(thread, 7)]++;
                }
                for (int shard : slice.shards()) {
                    assertThat(counted[shard]).isEqualTo(slice.threadsOn(shard, local, 7));
                }
            }
            assertThat(total).isEqualTo(threads);
        }
    }

    @Test
    void aSliceBeyondTheActiveShardsHasNoneOfThem() {
        DriverSlice second = DriverSlice.of(2, 1, 4);

        assertThat(second.activeShards(3)).containsExactly(2);
        assertThat(second.activeShards(2)).isEmpty();
        assertThat(second.threadsOn(1, 4, 4)).isZero();
        assertThatThrownBy(() -> second.shardOfThread(0, 2)).hasMessage("none of shards 2-3 is among the 2 active shards");
    }

    @Test
    void moreDriversThanShardsOrAnIndexOutsideTheDriversIsRefused() {
        assertThatThrownBy(() -> DriverSlice.of(5, 0, 4)).hasMessage("--drivers 5 but the run has only 4 shards: each "
                + "driver drives whole shards, so at most 4 drivers; add shards or use fewer drivers");
        assertThatThrownBy(() -> DriverSlice.of(2, 2, 4)).hasMessage("--driver-index must be 0..1 for --drivers 2, got 2");
        assertThatThrownBy(() -> DriverSlice.of(2, -1, 4)).hasMessageContaining("got -1");
        assertThatThrownBy(() -> DriverSlice.of(0, 0, 4)).hasMessage("--drivers must be 1 or more, got 0");
    }

    private static List<String> slices(int drivers, int shards) {
        List<String> slices = new ArrayList<>();
        for (int index = 0; index < drivers; index++) {
            slices.add(DriverSlice.of(drivers, index, shards).describe());
        }
        return slices;
    }
}
