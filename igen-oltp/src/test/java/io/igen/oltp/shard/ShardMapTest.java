package io.igen.oltp.shard;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ShardMapTest {

    @Test
    void shardKOwnsCustomersKTimesCPlusOneToKPlusOneTimesC() {
        ShardMap map = new ShardMap(28, 1_000);

        assertThat(map.range(0)).isEqualTo(new ShardRange(0, 1, 1_000));
        assertThat(map.range(1)).isEqualTo(new ShardRange(1, 1_001, 2_000));
        assertThat(map.range(27)).isEqualTo(new ShardRange(27, 27_001, 28_000));
        assertThat(map.customers()).isEqualTo(28_000);
    }

    @Test
    void everyCustomerHasExactlyOneOwnerAndItsRangeContainsIt() {
        ShardMap map = new ShardMap(7, 13);
        int[] owned = new int[7];
        for (long customer = 1; customer <= map.customers(); customer++) {
            int owner = map.ownerOf(customer);
            owned[owner]++;
            for (int shard = 0; shard < 7; shard++) {
                assertThat(map.range(shard).contains(customer)).as("customer %d on shard %d", customer, shard)
                        .isEqualTo(shard == owner);
            }
        }
        assertThat(owned).containsOnly(13);
    }

    @Test
    void boundariesBelongToTheRightShard() {
        ShardMap map = new ShardMap(3, 50);

        assertThat(map.ownerOf(1)).isZero();
        assertThat(map.ownerOf(50)).isZero();
        assertThat(map.ownerOf(51)).isEqualTo(1);
        assertThat(map.ownerOf(100)).isEqualTo(1);
        assertThat(map.ownerOf(101)).isEqualTo(2);
        assertThat(map.ownerOf(150)).isEqualTo(2);
        assertThatThrownBy(() -> map.ownerOf(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> map.ownerOf(151)).hasMessageContaining("outside 1..150");
        assertThat(map.range(2).customerAt(0)).isEqualTo(101);
        assertThat(map.range(2).customerAt(49)).isEqualTo(150);
        assertThatThrownBy(() -> map.range(2).customerAt(50)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void threadsSpreadEvenlyOverTheActiveShards() {
        ShardMap map = new ShardMap(28, 10);
        int[] counted = new int[28];
        for (int thread = 0; thread < 1_000; thread++) {
            counted[map.shardOfThread(thread, 28)]++;
        }
        for (int shard = 0; shard < 28; shard++) {
            assertThat(map.threadsOn(shard, 1_000, 28)).isEqualTo(counted[shard]).isBetween(35, 36);
        }
        assertThat(map.shardOfThread(5, 4)).isEqualTo(1);
        assertThat(map.threadsOn(3, 8, 2)).as("shard outside the active ones").isZero();
        assertThat(map.threadsOn(0, 1, 28)).isEqualTo(1);
        assertThat(map.threadsOn(1, 1, 28)).isZero();
    }

    @Test
    void rejectsImpossibleLayouts() {
        assertThatThrownBy(() -> new ShardMap(0, 10)).hasMessageContaining("at least 1 shard");
        assertThatThrownBy(() -> new ShardMap(2, 0)).hasMessageContaining("at least 1 customer");
        assertThatThrownBy(() -> new ShardMap(2, 10).shardOfThread(0, 3)).hasMessageContaining("1..2");
    }

    @Test
    void templatesPutTheShardIndexIntoTheUrl() {
        assertThat(ShardTarget.fromTemplate("jdbc:h2:mem:s{shard};X=1", 27).jdbcUrl()).isEqualTo("jdbc:h2:mem:s27;X=1");
    }
}
