package io.igen.core.runner;

import io.igen.core.result.RunDefaults;
import io.igen.core.stats.SteadyStateRule;
import org.junit.jupiter.api.Test;

import java.util.function.IntToLongFunction;

import static org.assertj.core.api.Assertions.assertThat;

/** The steady-state warm-up on synthetic seconds: operation counts and JIT compilation time. */
class WarmupJudgeTest {

    private static final SteadyStateRule RULE = SteadyStateRule.DEFAULT;

    /** Tells the judge seconds {@code from..to}, with the cumulative operations and compilation time at each. */
    private static void seconds(WarmupJudge judge, int from, int to, IntToLongFunction completedAt,
                                IntToLongFunction compilationMillisAt) {
        for (int second = from; second <= to; second++) {
            judge.second(completedAt.applyAsLong(second), compilationMillisAt.applyAsLong(second));
        }
    }

    @Test
    void aSteadyLevelWithAQuietCompilerEndsItsWarmUpAfterTheRulesWindow() {
        WarmupJudge judge = new WarmupJudge(RULE, 60, 2, 0, 5_000);
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
        WarmupJudge judge = new WarmupJudge(RULE, 60, 2, 0, 0);
        // 400 ms of compilation a second for 12 s, then quiet
        IntToLongFunction compilation = second -> 400L * Math.min(second, 12);
        seconds(judge, 1, 15, second -> second * 1000L, compilation);
        assertThat(judge.finished()).isFalse();
        assertThat(judge.reason()).isEqualTo("the JIT compiler is still busy (800 ms of compiler CPU in the last 5 s)");

        seconds(judge, 16, 17, second -> second * 1000L, compilation);
        assertThat(judge.finished()).isTrue();
        assertThat(judge.seconds()).isEqualTo(17);
    }

    @Test
    void aClimbingLevelIsMeasuredAtTheLimitWithTheReason() {
        WarmupJudge judge = new WarmupJudge(RULE, 20, 2, 0, 0);
        // 1000 + 100 s operations in second s: +10 % a second, never steady
        seconds(judge, 1, 20, second -> 1000L * second + 50L * second * (second + 1), second -> 0);

        assertThat(judge.finished()).isTrue();
        assertThat(judge.seconds()).isEqualTo(20);
        assertThat(judge.reason()).startsWith("throughput rose");
    }

    @Test
    void theCompilersQuietIsAShareOfTheMachineHalfTheWindowJudgesLimit() {
        // 60 ms of compiler CPU a second: 300 ms in the last 5 s, 3 % of a 2-thread machine, 1.5 % of a 4-thread one
        IntToLongFunction compilation = second -> 60L * second;
        WarmupJudge twoThreads = new WarmupJudge(RULE, 60, 2, 0, 0);
        WarmupJudge fourThreads = new WarmupJudge(RULE, 60, 4, 0, 0);
        seconds(twoThreads, 1, 10, second -> second * 1000L, compilation);
        seconds(fourThreads, 1, 10, second -> second * 1000L, compilation);

        assertThat(RunDefaults.WARMUP_MAX_JIT_PERCENT).isEqualTo(RunDefaults.WINDOW_MAX_JIT_PERCENT / 2.0);
        assertThat(twoThreads.finished()).isFalse();
        assertThat(twoThreads.reason()).isEqualTo("the JIT compiler is still busy (300 ms of compiler CPU in the last "
                + "5 s)");
        assertThat(fourThreads.finished()).isTrue();
    }

    @Test
    void primingsJudgeEndsOnAQuietCompilerWhileTheThroughputStillClimbs() {
        WarmupJudge judge = WarmupJudge.compilerOnly(RULE, 60, 2, 0, 0);
        // +10 % a second, which a level's judge never calls steady; 400 ms of compilation a second until second 8
        IntToLongFunction climbing = second -> 1000L * second + 50L * second * (second + 1);
        IntToLongFunction compilation = second -> 400L * Math.min(second, 8);
        seconds(judge, 1, 12, climbing, compilation);
        assertThat(judge.finished()).isFalse();
        assertThat(judge.reason()).isEqualTo("the JIT compiler is still busy (400 ms of compiler CPU in the last 5 s)");

        seconds(judge, 13, 13, climbing, compilation);
        assertThat(judge.finished()).isTrue();
        assertThat(judge.reason()).isNull();
        assertThat(judge.seconds()).isEqualTo(13);
    }
}
