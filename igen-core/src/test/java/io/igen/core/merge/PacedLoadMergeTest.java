package io.igen.core.merge;

import io.igen.core.result.DriverPart;
import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.HistogramCodec;
import io.igen.core.result.LatencySummary;
import io.igen.core.result.LevelResult;
import io.igen.core.result.PacedLoad;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunIdentity;
import io.igen.core.result.RunResult;
import io.igen.core.runner.LevelFigures;
import io.igen.core.workload.Level;
import io.igen.core.workload.Workload;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** How the drivers' parts of a paced level with a latency limit combine: every count adds up. */
class PacedLoadMergeTest {

    private static final RunConfig CONFIG = RunConfig.builder(List.of(Level.ofThreads(2))).fixedWarmup(1)
            .durationSeconds(2).ratePerThread(100.0).latencyLimitMs(100.0).build();

    @Test
    void offeredAchievedLateAndSkippedAddUp() throws Exception {
        RunResult a = part(0, new PacedLoad(400, 300, 20L, 90L), CONFIG);
        RunResult b = part(1, new PacedLoad(400, 400, 0L, 0L), CONFIG);

        LevelResult merged = RunMerger.merge(List.of(a, b), List.of("a.json", "b.json")).levels().get(0);

        assertThat(PacedLoad.of(merged)).contains(new PacedLoad(800, 700, 20L, 90L));
    }

    @Test
    void partsWithDifferentLatencyLimitsAreNotOneRun() {
        RunResult a = part(0, new PacedLoad(400, 300, 20L, 90L), CONFIG);
        RunResult b = part(1, new PacedLoad(400, 400, 0L, 0L), CONFIG.toBuilder().latencyLimitMs(50.0).build());

        assertThatThrownBy(() -> RunMerger.merge(List.of(a, b), List.of("a.json", "b.json")))
                .isInstanceOf(MismatchedPartsException.class).hasMessageContaining("latency limit");
    }

    @Test
    void aLevelWithoutTheFiguresWasNotPaced() {
        assertThat(PacedLoad.of(LevelResult.builder().details(Map.of("rows", 3L)).build())).isEmpty();
    }

    /** Driver {@code index} of 2: one thread that ran {@code paced.achieved()} operations of 1 ms in a 2 s window. */
    private static RunResult part(int index, PacedLoad paced, RunConfig config) {
        Histogram histogram = new Histogram(3);
        histogram.recordValueWithCount(1_000_000, paced.achieved());
        LevelResult level = LevelResult.builder().level(2).threads(1).operations(paced.achieved()).durationSeconds(2)
                .throughput(paced.achieved() / 2.0).latencyMs(LatencySummary.of(histogram, 1e6, 0))
                .histogram(HistogramCodec.encode(histogram)).windowStart("2026-11-23T22:00:00Z")
                .details(paced.figures()).build();
        DriverPart driver = new DriverPart(index, 2, "shard " + index, List.of(Integer.toString(index)));
        Workload<?> nothingOfItsOwn = l -> workerIndex -> () -> {
        };
        return new RunHeader("oltp", "transaction", EnvironmentProbe.capture(), "2026-11-21T00:00:00Z",
                new RunIdentity("run-1", driver), LevelFigures.of(nothingOfItsOwn))
                .result(config, List.of(level), List.of());
    }
}
