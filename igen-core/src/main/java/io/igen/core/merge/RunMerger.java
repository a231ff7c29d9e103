package io.igen.core.merge;

import io.igen.core.measure.LatencyMoments;
import io.igen.core.measure.SeriesStatistics;
import io.igen.core.result.HistogramCodec;
import io.igen.core.result.IntervalPoint;
import io.igen.core.result.LatencySummary;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunIdentity;
import io.igen.core.result.RunResult;
import io.igen.core.workload.FigureKind;
import org.HdrHistogram.Histogram;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Merges the results of one run written by several driver processes, each driving a slice of the shards (or threads)
 * at the same time, after checking that they are parts of one run ({@link RunParts}): per level, counts and
 * throughputs add up, the latency histograms are summed and the percentiles recomputed from the sum (never averaged);
 * mean and standard deviation are combined exactly. Benchmark-specific figures combine as the run's {@code figures}
 * declare ({@link FigureMerger}). The merged result lists its parts, and each level says how much the parts' windows
 * overlapped. Service times are not kept in result files as histograms, so a merged level has none.
 */
public final class RunMerger {

    private RunMerger() {
    }

    /**
     * @param given        the parts; a driver's part that stopped short of the others' levels is left out, and
     *                     named among the merged result's problems ({@link FinishedParts})
     * @param givenSources a name for each part (its file), in the order of {@code given}
     * @throws MismatchedPartsException when the parts are not slices of the same run, overlap, or their windows miss
     *                                  each other
     */
    public static RunResult merge(List<RunResult> given, List<String> givenSources) throws MismatchedPartsException {
        if (given.size() == 1 && given.get(0).driver() == null) {
            throw new MismatchedPartsException(givenSources.get(0) + " is a whole run, not a part of a multi-driver run"
                    + " (no --drivers): nothing to merge it with");
        }
        FinishedParts finished = FinishedParts.of(given, givenSources);
        List<RunResult> parts = finished.parts();
        List<String> sources = finished.sources();
        RunParts run = RunParts.check(parts, sources);
        RunResult first = run.first();
        Map<String, FigureKind> figures = run.figures();
        FigureMerger figureMerger = new FigureMerger(figures, sources);
        List<LevelResult> levels = new ArrayList<>();
        for (int index = 0; index < first.levels().size(); index++) {
            int at = index;
            List<LevelResult> levelParts = parts.stream().map(part -> part.levels().get(at)).toList();
            Double overlap = run.windowOverlap(index);
            LevelResult summed = sumLevels(levelParts, figureMerger.merge(levelParts));
            levels.add(overlap == null ? summed
                    : summed.toBuilder().windowStart(earliestWindowStart(levelParts)).windowOverlap(overlap)
                            .timeSeriesBy(joinedTimeSeries(levelParts)).build());
        }
        List<String> problems = new ArrayList<>(finished.leftOut());
        problems.addAll(run.missingDrivers());
        for (int i = 0; i < parts.size(); i++) {
            for (String problem : parts.get(i).problems()) {
                problems.add(sources.get(i) + ": " + problem);
            }
        }
        if (!figureMerger.undeclared().isEmpty()) {
            problems.add("left out " + figureMerger.undeclared() + ": the parts do not declare how these figures "
                    + "combine (files written before figures declared themselves)");
        }
        RunHeader header = new RunHeader(first.benchmark(), first.operation(), first.environment(), first.startedAt(),
                new RunIdentity(first.runId(), null), figures);
        return header.result(run.joinedConfig(), levels, problems).toBuilder().parts(run.describe()).build();
    }

    /**
     * One level from the same level's parts: counts, throughputs and errors added, histograms summed, moments
     * combined exactly, the per-second series added second by second (as long as the shortest part).
     *
     * @param details the merged level's benchmark-specific figures
     */
    public static LevelResult sumLevels(List<LevelResult> parts, Map<String, Object> details) {
        LevelResult first = parts.get(0);
        Histogram histogram = HistogramCodec.decode(first.histogram());
        histogram.setAutoResize(true);
        LatencyMoments moments = new LatencyMoments();
        int threads = 0;
        double throughput = 0;
        double durationSeconds = 0;
        Map<String, Long> errors = new TreeMap<>();
        int seconds = parts.stream().mapToInt(part -> part.perSecond().size()).min().orElse(0);
        long[] perSecond = new long[seconds];
        for (int p = 0; p < parts.size(); p++) {
            LevelResult part = parts.get(p);
            if (p > 0) {
                histogram.add(HistogramCodec.decode(part.histogram()));
            }
            moments.add(LatencyMoments.of(part.operations(), part.latencyMs().mean(), part.latencyMs().stdDev()));
            threads += part.threads();
            throughput += part.throughput();
            durationSeconds = Math.max(durationSeconds, part.durationSeconds());
            part.errors().forEach((kind, count) -> errors.merge(kind, count, Long::sum));
            for (int s = 0; s < seconds; s++) {
                perSecond[s] += part.perSecond().get(s);
            }
        }
        SeriesStatistics series = SeriesStatistics.of(perSecond);
        return LevelResult.builder().level(first.level()).threads(threads).operations(moments.count())
                .durationSeconds(durationSeconds).throughput(throughput)
                .latencyMs(LatencySummary.of(histogram, moments.mean() * 1e6, moments.standardDeviation() * 1e6))
                .perSecond(Arrays.stream(perSecond).boxed().toList()).perSecondStdDev(series.standardDeviation())
                .perSecondTrend(series.trend()).errors(errors).histogram(HistogramCodec.encode(histogram))
                .details(details).build();
    }

    private static String earliestWindowStart(List<LevelResult> parts) {
        return parts.stream().map(part -> Instant.parse(part.windowStart())).min(Instant::compareTo).orElseThrow()
                .toString();
    }

    /** The parts' per-partition time series side by side (each part drove its own partitions). */
    private static Map<String, Map<String, List<IntervalPoint>>> joinedTimeSeries(List<LevelResult> parts) {
        Map<String, Map<String, List<IntervalPoint>>> joined = new TreeMap<>();
        for (LevelResult part : parts) {
            part.timeSeriesBy().forEach((label, series) -> joined
                    .computeIfAbsent(label, l -> new TreeMap<>(FigureMerger::partitionOrder)).putAll(series));
        }
        return joined;
    }
}
