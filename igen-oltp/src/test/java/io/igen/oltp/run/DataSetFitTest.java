package io.igen.oltp.run;

import io.igen.core.workload.BadConfigurationException;
import io.igen.oltp.shard.ShardTarget;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNoException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DataSetFitTest {

    private static final long GIGABYTE = 1L << 30;
    private static final List<ShardTarget> TWO_IN_MEMORY = List.of(new ShardTarget(0, "jdbc:h2:mem:a"),
            new ShardTarget(1, "jdbc:h2:mem:b"));
    private static final List<ShardTarget> TWO_SERVERS = List.of(new ShardTarget(0, "jdbc:postgresql://a/igen"),
            new ShardTarget(1, "jdbc:postgresql://b/igen"));

    @Test
    void inMemoryShardsThatFitTheHeapPass() {
        // 2 x 1,010,000 rows x 330 bytes = 667 MB, under 80% of 1 GB
        assertThatNoException().isThrownBy(() -> new DataSetFit(GIGABYTE).check(TestShards.spec(2, 90_909), TWO_IN_MEMORY));
    }

    @Test
    void inMemoryShardsLargerThanTheHeapAreRefusedWithWhatFits() {
        // 80% of 1 GB / 330 bytes / 2 shards = 1,301,505 rows a shard: (1,301,505 - 10,000) / 11 = 117,409 customers
        assertThatThrownBy(() -> new DataSetFit(GIGABYTE).check(TestShards.spec(2, 200_000), TWO_IN_MEMORY))
                .isInstanceOf(BadConfigurationException.class)
                .hasMessage("--customers-per-shard 200,000 with 2 in-memory H2 shards is 4,420,000 rows, about 1.4 GB of heap "
                        + "(about 330 bytes a row) and about 88 s to load; the maximum heap is 1.0 GB, so at most 117,409 "
                        + "customers per shard fit (about 52 s to load); lower --customers-per-shard, raise -Xmx, or keep "
                        + "the shards on disk with --h2-dir");
    }

    @Test
    void serverShardsAreNotBoundByTheHeap() {
        assertThatNoException().isThrownBy(() -> new DataSetFit(GIGABYTE).check(TestShards.spec(2, 1_000_000_000L),
                TWO_SERVERS));
    }

    @Test
    void idsBeyondBigintAreRefusedOnAnyDatabase() {
        assertThatThrownBy(() -> new DataSetFit(GIGABYTE).check(TestShards.spec(2, Long.MAX_VALUE / 4), TWO_SERVERS))
                .hasMessageContaining("overflows the BIGINT customer and order ids");
    }
}
