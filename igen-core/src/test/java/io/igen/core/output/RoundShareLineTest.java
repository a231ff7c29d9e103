package io.igen.core.output;

import io.igen.core.result.LevelResult;
import io.igen.core.result.RepeatSample;
import io.igen.core.result.RunResult;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code ab}'s line on what the launches of a round shared, per level both sides measured in 3 or more rounds. */
class RoundShareLineTest {

    @Test
    void eachLevelSaysTheShareItsRoundsHadAlikeAndTheFTestsP() {
        RunResult a = side(level(1, 100, 200, 400), level(2, 100, 200, 100, 200), level(4, 100, 110),
                level(8, 100, 110, 120));
        RunResult b = side(level(1, 110, 220, 440), level(2, 200, 100, 200, 100), level(4, 100, 110));

        assertThat(RoundShareLine.of(a, b)).contains("rounds: the share of a launch's variance that both launches of "
                + "a round had alike (the host's minutes): level 1 100% (p 0.00), level 2 0% (p 1.00); the rest is "
                + "each launch's own, which more rounds narrow and pairing launches in time does not");
    }

    @Test
    void sidesWithFewerThanThreeRoundsHaveNoLine() {
        assertThat(RoundShareLine.of(side(level(1, 100, 110)), side(level(1, 100, 110)))).isEmpty();
    }

    private static RunResult side(LevelResult... levels) {
        return RunResult.builder().levels(List.of(levels)).build();
    }

    private static LevelResult level(int level, double... throughputs) {
        return LevelResult.builder().level(level).threads(level).samples(Arrays.stream(throughputs)
                .mapToObj(throughput -> new RepeatSample(throughput, 1, null, null)).toList()).build();
    }
}
