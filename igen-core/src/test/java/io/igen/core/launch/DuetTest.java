package io.igen.core.launch;

import io.igen.core.launch.LaunchCommand.EntryPoint;
import io.igen.core.workload.BadConfigurationException;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.BitSet;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DuetTest {

    @Test
    void theCpusSplitIntoTwoEqualHalvesThatTheSidesTakeInTurn() {
        Duet duet = Duet.on(cpus(0, 1, 2, 4, 5), 60);

        // five CPUs: two each, the fifth idle, so that neither side has more
        assertThat(duet.halves()).containsExactly(cpus(0, 1), cpus(2, 4));
        assertThat(duet.cpusOfA(1, true)).isEqualTo(cpus(0, 1));
        assertThat(duet.cpusOfA(2, true)).isEqualTo(cpus(2, 4));
        assertThat(duet.cpusOfA(3, true)).isEqualTo(cpus(0, 1));
        assertThat(duet.cpusOfA(1, false)).isEqualTo(cpus(2, 4));
        assertThat(duet.other(cpus(2, 4))).isEqualTo(cpus(0, 1));
        assertThat(Duet.list(cpus(2, 4))).isEqualTo("2,4");
    }

    @Test
    void oneCpuCannotBeSplit() {
        assertThatThrownBy(() -> Duet.on(cpus(3), 60)).isInstanceOf(BadConfigurationException.class)
                .hasMessageContaining("may use 1 CPU (3)").hasMessageContaining("--design interleaved");
    }

    @Test
    void theDesignIsInterleavedADuetOrRefused() {
        assertThat(Duet.ofDesign("interleaved", false, "igen-cpu", 90)).isEmpty();
        assertThatThrownBy(() -> Duet.ofDesign("solo", true, "igen-oltp", 90))
                .isInstanceOf(BadConfigurationException.class)
                .hasMessage("--design must be interleaved, duet or abba, not 'solo'");
        assertThatThrownBy(() -> Duet.ofDesign("duet", false, "igen-cpu", 90))
                .isInstanceOf(BadConfigurationException.class)
                .hasMessageContaining("which igen-cpu does not offer: use --design interleaved");
    }

    @Test
    void theFirstLevelStartsTheLeadLaterOnAWholeSecond() {
        Instant now = Instant.parse("2026-11-28T19:00:00.400Z");

        assertThat(Duet.on(cpus(0, 1), 60).firstLevelAt(now)).isEqualTo(Instant.parse("2026-11-28T19:01:01Z"));
    }

    @Test
    void aSideRunsPinnedWithTheWholeMachinesCollectorOnTheRoundsTimetable() {
        LaunchCommand side = new LaunchCommand(List.of("nice", "-n", "5"), "java", List.of("-XX:+UseParallelGC"),
                EntryPoint.mainClass("cp", "Main"), List.of("--shards", "4"));

        LaunchCommand pinned = Duet.pinned(side, cpus(1), Instant.parse("2026-11-28T19:01:00Z"), 10);

        // the side's own collector comes after the ergonomics flag and wins; its launcher runs inside taskset
        assertThat(pinned.commandLine(Path.of("d"))).containsSubsequence("taskset", "-c", "1", "nice", "-n", "5",
                "java", "-XX:+AlwaysActAsServerClassMachine", "-XX:+UseParallelGC", "Main", "--shards", "4",
                "--start-at", "2026-11-28T19:01:00Z", "--warmup", "10");
    }

    @Test
    void aWarmUpTheArgumentsGiveIsKept() {
        LaunchCommand side = new LaunchCommand(List.of(), "java", List.of(), EntryPoint.mainClass("cp", "Main"),
                List.of("--warmup=3"));

        assertThat(Duet.pinned(side, cpus(0), Instant.parse("2026-11-28T19:01:00Z"), 10).arguments())
                .containsExactly("--warmup=3", "--start-at", "2026-11-28T19:01:00Z");
    }

    @Test
    void bothSidesRunAtOnceAndTheFirstFailureIsThrownAfterBothEnded() throws Exception {
        CountDownLatch bothStarted = new CountDownLatch(2);
        boolean[] otherFinished = new boolean[1];

        assertThatThrownBy(() -> Duet.together(List.of(
                () -> {
                    bothStarted.countDown();
                    // fails only once the other side is running too: the two ran at the same time
                    assertThat(bothStarted.await(10, TimeUnit.SECONDS)).isTrue();
                    throw new IOException("A ended without a result");
                },
                () -> {
                    bothStarted.countDown();
                    assertThat(bothStarted.await(10, TimeUnit.SECONDS)).isTrue();
                    Thread.sleep(200);
                    otherFinished[0] = true;
                }))).isInstanceOf(IOException.class).hasMessage("A ended without a result");
        assertThat(otherFinished[0]).isTrue();
    }

    private static BitSet cpus(int... numbers) {
        BitSet set = new BitSet();
        for (int number : numbers) {
            set.set(number);
        }
        return set;
    }
}
