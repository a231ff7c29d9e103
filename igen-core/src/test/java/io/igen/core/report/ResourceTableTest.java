package io.igen.core.report;

import io.igen.core.resources.ResourceUse;
import io.igen.core.resources.ResourceUse.DriverUse;
import io.igen.core.resources.ResourceUse.HostActivity;
import io.igen.core.resources.ResourceUse.HostCpu;
import io.igen.core.resources.WindowResources;
import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ResourceTableTest {

    /** The sample result, each level with what a server-bound window on a 2-core host used. */
    private static RunResult withResources() {
        RunResult sample = ResultJsonTest.sampleResult();
        ResourceUse use = new ResourceUse(10, new HostCpu(2, 1.5, 0.4, 0, 0, 0.1),
                new HostActivity(20_000, 35.0, 0, 4_000_000, 0, null),
                new DriverUse(0.6, 40, 12.0, 3), 1.25);
        List<LevelResult> levels = new ArrayList<>();
        for (LevelResult level : sample.levels()) {
            Map<String, Object> details = new LinkedHashMap<>(level.details());
            details.putAll(WindowResources.of(use, null, 1_000, false, null));
            levels.add(LevelResult.builder().level(level.level()).threads(level.threads())
                    .operations(level.operations()).durationSeconds(level.durationSeconds())
                    .throughput(level.throughput()).latencyMs(level.latencyMs()).serviceTimeMs(level.serviceTimeMs())
                    .perSecond(level.perSecond()).perSecondStdDev(level.perSecondStdDev())
                    .perSecondTrend(level.perSecondTrend()).errors(level.errors()).histogram(level.histogram())
                    .details(details).build());
        }
        return new RunHeader("cpu", "fractal", EnvironmentProbe.capture(), "2026-11-21T08:30:00Z")
                .result(sample.config(), levels, sample.problems());
    }

    @Test
    void theConsoleShowsEachWindowsResourcesAndJudgmentApartFromTheLevelTable() {
        String console = ConsoleTable.render(withResources());

        String levelHeader = console.lines().findFirst().orElseThrow();
        assertThat(levelHeader).contains("ticketsPerMs").doesNotContain("driverCores").doesNotContain("boundBy");
        assertThat(console).contains("resources in each window (cores: CPU seconds per second):");
        // 0.6 cores over 1,000 operations a second: 0.6 ms of driver CPU each; 1.25 cores: 1.25 ms of server CPU
        assertThat(console).containsPattern("server CPU\\s+0\\.600\\s+0\\.600\\s+1\\.250\\s+1\\.250");
        assertThat(console).contains("level 2 bound by server CPU: 1.90 of 2.00 cores busy: driver 0.60, servers 1.25, "
                + "other 0.05, steal 0.00");
    }

    @Test
    void aLevelWithoutABoundSaysSoInWords() {
        RunResult sample = ResultJsonTest.sampleResult();
        LevelResult level = sample.levels().get(0);
        ResourceUse idleHost = new ResourceUse(10, new HostCpu(2, 0.5, 0.3, 0, 0, 1.2),
                new HostActivity(5_000, 10.0, 0, 0, 0, null), new DriverUse(0.2, 20, 0.0, 0), 0.5);
        Map<String, Object> details = new LinkedHashMap<>(WindowResources.of(idleHost, null, 1_000, false, null));
        RunResult idle = new RunHeader("cpu", "fractal", EnvironmentProbe.capture(), "2026-11-21T08:30:00Z")
                .result(sample.config(), List.of(LevelResult.builder().level(level.level()).threads(level.threads())
                        .operations(level.operations()).durationSeconds(level.durationSeconds())
                        .throughput(level.throughput()).latencyMs(level.latencyMs()).perSecond(level.perSecond())
                        .errors(level.errors()).histogram(level.histogram()).details(details).build()), List.of());

        assertThat(ResourceTable.judgments(idle)).containsExactly("level 1: no bound found: 1.20 of 2.00 cores idle, "
                + "iowait 0.00: driver 0.20, servers 0.50, other 0.10, steal 0.00");
    }

    @Test
    void aResultWithoutResourceFiguresHasNoResourceTable() {
        assertThat(ConsoleTable.render(ResultJsonTest.sampleResult())).doesNotContain("resources in each window");
        assertThat(ResourceTable.present(ResultJsonTest.sampleResult())).isFalse();
    }

    @Test
    void theCsvKeepsEveryFigure() {
        String header = ResultCsv.toCsv(withResources()).lines().findFirst().orElseThrow();

        assertThat(header).contains("driverCpuMsPerOperation").contains("serverCpuMsPerOperation").contains("boundBy")
                .contains("cpuPressurePercent");
    }
}
