package io.igen.core.runner;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The judgment after a window, on series and JVM activity whose answer is known. */
class WindowJudgeTest {

    private static final WindowJudge JUDGE = new WindowJudge(0.25, 0.05, 0.05, 0.25, 2);
    private static final double[] FLAT = {1030, 970, 1010, 990, 1030, 970, 1000, 1000, 990, 1010};
    private static final WindowActivity QUIET = new WindowActivity(20, 30);

    @Test
    void aFlatWindowWithAQuietJvmHoldsStill() {
        assertThat(JUDGE.unsteadiness(FLAT, 10, 2, QUIET)).isEmpty();
    }

    @Test
    void theJitTakingMoreThanItsShareOfTheMachineIsNamedWithItsFigures() {
        // 1.5 s of compilation in a 10 s window on 2 hardware threads: 7.5 % of the machine's 20 s of CPU
        assertThat(JUDGE.unsteadiness(FLAT, 10, 2, new WindowActivity(1500, 30)))
                .contains("the JIT compilers took 1.5 s of CPU in the window, 7.5% of the machine's (limit 5%)");
        // 0.9 s is 4.5 %: within the limit
        assertThat(JUDGE.unsteadiness(FLAT, 10, 2, new WindowActivity(900, 30))).isEmpty();
    }

    @Test
    void collectorsTakingMoreThanTheirShareOfTheWindowAreNamed() {
        assertThat(JUDGE.unsteadiness(FLAT, 10, 2, new WindowActivity(0, 2600)))
                .contains("the collectors took 2.6 s, 26.0% of the window (limit 25%)");
        assertThat(JUDGE.unsteadiness(FLAT, 10, 2, new WindowActivity(0, 2400))).isEmpty();
    }

    /** A window seen on the default iGenOLTP run (issue 56): a fall of about a third, per-second trend -0.75. */
    @Test
    void aFallAcrossTheWindowIsATrend() {
        double[] falling = {33_000, 35_000, 31_000, 30_500, 28_000, 29_000, 25_500, 24_000, 23_500, 22_000};

        // least squares: slope -1,300 a second from 34,400 at second 0, so -36 % across the 9 s; t = -11.1
        assertThat(JUDGE.unsteadiness(falling, 10, 2, QUIET))
                .contains("throughput fell 36% across the window (trend, t = -11.1)");
    }

    @Test
    void aStepDownThatATrendLineFitsBadlyIsAStep() {
        // a CPU quota from second 6 on: 24 % fewer; the trend line's residuals are large, the step's split clean
        double[] stepped = {1000, 1005, 995, 1000, 1010, 990, 760, 765, 755, 760};

        assertThat(JUDGE.unsteadiness(stepped, 10, 2, QUIET))
                .contains("throughput stepped down 24% at second 6 of the window");
    }

    /**
     * iGenRAM's one-thread windows count 1 or 2 blocks a second; one of them was measured again for a "step down of
     * 47 % at second 8" that was a block ending just past a second (issue 56). The counting noise of such seconds is
     * as large as the step: no step, no trend.
     */
    @Test
    void slowOperationsRoundedToWholeSecondsHoldStill() {
        double[] oneThreadLotto = {2, 2, 1, 2, 2, 2, 2, 2, 1, 1};

        assertThat(JUDGE.unsteadiness(oneThreadLotto, 10, 2, QUIET)).isEmpty();
    }

    @Test
    void aSwingingWindowIsNamedBeforeItsTrend() {
        double[] bistable = {1000, 400, 1000, 400, 1000, 400, 1000, 400, 1000, 400};

        assertThat(JUDGE.unsteadiness(bistable, 10, 2, QUIET)).contains("throughput swung: per-second CV 45% (limit 25%)");
    }

    @Test
    void aWindowWithoutCompletionsSaysSo() {
        assertThat(JUDGE.unsteadiness(new double[]{0, 0, 0, 0}, 4, 2, QUIET)).contains("no operation completed");
    }
}
