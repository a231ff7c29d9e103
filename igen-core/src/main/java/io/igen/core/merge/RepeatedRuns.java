package io.igen.core.merge;

import io.igen.core.measure.SeriesStatistics;
import io.igen.core.result.CiBasis;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RepeatSample;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import io.igen.core.stats.MeanEstimate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * One result from the same benchmark run several times in a row (each in a fresh JVM): per level, every
 * repeat is one sample. Throughput is the mean of the samples, with a 95 % t interval; so is the mean
 * response time. Percentiles come from the summed histograms; counts and windows add up; the per-second
 * series are joined one after the other; benchmark figures that are numbers are averaged over the repeats
 * (maps such as per-shard figures are those of the first repeat); what bounded the level is the judgment most
 * launches made ({@link LaunchJudgments}). A level is kept when every repeat has it.
 */
public final class RepeatedRuns {

    private static final String RESOURCE_SERIES = "resourceSeries";
    private static final String BOUND_BY = "boundBy";
    private static final String BOUND_EVIDENCE = "boundEvidence";

    private RepeatedRuns() {
    }

    /**
     * @param header  what identifies the combined run (the launching JVM's environment and start time)
     * @param config  the configuration the repeats ran with; the result records how many there were
     * @param repeats the repeats' results, in the order they ran
     */
    public static RunResult combine(RunHeader header, RunConfig config, List<RunResult> repeats) {
        List<LevelResult> levels = new ArrayList<>();
        int common = repeats.stream().mapToInt(repeat -> repeat.levels().size()).min().orElse(0);
        for (int index = 0; index < common; index++) {
            int at = index;
            levels.add(combineLevel(repeats.stream().map(repeat -> repeat.levels().get(at)).toList()));
        }
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < repeats.size(); i++) {
            for (String problem : repeats.get(i).problems()) {
                problems.add("repeat " + (i + 1) + ": " + problem);
            }
        }
        // each launch of a duet kept a timetable of its own: the series as a whole kept none
        RunConfig recorded = repeats.isEmpty() ? config
                : repeats.get(0).config().toBuilder().repeat(repeats.size()).startAt(null).build();
        return header.result(recorded, levels, problems, repeats.isEmpty() ? null : repeats.get(0).priming());
    }

    static LevelResult combineLevel(List<LevelResult> samples) {
        LevelResult summed = RunMerger.sumLevels(samples, Map.of());
        LevelResult first = samples.get(0);
        MeanEstimate throughput = MeanEstimate.of(samples.stream().mapToDouble(LevelResult::throughput).toArray());
        MeanEstimate meanMs = MeanEstimate.of(samples.stream().mapToDouble(level -> level.latencyMs().mean()).toArray());
        List<Long> joined = samples.stream().flatMap(level -> level.perSecond().stream()).toList();
        SeriesStatistics series = SeriesStatistics.of(joined.stream().mapToLong(Long::longValue).toArray());
        LevelResult combined = LevelResult.builder().level(first.level()).threads(first.threads())
                .operations(summed.operations()).durationSeconds(samples.stream()
                .mapToDouble(LevelResult::durationSeconds).sum()).throughput(throughput.mean())
                .latencyMs(summed.latencyMs()).perSecond(joined).perSecondStdDev(series.standardDeviation())
                .perSecondTrend(series.trend()).errors(summed.errors()).histogram(summed.histogram())
                .details(averagedDetails(samples)).build();
        List<String> unsteady = new ArrayList<>();
        for (int i = 0; i < samples.size(); i++) {
            if (!samples.get(i).steady()) {
                unsteady.add("repeat " + (i + 1) + " " + samples.get(i).unsteady());
            }
        }
        Double warmup = samples.stream().allMatch(level -> level.warmupSeconds() != null)
                ? samples.stream().mapToDouble(LevelResult::warmupSeconds).average().orElse(0) : null;
        return combined
                .withWarmup(warmup, unsteady.isEmpty() ? null : String.join("; ", unsteady))
                .withUncertainty(throughput.ci95(), meanMs.ci95(), CiBasis.REPEATS, samples.stream()
                        .map(level -> new RepeatSample(level.throughput(), level.latencyMs().mean(),
                                level.warmupSeconds(),
                                level.unsteady()))
                        .collect(Collectors.toList()));
    }

    private static Map<String, Object> averagedDetails(List<LevelResult> samples) {
        Map<String, Object> details = averaged(samples.stream().map(LevelResult::details).toList());
        // Like the time series, the seconds of one launch are not those of the combined level.
        details.remove(RESOURCE_SERIES);
        LaunchJudgments.of(samples).ifPresent(judged -> {
            details.put(BOUND_BY, judged.by());
            details.put(BOUND_EVIDENCE, judged.evidence());
        });
        return details;
    }

    /**
     * The first launch's figures, each number that differs between launches replaced by the launches' mean (a launch
     * without it counts 0), and each map of figures (the servers' exporters' figures by server) averaged the same way.
     */
    private static Map<String, Object> averaged(List<? extends Map<?, ?>> launches) {
        Map<String, Object> figures = new LinkedHashMap<>();
        launches.get(0).forEach((name, value) -> {
            List<Object> values = launches.stream().map(launch -> (Object) launch.get(name)).toList();
            if (value instanceof Number && values.stream().anyMatch(other -> !value.equals(other))) {
                figures.put(String.valueOf(name), values.stream().mapToDouble(other -> other instanceof Number number
                        ? number.doubleValue() : 0).average().orElse(0));
            } else if (value instanceof Map<?, ?> && values.stream().allMatch(other -> other instanceof Map<?, ?>)) {
                figures.put(String.valueOf(name), averaged(values.stream().map(other -> (Map<?, ?>) other).toList()));
            } else {
                figures.put(String.valueOf(name), value);
            }
        });
        return figures;
    }
}
