package io.igen.core.example;

import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import io.igen.core.runner.NanoClock;
import io.igen.core.runner.StepwiseRunner;
import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.Level;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** The example workload of CONTRIBUTING.md: its work pinned, a real stepwise run of two short levels, its copy there. */
class HashingWorkloadTest {

    @Test
    void theWorkIsPinnedByAGoldenDigest() throws Exception {
        HashingWorkload.HashingWorker worker = new HashingWorkload(64).openLevel(Level.ofThreads(1))
                .createWorker(0);
        for (int i = 0; i < 3; i++) {
            worker.execute();
        }
        // Computed apart from this code (Python's hashlib over the same SplitMix64 bytes): changing the work fails here.
        assertThat(HexFormat.of().formatHex(worker.lastDigest()))
                .isEqualTo("22054a94b1f3718bdd0523d333aeb0cbe9a1817ce2cdf152be80aba4c34a8b38");
    }

    @Test
    @Tag("slow")
    void runsLevelAfterLevelThroughTheRealRunner() throws Exception {
        HashingWorkload workload = new HashingWorkload(64);
        // Fixed warm-up of 0.1 s and a 0.3 s window per level: a real run in under a second.
        RunConfig config = RunConfig.builder(List.of(Level.ofThreads(1), Level.ofThreads(2))).fixedWarmup(0.1)
                .prime(false).durationSeconds(0.3).workload(workload.settings()).build();
        RunHeader header = new RunHeader("hashing", "digest", EnvironmentProbe.capture(), "2026-11-24T00:00:00Z");
        List<RunResult> written = new ArrayList<>();

        RunResult result = StepwiseRunner.on(NanoClock.SYSTEM).sink(written::add).build()
                .run(header, workload, config);

        assertThat(result.clean()).isTrue();
        assertThat(result.levels()).extracting(LevelResult::threads).containsExactly(1, 2);
        for (LevelResult level : result.levels()) {
            assertThat(level.operations()).isPositive();
            assertThat(level.errors()).isEmpty();
            assertThat(level.durationSeconds()).isGreaterThanOrEqualTo(0.3);
            assertThat((double) level.details().get("megabytesPerSecond"))
                    .isCloseTo(level.throughput() * 64 / 1e6, within(1e-9));
        }
        assertThat(result.config().workload()).containsEntry("messageBytes", 64).containsEntry("algorithm", "SHA-256");
        assertThat(result.peak()).isNotNull();
        // The result so far after each level, then the final one.
        assertThat(written).hasSize(3);
    }

    @Test
    void aMessageTooShortForItsDigestIsBadConfiguration() {
        assertThatThrownBy(() -> new HashingWorkload(16)).isInstanceOf(BadConfigurationException.class)
                .hasMessageContaining("32 bytes or more");
    }

    @Test
    void contributingShowsThisFileAsItIs() throws IOException {
        assertThat(ContributingRecipe.javaBlocks())
                .contains(ContributingRecipe.shownPartOf(ContributingRecipe.EXAMPLE_SOURCES + "HashingWorkload.java"));
    }
}
