package io.igen.core.runner;

import io.igen.core.measure.LevelMeasurement;
import io.igen.core.resources.RunResources;
import io.igen.core.result.IntervalPoint;
import io.igen.core.result.LevelResult;
import io.igen.core.result.PacedLoad;
import io.igen.core.result.RunConfig;
import io.igen.core.tail.LevelTail;
import io.igen.core.tail.TailWatch;
import io.igen.core.workload.DatabaseWork;
import io.igen.core.workload.FailureNaming;
import io.igen.core.workload.Level;
import io.igen.core.workload.LevelReport;
import io.igen.core.workload.Worker;
import io.igen.core.workload.Workload;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Runs the measured levels of one run, each on the workers its session created, and puts each level's result together
 * from its typed parts ({@link LevelAssembly}): the measurement, the session's report, what the window used of the
 * machine, the paced load and the tail. What went wrong in a level (a late start, the driver's own saturation, too
 * many failed operations, the workload's own problems) is added to the run's problems.
 */
final class MeasuredLevels<W extends Worker> {

    private final LevelRun levelRun;
    private final Workload<W> workload;
    private final DatabaseWork<W> database;
    private final RunConfig config;
    private final RunResources watched;
    private final TailWatch tails;
    /** The wall-clock timetable of {@code --start-at}; null without one. */
    private final LevelSchedule schedule;
    private final ResultSink sink;

    MeasuredLevels(LevelRun levelRun, Workload<W> workload, DatabaseWork<W> database, RunConfig config,
                   RunResources watched, TailWatch tails, LevelSchedule schedule, ResultSink sink) {
        this.levelRun = levelRun;
        this.workload = workload;
        this.database = database;
        this.config = config;
        this.watched = watched;
        this.tails = tails;
        this.schedule = schedule;
        this.sink = sink;
    }

    /**
     * Runs level {@code index} of the plan and returns its result.
     *
     * @param jitWarm  whether the JIT has compiled the workload already (priming or an earlier level ran)
     * @param problems the run's problems, which the level's are added to
     */
    LevelResult run(int index, boolean jitWarm, OpenLevel<W> open, LevelClients clients, List<String> problems)
            throws Exception {
        Level level = open.level();
        FailureNaming naming = database.failureNaming();
        LevelRun.Outcome outcome = levelRun.run(level, jitWarm, clients, config, naming::kind, naming::message,
                schedule == null ? null : schedule.windowNanos(index), open.session().beforeWindow().orElse(null));
        LevelMeasurement measurement = outcome.measurement();
        if (schedule != null) {
            schedule.lateness(index, level.level(), measurement.windowStartNanos()).ifPresent(problems::add);
        }
        sink.levelIntervals(level, outcome.windowStartEpochMillis(), measurement.intervals());
        LevelReport report = open.session().report(open.workers(), measurement.measured(config.maxErrorPercent()));
        LevelAssembly.requireDeclared(report, workload.figures());
        RunResources.Window window = watched.window(measurement.windowStartNanos(), measurement.windowEndNanos(),
                measurement.throughput(), measurement.timeSeries().stream().map(IntervalPoint::startSeconds).toList());
        List<String> parts = TailInputs.partOfThread(database.partitioning(), clients);
        LevelResult result = new LevelAssembly(outcome, report, window, pacedLoad(measurement),
                tail(report, parts, measurement),
                database.partitioning().map(partitioning -> new LevelAssembly.PartSeries(partitioning.label(),
                        measurement.timeSeriesBy(parts)))).result(level);
        window.saturation().ifPresent(saturated -> problems.add("level " + level.level() + ": " + saturated));
        errorProblem(result).ifPresent(problems::add);
        problems.addAll(report.problems());
        return result;
    }

    private Optional<PacedLoad> pacedLoad(LevelMeasurement measurement) {
        return config.ratePerThread() == null ? Optional.empty()
                : Optional.of(measurement.pacedLoad(config.latencyLimitMs() != null));
    }

    private Optional<LevelTail> tail(LevelReport report, List<String> parts, LevelMeasurement measurement)
            throws InterruptedException {
        if (!config.explainTail()) {
            return Optional.empty();
        }
        return TailInputs.explain(tails, report, workload.figures(), parts, measurement,
                watched.cpuPressurePercents(measurement.windowStartNanos(), (int) measurement.windowSeconds()));
    }

    private Optional<String> errorProblem(LevelResult result) {
        double maxErrorPercent = config.maxErrorPercent();
        if (result.errorCount() == 0 || result.errorPercent() <= maxErrorPercent) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT,
                "level %d: %.2f%% of operations failed (limit %.2f%%): %s",
                result.level(), result.errorPercent(), maxErrorPercent, result.errors()));
    }
}
