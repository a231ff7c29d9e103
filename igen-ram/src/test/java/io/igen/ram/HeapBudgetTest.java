package io.igen.ram;

import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.Level;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class HeapBudgetTest {

    private static final long MB = BlockSize.BYTES_PER_MB;
    private static final BlockSize HALF_GB = new BlockSize(512);
    private static final List<Level> DEFAULT_LEVELS = List.of(Level.ofThreads(1), Level.ofThreads(2),
            Level.ofThreads(4), Level.ofThreads(8));

    @Test
    void aLevelNeedsItsBlocksAQuarterMoreAndSixtyFourMegabytes() {
        HeapBudget budget = new HeapBudget(2048 * MB, 0);
        long blocks = 8 * HALF_GB.heapBytes();

        assertThat(budget.requiredBytes(8, HALF_GB)).isEqualTo(blocks + blocks / 100 * 25 + 64 * MB);
        assertThat(budget.requiredBytes(1, new BlockSize(1))).isBetween(64 * MB + MB, 64 * MB + 2 * MB);
    }

    @Test
    void absurdLevelsDoNotOverflowIntoFitting() {
        HeapBudget budget = new HeapBudget(Long.MAX_VALUE - 1, 0);

        assertThat(budget.requiredBytes(100_000, new BlockSize(Integer.MAX_VALUE))).isEqualTo(Long.MAX_VALUE);
        assertThat(budget.fits(100_000, new BlockSize(Integer.MAX_VALUE))).isFalse();
    }

    @Test
    void fitsUpToTheHeapLimit() {
        long twoBlocks = new HeapBudget(0, 0).requiredBytes(2, HALF_GB);

        assertThat(new HeapBudget(twoBlocks, 0).fits(2, HALF_GB)).isTrue();
        assertThat(new HeapBudget(twoBlocks - 1, 0).fits(2, HALF_GB)).isFalse();
        assertThat(new HeapBudget(twoBlocks - 1, 0).fits(1, HALF_GB)).isTrue();
    }

    @Test
    void defaultLevelsAreTrimmedToThoseThatFit() {
        HeapBudget budget = new HeapBudget(2048 * MB, 0);

        assertThat(budget.levelsToRun(DEFAULT_LEVELS, HALF_GB, false))
                .containsExactly(Level.ofThreads(1), Level.ofThreads(2));
    }

    @Test
    void levelsThatAllFitAreKeptAsAsked() {
        assertThat(new HeapBudget(8192 * MB, 0).levelsToRun(DEFAULT_LEVELS, new BlockSize(256), true))
                .isEqualTo(DEFAULT_LEVELS);
    }

    @Test
    void aRequestedLevelThatDoesNotFitIsRefusedWithTheXmxNeeded() {
        HeapBudget budget = new HeapBudget(2048 * MB, 0);

        assertThatThrownBy(() -> budget.levelsToRun(DEFAULT_LEVELS, HALF_GB, true))
                .isInstanceOf(BadConfigurationException.class)
                .hasMessage("level 4 needs 4 x 512 MB = 2048 MB of heap plus headroom, 2625 MB in all; this JVM "
                        + "has 2048 MB: run java -Xmx3g -jar igen-ram.jar ..., or lower --threads or --mb-per-thread");
    }

    @Test
    void eightHalfGigabyteBlocksNeedSixGigabytes() {
        assertThat(new HeapBudget(2048 * MB, 0).refusal(Level.ofThreads(8), HALF_GB))
                .startsWith("level 8 needs 8 x 512 MB = 4096 MB of heap plus headroom, 5186 MB in all")
                .contains("run java -Xmx6g -jar igen-ram.jar");
    }

    @Test
    void whenNotEvenOneDefaultLevelFitsNothingRuns() {
        HeapBudget budget = new HeapBudget(256 * MB, 0);

        assertThatThrownBy(() -> budget.levelsToRun(DEFAULT_LEVELS, HALF_GB, false))
                .isInstanceOf(BadConfigurationException.class)
                .hasMessageStartingWith("level 1 needs 1 x 512 MB = 512 MB")
                .hasMessageContaining("this JVM has 256 MB: run java -Xmx1g");
    }

    @Test
    void aHeapBeyondTheMachinesMemoryIsNotSuggested() {
        HeapBudget budget = new HeapBudget(2048 * MB, 8192 * MB);

        assertThat(budget.refusal(Level.ofThreads(1), new BlockSize(100_000)))
                .isEqualTo("level 1 needs 1 x 100000 MB = 100000 MB of heap plus headroom, 125109 MB in all; this JVM "
                        + "has 2048 MB: that is more than this machine's 8192 MB of memory; lower --threads or "
                        + "--mb-per-thread");
        assertThat(budget.refusal(Level.ofThreads(4), HALF_GB)).contains("run java -Xmx3g");
    }

    @Test
    void xmxIsRoundedUpToWholeGigabytes() {
        assertThat(HeapBudget.xmxOption(1)).isEqualTo("-Xmx1g");
        assertThat(HeapBudget.xmxOption(1024 * MB)).isEqualTo("-Xmx1g");
        assertThat(HeapBudget.xmxOption(1024 * MB + 1)).isEqualTo("-Xmx2g");
    }
}
