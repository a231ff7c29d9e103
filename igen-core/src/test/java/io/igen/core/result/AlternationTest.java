package io.igen.core.result;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.igen.core.workload.Level;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import static io.igen.core.result.Alternation.Setting.A;
import static io.igen.core.result.Alternation.Setting.B;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** The ABBA timetable of a window, what its blocks measured, and what the result files keep of the commands. */
class AlternationTest {

    private static final Alternation EVERY_SECOND = new Alternation("a", "b", 1, 0);

    @Test
    void theSegmentsRunABBAndSwitchAtEveryOddOne() {
        assertThat(IntStream.range(0, 8).mapToObj(EVERY_SECOND::settingOf)).containsExactly(A, B, B, A, A, B, B, A);
        assertThat(IntStream.range(0, 8).filter(EVERY_SECOND::switchesAt)).containsExactly(1, 3, 5, 7);
        assertThat(new Alternation("a", "b", 2, 0).blockSeconds()).isEqualTo(8);
    }

    /** A at 100 a second, B at 90: every whole block says 100 and 90; the half block at the end is left out. */
    @Test
    void eachWholeBlockGivesTheMeanOfItsSecondsUnderEachSetting() {
        List<Long> perSecond = series(EVERY_SECOND, 10, 100, 90);

        assertThat(EVERY_SECOND.blocks(perSecond)).containsExactly(new Alternation.Block(100, 90),
                new Alternation.Block(100, 90));
    }

    /**
     * Two-second segments, one second settling: the second after each switch (here a transient of 0) counts for
     * neither; in a block, A keeps its first two seconds and its last one, B its last three.
     */
    @Test
    void theSecondsAfterASwitchCountForNeitherSetting() {
        Alternation settling = new Alternation("a", "b", 2, 1);
        List<Long> perSecond = new ArrayList<>(List.of(100L, 102L, 0L, 90L, 92L, 94L, 0L, 104L));

        assertThat(settling.blocks(perSecond)).singleElement().satisfies(block -> {
            assertThat(block.a()).isCloseTo((100 + 102 + 104) / 3.0, within(1e-9));
            assertThat(block.b()).isCloseTo((90 + 92 + 94) / 3.0, within(1e-9));
        });
    }

    @Test
    void aWindowShorterThanABlockHasNone() {
        assertThat(new Alternation("a", "b", 5, 1).blocks(series(EVERY_SECOND, 19, 1, 1))).isEmpty();
    }

    @Test
    void settingsOutOfRangeAreRefusedWithWhatToGive() {
        assertThatThrownBy(() -> new Alternation("a", " ", 2, 0)).hasMessageContaining("--b-switch COMMAND");
        assertThatThrownBy(() -> new Alternation("a", "b", 0, 0)).hasMessageContaining("--switch-every must be 1 s or longer, got 0");
        assertThatThrownBy(() -> new Alternation("a", "b", 2, 2)).hasMessageContaining("shorter than a segment (--switch-every 2), got 2");
    }

    /** A window must hold whole blocks: 10 s of 8 s blocks is refused, naming the duration to give. */
    @Test
    void aWindowOfPartBlocksIsRefused() {
        RunConfigBuilder config = RunConfig.builder(List.of(Level.ofThreads(1))).durationSeconds(10)
                .alternation(new Alternation("a", "b", 2, 0));

        assertThatThrownBy(config::build).hasMessage("alternating settings needs a window of whole ABBA blocks of 8 s: "
                + "--duration 10 is not; give --duration 8 or a multiple of it");
        assertThat(config.durationSeconds(16).build().alternation().blockSeconds()).isEqualTo(8);
    }

    /** The commands go into the result files, except one that may hold a secret. */
    @Test
    void theResultFilesKeepTheCommandsButNoSecret() throws Exception {
        ObjectMapper json = new ObjectMapper();
        for (String secret : List.of("PGPASSWORD=hunter2 psql -c 'SELECT 1'", "psql postgresql://igen:hunter2@db/x",
                "mysql -phunter2 -e 'SET GLOBAL x = 1'", "curl -H 'Authorization: token abc' http://h")) {
            String written = json.writeValueAsString(new Alternation("true", secret, 2, 0));
            assertThat(written).doesNotContain("hunter2").doesNotContain("abc")
                    .contains("\"switchToB\":\"(not recorded: it may hold a secret)\"");
        }
        assertThat(json.writeValueAsString(new Alternation("cpu-quota-switch.sh off", "cpu-quota-switch.sh 1.9", 2, 0)))
                .contains("\"switchToA\":\"cpu-quota-switch.sh off\"", "\"switchToB\":\"cpu-quota-switch.sh 1.9\"");
    }

    /** {@code seconds} of the timetable's settings, A's seconds at {@code a} operations, B's at {@code b}. */
    static List<Long> series(Alternation alternation, int seconds, long a, long b) {
        List<Long> perSecond = new ArrayList<>();
        for (int second = 0; second < seconds; second++) {
            perSecond.add(alternation.settingOf(second / alternation.segmentSeconds()) == A ? a : b);
        }
        return perSecond;
    }
}
