package io.igen.history.store;

import io.igen.core.compare.Curve;
import io.igen.core.compare.IgenCurves;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunResult;

import java.nio.file.Path;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Optional;

/** A result as the history keeps it ({@link StoredRun}): its series, circumstances and launch-level figures. */
public final class RunRecords {

    /** What a start must look like, for the messages that refuse one. */
    static final String TIME_FORMAT = "(ISO-8601, like 2026-11-28T04:00:00Z)";

    private RunRecords() {
    }

    /**
     * @param resultFile the result's JSON file; recorded as an absolute path
     * @throws HistoryException when the result's start is not a time: the run could be placed nowhere among the
     *                          others (it would have sorted as 1970), so it is not kept
     */
    public static StoredRun of(RunResult result, Path resultFile) throws HistoryException {
        Instant started = start(result.startedAt()).orElseThrow(() -> new HistoryException(resultFile + " records "
                + "its start (startedAt) as '" + result.startedAt() + "', which is not a time " + TIME_FORMAT + ": "
                + "the run cannot be placed among the others"));
        Curve curve = IgenCurves.of(resultFile.toString(), result);
        return new StoredRun(0, result.benchmark(), result.operation(), result.startedAt(), started, result.runId(),
                Series.idOf(result.benchmark(), curve.workload()), curve.workload(), curve.circumstances(),
                resultFile.toAbsolutePath().normalize().toString(),
                result.levels().stream().map(RunRecords::level).toList());
    }

    /** A start as recorded: a UTC instant, or with an offset in older results; empty when it is neither. */
    static Optional<Instant> start(String startedAt) {
        if (startedAt == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(Instant.parse(startedAt));
        } catch (DateTimeParseException notAnInstant) {
            try {
                return Optional.of(OffsetDateTime.parse(startedAt).toInstant());
            } catch (DateTimeParseException notATime) {
                // neither form: the caller names the run and refuses it
                return Optional.empty();
            }
        }
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
