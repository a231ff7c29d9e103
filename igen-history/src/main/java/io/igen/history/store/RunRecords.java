package io.igen.history.store;

import io.igen.core.compare.Curve;
import io.igen.core.compare.IgenCurves;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunResult;

import java.nio.file.Path;
import java.util.List;

/** A result as the history keeps it ({@link StoredRun}): its series, circumstances and launch-level figures. */
public final class RunRecords {

    private RunRecords() {
    }

    /**
     * @param resultFile the result's JSON file; recorded as an absolute path
     */
    public static StoredRun of(RunResult result, Path resultFile) {
        Curve curve = IgenCurves.of(resultFile.toString(), result);
        return new StoredRun(0, result.benchmark(), result.operation(), result.startedAt(), result.runId(),
                Series.idOf(result.benchmark(), curve.workload()), curve.workload(), curve.circumstances(),
                resultFile.toAbsolutePath().normalize().toString(),
                result.levels().stream().map(RunRecords::level).toList());
    }

    /** With repeats, one launch per sample; a single launch is its own figures. */
    private static StoredLevel level(LevelResult level) {
        List<StoredLevel.Launch> launches = level.samples().isEmpty()
                ? List.of(new StoredLevel.Launch(level.throughput(), level.latencyMs().mean()))
                : level.samples().stream().map(sample -> new StoredLevel.Launch(sample.throughput(), sample.meanMs()))
                        .toList();
        return new StoredLevel(level.level(), level.threads(), level.throughput(), level.latencyMs().mean(), launches);
    }
}
