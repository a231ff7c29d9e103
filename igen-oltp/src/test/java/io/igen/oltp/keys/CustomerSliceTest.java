package io.igen.oltp.keys;

import io.igen.oltp.shard.CustomerPartitioning;
import io.igen.oltp.shard.ShardRange;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;

class CustomerSliceTest {

    private final ShardRange range = new CustomerPartitioning(3, 10).range(1);

    @Test
    void aShardsThreadsSplitItsCustomersWithoutOverlapAndWithoutGaps() {
        Set<Long> drawn = new HashSet<>();
        SplittableRandom random = new SplittableRandom(1);
        long total = 0;
        for (int thread = 0; thread < 3; thread++) {
            CustomerSlice slice = CustomerSlice.ofThread(range, thread, 3);
            total += slice.customers();
            Set<Long> mine = new HashSet<>();
            for (int draw = 0; draw < 1_000; draw++) {
                long customer = slice.draw(random);
                assertThat(range.contains(customer)).isTrue();
                assertThat((customer - range.firstCustomer()) % 3).isEqualTo(thread);
                mine.add(customer);
            }
            assertThat(mine).hasSize((int) slice.customers());
            assertThat(drawn).doesNotContainAnyElementsOf(mine);
            drawn.addAll(mine);
        }
        assertThat(total).isEqualTo(10);
        assertThat(drawn).hasSize(10);
    }

    @Test
    void moreThreadsThanCustomersShareOneCustomerSlices() {
        CustomerSlice slice = CustomerSlice.ofThread(range, 13, 36);

        assertThat(slice.slices()).isEqualTo(10);
        assertThat(slice.slice()).isEqualTo(3);
        assertThat(slice.draw(new SplittableRandom(5))).isEqualTo(14);
    }

    @Test
    void aSharedSliceIsTheWholeRange() {
        CustomerSlice shared = CustomerSlice.shared(range);
        Set<Long> drawn = new HashSet<>();
        SplittableRandom random = new SplittableRandom(2);
        for (int draw = 0; draw < 1_000; draw++) {
            drawn.add(shared.draw(random));
        }
        assertThat(drawn).hasSize(10).allMatch(range::contains);
    }
}
