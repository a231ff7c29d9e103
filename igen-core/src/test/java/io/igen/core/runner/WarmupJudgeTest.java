package io.igen.core.runner;

import io.igen.core.stats.SteadyStateRule;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The steady-state warm-up on synthetic seconds: operation counts and JIT compilation time. */
class WarmupJudgeTest {

    private static final SteadyStateRule RULE = SteadyStateRule.DEFAULT;

    @Test
    void aSteadyLevelWithAQuietCompilerEndsItsWarmUpAfterTheRulesWindow() {
        WarmupJudge judge = new WarmupJudge(RULE, 60, 0, 5_000);
        long completed = 0;
        for (int second = 1; second <= 9; second++) {
            completed += 1000;
            judge.second(completed, 5_000);
            assertThat(judge.finished()).as("second %d", second).isFalse();
        }
        judge.second(completed + 1000, 5_000);

        assertThat(judge.finished()).isTrue();
        assertThat(judge.reason()).isNull();
        assertThat(judge.seconds()).isEqualTo(10);
    }

    @Test
    void aBusyCompilerKeepsTheWarmUpGoingEvenWhenThroughputLooksFlat() {
        WarmupJudge judge = new WarmupJudge(RULE, 60, 0, 0);
        long compilation = 0;
        for (int second = 1; second <= 15; second++) {
            compilation += second <= 12 ? 400 : 0; // 400 ms of compilation a second, then quiet
            judge.second(second * 1000L, compilation);
        }
        assertThat(judge.finished()).isFalse();
        assertThat(judge.reason()).isEqualTo("the JIT compiler is still busy (800 ms of compilation in the last 5 s)");

        for (int second = 16; second <= 17; second++) {
            judge.second(second * 1000L, compilation);
        }
        assertThat(judge.finished()).isTrue();
        assertThat(judge.seconds()).isEqualTo(17);
    }

    @Test
    void aClimbingLevelIsMeasuredAtTheLimitWithTheReason() {
        WarmupJudge judge = new WarmupJudge(RULE, 20, 0, 0);
        long completed = 0;
        for (int second = 1; second <= 20; second++) {
            completed += 1000 + 100L * second; // +10 % a second, never steady
            judge.second(completed, 0);
        }

        assertThat(judge.finished()).isTrue();
        assertThat(judge.seconds()).isEqualTo(20);
        assertThat(judge.reason()).startsWith("throughput rose");
    }
}
