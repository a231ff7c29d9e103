package io.igen.oltp.shard;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CustomerPartitioningTest {

    @Test
    void shardKOwnsCustomersKTimesCPlusOneToKPlusOneTimesC() {
        CustomerPartitioning partitioning = new CustomerPartitioning(28, 1_000);

        assertThat(partitioning.range(0)).isEqualTo(new ShardRange(0, 1, 1_000));
        assertThat(partitioning.range(1)).isEqualTo(new ShardRange(1, 1_001, 2_000));
        assertThat(partitioning.range(27)).isEqualTo(new ShardRange(27, 27_001, 28_000));
        assertThat(partitioning.customers()).isEqualTo(28_000);
    }

    @Test
    void everyCustomerHasExactlyOneOwnerAndItsRangeContainsIt() {
        CustomerPartitioning partitioning = new CustomerPartitioning(7, 13);
        int[] owned = new int[7];
        for (long customer = 1; customer <= partitioning.customers(); customer++) {
            int owner = partitioning.ownerOf(customer);
            owned[owner]++;
            for (int shard = 0; shard < 7; shard++) {
                assertThat(partitioning.range(shard).contains(customer)).as("customer %d on shard %d", customer, shard)
                        .isEqualTo(shard == owner);
            }
        }
        assertThat(owned).containsOnly(13);
    }

    @Test
    void boundariesBelongToTheRightShard() {
        CustomerPartitioning partitioning = new CustomerPartitioning(3, 50);

        assertThat(partitioning.ownerOf(1)).isZero();
        assertThat(partitioning.ownerOf(50)).isZero();
        assertThat(partitioning.ownerOf(51)).isEqualTo(1);
        assertThat(partitioning.ownerOf(100)).isEqualTo(1);
        assertThat(partitioning.ownerOf(101)).isEqualTo(2);
        assertThat(partitioning.ownerOf(150)).isEqualTo(2);
        assertThatThrownBy(() -> partitioning.ownerOf(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> partitioning.ownerOf(151)).hasMessageContaining("outside 1..150");
        assertThat(partitioning.range(2).customerAt(0)).isEqualTo(101);
        assertThat(partitioning.range(2).customerAt(49)).isEqualTo(150);
        assertThatThrownBy(() -> partitioning.range(2).customerAt(50)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void threadsSpreadEvenlyOverTheActiveShards() {
        CustomerPartitioning partitioning = new CustomerPartitioning(28, 10);
        int[] counted = new int[28];
        for (int thread = 0; thread < 1_000; thread++) {
            counted[partitioning.shardOfThread(thread, 28)]++;
        }
        for (int shard = 0; shard < 28; shard++) {
            assertThat(partitioning.threadsOn(shard, 1_000, 28)).isEqualTo(counted[shard]).isBetween(35, 36);
        }
        assertThat(partitioning.shardOfThread(5, 4)).isEqualTo(1);
        assertThat(partitioning.threadsOn(3, 8, 2)).as("shard outside the active ones").isZero();
        assertThat(partitioning.threadsOn(0, 1, 28)).isEqualTo(1);
        assertThat(partitioning.threadsOn(1, 1, 28)).isZero();
    }

    @Test
    void rejectsImpossibleLayouts() {
        assertThatThrownBy(() -> new CustomerPartitioning(0, 10)).hasMessageContaining("at least 1 shard");
        assertThatThrownBy(() -> new CustomerPartitioning(2, 0)).hasMessageContaining("at least 1 customer");
        assertThatThrownBy(() -> new CustomerPartitioning(2, 10).shardOfThread(0, 3)).hasMessageContaining("1..2");
    }

    @Test
    void templatesPutTheShardIndexIntoTheUrl() {
        assertThat(ShardTarget.fromTemplate("jdbc:h2:mem:s{shard};X=1", 27).jdbcUrl()).isEqualTo("jdbc:h2:mem:s27;X=1");
    }
}
