package io.igen.history;

import io.igen.core.result.Environment;
import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.LatencySummary;
import io.igen.core.result.LatencySummary.Percentiles;
import io.igen.core.result.LevelResult;
import io.igen.core.result.ProcessLimits;
import io.igen.core.result.RepeatSample;
import io.igen.core.result.ResultJson;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import io.igen.core.workload.Level;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** Synthetic iGenCPU results with known launch values, for the history's tests. */
public final class Runs {

    private static final Environment HERE = EnvironmentProbe.capture();

    private Runs() {
    }

    /**
     * A run of levels 1 and 2, started {@code minute} minutes after a fixed time, with these launches' throughputs
     * at each level (level 2 twice level 1's), under a CPU quota or none.
     */
    public static RunResult cpu(int minute, Double quotaCores, double... launches) {
        List<LevelResult> levels = new ArrayList<>();
        for (int level = 1; level <= 2; level++) {
            int factor = level;
            List<RepeatSample> samples = launches.length < 2 ? List.of() : Arrays.stream(launches)
                    .mapToObj(value -> new RepeatSample(value * factor, 1000 / value, null, null)).toList();
            double mean = Arrays.stream(launches).average().orElseThrow() * factor;
            LatencySummary latency = new LatencySummary(1000 * factor / mean, 0,
                    new Percentiles(1, 1, 1, 1, 1, 1));
            levels.add(LevelResult.builder().level(level).threads(level).operations((long) mean * 10)
                    .durationSeconds(10).throughput(mean).latencyMs(latency).perSecond(List.of()).errors(Map.of())
                    .histogram("").samples(samples).build());
        }
        RunConfig config = RunConfig.builder(List.of(Level.ofThreads(1), Level.ofThreads(2))).fixedWarmup(5)
                .durationSeconds(10).repeat(Math.max(1, launches.length)).workload(Map.of("maxIterations", 512))
                .build();
        Environment environment = new Environment(HERE.platform(), HERE.hardware(), HERE.jvm(), HERE.build(),
                HERE.machine(), new ProcessLimits("/igen", quotaCores, null));
        String startedAt = Instant.parse("2026-11-28T04:00:00Z").plusSeconds(60L * minute).toString();
        return new RunHeader("cpu", "fractal", environment, startedAt).result(config, levels, List.of());
    }

    /** The run written as a result file in the folder. */
    public static Path write(Path folder, String name, RunResult result) throws Exception {
        Path file = folder.resolve(name);
        ResultJson.write(result, file);
        return file;
    }
}
