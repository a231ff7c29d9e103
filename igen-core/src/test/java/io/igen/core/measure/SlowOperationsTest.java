package io.igen.core.measure;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each thread keeps enough of its slow operations that the level finds every one above its p99: synthetic response
 * times in, the operations above the merged p99 counted exactly.
 */
class SlowOperationsTest {

    private static final long US = 1_000;

    /** One thread's operations: response times 1..n us in a shuffled order, each due 1 ms after the last. */
    private static SlowOperations thread(int n, long seed, Histogram merged) {
        List<Long> responses = new ArrayList<>();
        for (long us = 1; us <= n; us++) {
            responses.add(us * US);
        }
        Collections.shuffle(responses, new Random(seed));
        SlowOperations slow = SlowOperations.kept();
        Histogram own = WorkerRecorder.newHistogram();
        long due = 0;
        long[] stamps = new long[3];
        for (long response : responses) {
            own.recordValue(response);
            if (response > slow.thresholdNanos()) {
                stamps[0] = due;
                stamps[1] = due + response / 4;
                stamps[2] = due + response;
                slow.keep(due, due + response, 0, stamps, own);
            }
            due += 1_000 * US;
        }
        merged.add(own);
        return slow;
    }

    @Test
    void theLevelFindsEveryOperationAboveItsP99AndTheSlowestWithTheirSteps() {
        Histogram merged = WorkerRecorder.newHistogram();
        List<SlowOperations> threads = List.of(thread(20_000, 1, merged), thread(20_000, 2, merged),
                thread(5_000, 3, merged));
        long p99 = merged.getValueAtPercentile(99);

        List<SlowOperation> above = SlowOperations.merge(threads, p99);

        long expected = merged.getTotalCount() - merged.getCountBetweenValues(0, p99);
        assertThat(expected).isBetween(440L, 460L);
        assertThat(above).hasSize((int) expected);
        assertThat(above).allMatch(operation -> operation.responseNanos() > p99);
        assertThat(above).isSortedAccordingTo(SlowOperation.SLOWEST_FIRST);
        assertThat(above.get(0).responseNanos()).isEqualTo(20_000 * US);
        assertThat(above.stream().filter(operation -> operation.responseNanos() == 20_000 * US)
                .map(SlowOperation::thread)).containsExactlyInAnyOrder(0, 1);
        // the 100 slowest of each thread above p99 carry their steps: 200 of the 450 here (thread 3 has none above)
        assertThat(above.stream().filter(operation -> operation.stepNanos() != null)).hasSize(200);
        SlowOperation slowest = above.get(0);
        assertThat(slowest.stepNanos()).containsExactly(5_000 * US, 15_000 * US);
    }

    @Test
    void aThreadKeepsAboutFivePercentOfItsOperations() {
        SlowOperations slow = thread(100_000, 4, WorkerRecorder.newHistogram());

        List<SlowOperation> kept = SlowOperations.merge(List.of(slow), 0);

        assertThat(slow.thresholdNanos()).isBetween(94_000 * US, 96_000 * US);
        assertThat(kept.size()).isBetween(4_000, 6_500);
    }

    @Test
    void noneKeepsNothing() {
        SlowOperations none = SlowOperations.none();

        assertThat(none.thresholdNanos()).isEqualTo(Long.MAX_VALUE);
        assertThat(SlowOperations.merge(List.of(none), 0)).isEmpty();
    }
}
