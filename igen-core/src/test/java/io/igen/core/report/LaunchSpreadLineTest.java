package io.igen.core.report;

import io.igen.core.result.Repetition;
import io.igen.core.result.Repetition.LevelRepetition;
import io.igen.core.result.RunResult;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The line {@code ab} prints per side: how much its launches differed, and where the variance came from. */
class LaunchSpreadLineTest {

    @Test
    void eachLevelSaysItsLaunchCvAndWhatShareOfTheVarianceTheLaunchesAddAndTheCheapestWindow() {
        RunResult side = RunResult.builder().repetition(new Repetition("fixed", 3, null, null, null, List.of(
                new LevelRepetition(1, 22.58, 100.0, 2.0, "launches differ", null, 9.09, 30.1),
                new LevelRepetition(2, 4.0, 0.0, null, "the window's own noise dominates", null, 1.24, 5.2),
                new LevelRepetition(4, 3.0, null, null, "windows too short", null, 2.5, 7.0)))).build();

        assertThat(ConsoleTable.launchSpreadLine("A", side)).contains("A: launches' CV: level 1 9.1% (launches 100% of "
                + "the variance, cheapest window 2 s), level 2 1.2% (launches 0% of the variance), level 4 2.5%");
    }

    @Test
    void aSideWithoutLaunchesHasNoLine() {
        assertThat(ConsoleTable.launchSpreadLine("B", RunResult.builder().build())).isEmpty();
    }
}
