package io.igen.core.runner;

import io.igen.core.measure.LevelMeasurement;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import io.igen.core.workload.Worker;
import io.igen.core.workload.Workload;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Runs a workload level after level and collects a point of the throughput and response-time curves
 * from each. The result so far is handed to the sink after every level.
 */
public final class StepwiseRunner {

    private final NanoClock clock;
    private final RunListener listener;
    private final ResultSink sink;

    public StepwiseRunner(NanoClock clock, RunListener listener, ResultSink sink) {
        this.clock = clock;
        this.listener = listener;
        this.sink = sink;
    }

    /**
     * Opens the workload, runs every level, runs its after-run checks, closes it. A level whose worker dies of an
     * {@link Error} ends the run early; the levels before it are kept and the failure is listed among
     * the result's problems. What opening the workload discovered ({@link Workload#discoveredSettings()})
     * is recorded in the result's configuration.
     */
    public <W extends Worker> RunResult run(RunHeader header, Workload<W> workload, RunConfig requested)
            throws Exception {
        List<LevelResult> levels = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        RunConfig config = requested;
        try (workload) {
            workload.open();
            config = requested.withWorkloadEntries(workload.discoveredSettings());
            LevelRun levelRun = new LevelRun(clock, listener);
            List<Level> plan = config.levels();
            for (int index = 0; index < plan.size(); index++) {
                Level level = plan.get(index);
                listener.levelStarted(level, index, plan.size());
                List<W> workers = new ArrayList<>(level.threads());
                for (int i = 0; i < level.threads(); i++) {
                    workers.add(workload.createWorker(i, level));
                }
                try {
                    LevelMeasurement measurement = levelRun.run(level, workers, config, workload::errorKind);
                    Map<String, Object> details = workload.levelDetails(level, workers, measurement);
                    LevelResult result = measurement.toResult(level, details);
                    levels.add(result);
                    errorProblem(result, config.maxErrorPercent()).ifPresent(problems::add);
                    listener.levelFinished(result);
                } catch (LevelAbortedException aborted) {
                    listener.levelAborted(level, aborted.getCause() == null ? aborted : aborted.getCause());
                    problems.add("level " + level.level() + " aborted: " + aborted.getMessage());
                    break;
                }
                sink.write(header.result(config, levels, problems));
            }
            problems.addAll(workload.checkAfterRun());
        }
        RunResult result = header.result(config, levels, problems);
        sink.write(result);
        return result;
    }

    private static Optional<String> errorProblem(LevelResult result, double maxErrorPercent) {
        if (result.errorCount() == 0 || result.errorPercent() <= maxErrorPercent) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT,
                "level %d: %.2f%% of operations failed (limit %.2f%%): %s",
                result.level(), result.errorPercent(), maxErrorPercent, result.errors()));
    }
}
