package io.igen.core.runner;

import io.igen.core.measure.LevelMeasurement;
import io.igen.core.result.IntervalPoint;
import io.igen.core.tail.LevelTail;
import io.igen.core.tail.TailAttribution;
import io.igen.core.tail.TailWatch;
import io.igen.core.workload.Combination;
import io.igen.core.workload.FigureKind;
import io.igen.core.workload.Level;
import io.igen.core.workload.Worker;
import io.igen.core.workload.Workload;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the runner knows of a level that its tail's account needs: which part each thread served, the steps, and what
 * the workload saw and missed.
 */
final class TailInputs {

    private TailInputs() {
    }

    /** The level's tail explained by {@code tails}, with the workload's events and watch gaps; empty when off. */
    static <W extends Worker> Optional<LevelTail> explain(TailWatch tails, Workload<W> workload, Level level,
                                                          LevelClients clients, LevelMeasurement measurement,
                                                          Map<String, Object> details, double[] cpuPressurePercents)
            throws InterruptedException {
        return tails.explain(measurement, workload.levelEvents(level, measurement),
                workload.levelWatchGaps(level, measurement), attribution(workload, clients, measurement, details),
                cpuPressurePercents);
    }

    /** How a level's slow operations are told apart: the threads' parts, their completions, the steps' names. */
    static <W extends Worker> TailAttribution attribution(Workload<W> workload, LevelClients clients,
                                                          LevelMeasurement measurement, Map<String, Object> details) {
        List<String> parts = partOfThread(workload, clients);
        Map<String, long[]> completions = new LinkedHashMap<>();
        if (!parts.isEmpty()) {
            measurement.timeSeriesBy(parts).forEach((part, series) -> completions.put(part, series.stream()
                    .filter(point -> point.startSeconds() >= 0).mapToLong(IntervalPoint::operations).toArray()));
        }
        return new TailAttribution(parts, stepNames(details, workload.figures()), completions);
    }

    /** The part each of the level's load threads serves (all its clients are of one part); empty without parts. */
    static <W extends Worker> List<String> partOfThread(Workload<W> workload, LevelClients clients) {
        return workload.partitioning().map(partitioning -> clients.threads().stream()
                .map(own -> partitioning.partitionOf(workerAt(clients, own[0]))).toList()).orElse(List.of());
    }

    @SuppressWarnings("unchecked")
    private static <W extends Worker> W workerAt(LevelClients clients, int index) {
        return (W) clients.workers().get(index);
    }

    /** The names of the steps of the workload's operations, from its step figure; empty when it has none. */
    private static List<String> stepNames(Map<String, Object> details, Map<String, FigureKind> figures) {
        for (Map.Entry<String, FigureKind> figure : figures.entrySet()) {
            if (figure.getValue().combination() == Combination.STEPS
                    && details.get(figure.getKey()) instanceof Map<?, ?> steps) {
                return steps.keySet().stream().map(String::valueOf).toList();
            }
        }
        return List.of();
    }

}
