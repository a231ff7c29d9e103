package io.igen.core.workload;

import io.igen.core.workload.Level;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LevelSpecTest {

    @Test
    void listsAreTakenAsWritten() {
        assertThat(LevelSpec.parse("1,2,4,8").values()).containsExactly(1, 2, 4, 8);
        assertThat(LevelSpec.parse(" 3 , 5 ").values()).containsExactly(3, 5);
        assertThat(LevelSpec.parse("7").values()).containsExactly(7);
    }

    @Test
    void linearRangesStepUpToTheEnd() {
        assertThat(LevelSpec.parse("4..64+4").values())
                .containsExactly(4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64);
        assertThat(LevelSpec.parse("1..10+4").values()).containsExactly(1, 5, 9);
        assertThat(LevelSpec.parse("1..4").values()).containsExactly(1, 2, 3, 4);
    }

    @Test
    void doublingRangesMultiplyUpToTheEnd() {
        assertThat(LevelSpec.parse("1..64x2").values()).containsExactly(1, 2, 4, 8, 16, 32, 64);
        assertThat(LevelSpec.parse("3..100x3").values()).containsExactly(3, 9, 27, 81);
    }

    @Test
    void formsMix() {
        assertThat(LevelSpec.parse("1,2,4..16+4,32..128x2").values()).containsExactly(1, 2, 4, 8, 12, 16, 32, 64, 128);
    }

    @Test
    void defaultDoublesUpToTwiceTheHardwareThreads() {
        assertThat(LevelSpec.defaultFor(2).values()).containsExactly(1, 2, 4);
        assertThat(LevelSpec.defaultFor(6).values()).containsExactly(1, 2, 4, 8);
        assertThat(LevelSpec.defaultFor(1).values()).containsExactly(1, 2);
    }

    @Test
    void threadLevelsUseTheValueAsThreadCount() {
        assertThat(LevelSpec.parse("1,3").asThreadLevels()).containsExactly(new Level(1, 1), new Level(3, 3));
        assertThat(LevelSpec.parse("1..8x2")).hasToString("1,2,4,8");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "0          | level 0 is below 1",
            "abc        | 'abc' is not a number or a range",
            "-1         | '-1' is not a number or a range",
            "8..2       | the range 8..2 runs backwards",
            "4,2        | levels must increase, but 2 follows 4",
            "1,1        | levels must increase, but 1 follows 1",
            "1..8x1     | the factor in 1..8x1 must be at least 2",
            "1..8+0     | the step in 1..8+0 must be at least 1",
            "1,,2       | '' is not a number or a range",
            "200000     | level 200000 is above the limit of 100000",
            "99999999999| 99999999999 is too large",
            "2.5        | '2.5' is not a number or a range",
    })
    void badSpecsSayWhatIsWrongAndWhatIsAccepted(String spec, String reason) {
        assertThatThrownBy(() -> LevelSpec.parse(spec))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(reason)
                .hasMessageContaining(LevelSpec.FORMS);
    }

    @Test
    void emptySpecIsRefused() {
        assertThatThrownBy(() -> LevelSpec.parse(" ")).hasMessageContaining("it is empty");
    }
}
