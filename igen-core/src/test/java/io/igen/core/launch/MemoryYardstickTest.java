package io.igen.core.launch;

import org.junit.jupiter.api.Test;

import java.util.BitSet;

import static org.assertj.core.api.Assertions.assertThat;

/** The memory yardstick's chase goes through every cache line once before it comes back, and its pass copies. */
class MemoryYardstickTest {

    @Test
    void theChaseIsOneCycleThroughEveryLine() {
        int lines = 1000;
        int[] next = MemoryYardstick.singleCycle(lines, 7);
        BitSet seen = new BitSet(lines);
        int at = 0;
        for (int step = 0; step < lines; step++) {
            assertThat(at % 16).as("each step lands on a line's first int").isZero();
            assertThat(seen.get(at / 16)).as("line %d seen twice, at step %d", at / 16, step).isFalse();
            seen.set(at / 16);
            at = next[at];
        }
        assertThat(seen.cardinality()).isEqualTo(lines);
        assertThat(at).as("back at the start after every line").isZero();
    }

    @Test
    void theChaseGoesOnWhereItStood() {
        MemoryYardstick yardstick = new MemoryYardstick(64 * 500, 1024, 3);

        assertThat(yardstick.lines()).isEqualTo(500);
        int after200 = yardstick.chase(200);
        int after500 = yardstick.chase(300);

        assertThat(after200).isNotZero();
        assertThat(after500).as("200 then 300 loads: once round the 500 lines").isZero();
    }

    @Test
    void aPassCopiesTheArrayAndCountsTheBytesReadAndWritten() {
        MemoryYardstick yardstick = new MemoryYardstick(64 * 16, 8 * 1000, 3);

        long bytes = yardstick.copyPass();

        assertThat(bytes).isEqualTo(2 * 8 * 1000);
        assertThat(yardstick.sink()).as("the last element copied").isEqualTo(999);
    }
}
