package io.igen.core.runner;

import io.igen.core.measure.LevelMeasurement;
import io.igen.core.result.IntervalPoint;
import io.igen.core.tail.LevelTail;
import io.igen.core.tail.TailAttribution;
import io.igen.core.tail.TailWatch;
import io.igen.core.workload.Combination;
import io.igen.core.workload.FigureKind;
import io.igen.core.workload.LevelReport;
import io.igen.core.workload.Partitioning;
import io.igen.core.workload.Worker;

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

    /**
     * The level's tail explained by {@code tails}, with the events and watch gaps of the workload's report.
     *
     * @param parts    the part each load thread served ({@link #partOfThread}); empty without parts
     * @param declared the workload's figure declarations, which name its step figure if it has one
     */
    static Optional<LevelTail> explain(TailWatch tails, LevelReport report, Map<String, FigureKind> declared,
                                       List<String> parts, LevelMeasurement measurement,
                                       double[] cpuPressurePercents) throws InterruptedException {
        return tails.explain(measurement, report.events(), report.watchGaps(),
                attribution(parts, measurement, report.figures(), declared), cpuPressurePercents);
    }

    /** How a level's slow operations are told apart: the threads' parts, their completions, the steps' names. */
    static TailAttribution attribution(List<String> parts, LevelMeasurement measurement, Map<String, Object> figures,
                                       Map<String, FigureKind> declared) {
        Map<String, long[]> completions = new LinkedHashMap<>();
        if (!parts.isEmpty()) {
            measurement.timeSeriesBy(parts).forEach((part, series) -> completions.put(part, series.stream()
                    .filter(point -> point.startSeconds() >= 0).mapToLong(IntervalPoint::operations).toArray()));
        }
        return new TailAttribution(parts, stepNames(figures, declared), completions);
    }

    /** The part each of the level's load threads serves (all its clients are of one part); empty without parts. */
    static <W extends Worker> List<String> partOfThread(Optional<Partitioning<W>> partitioning, LevelClients clients) {
        return partitioning.map(parts -> clients.threads().stream()
                .map(own -> parts.partitionOf(TailInputs.<W>workerAt(clients, own[0]))).toList()).orElse(List.of());
    }

    @SuppressWarnings("unchecked")
    private static <W extends Worker> W workerAt(LevelClients clients, int index) {
        return (W) clients.workers().get(index);
    }

    /** The names of the steps of the workload's operations, from its step figure; empty when it has none. */
    private static List<String> stepNames(Map<String, Object> figures, Map<String, FigureKind> declared) {
        for (Map.Entry<String, FigureKind> figure : declared.entrySet()) {
            if (figure.getValue().combination() == Combination.STEPS
                    && figures.get(figure.getKey()) instanceof Map<?, ?> steps) {
                return steps.keySet().stream().map(String::valueOf).toList();
            }
        }
        return List.of();
    }
}
