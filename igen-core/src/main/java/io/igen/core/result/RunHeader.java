package io.igen.core.result;

import java.util.List;

/**
 * What identifies a run before any level has run: the benchmark, its unit of work, the machine and
 * the start time. Combined with the levels so far it makes a {@link RunResult}.
 *
 * @param operation what one operation is, singular ("fractal", "transaction")
 */
public record RunHeader(String benchmark, String operation, Environment environment, String startedAt) {

    /** The result of the run so far; peak and sweet spot found among the given levels. */
    public RunResult result(RunConfig config, List<LevelResult> levels, List<String> problems) {
        return result(config, levels, problems, null);
    }

    /** The result of the run so far, with the JIT priming that preceded its first level (null for none). */
    public RunResult result(RunConfig config, List<LevelResult> levels, List<String> problems, Priming priming) {
        LevelMark sweetSpot = config.slaMs() == null ? null
                : CurveMarks.sweetSpot(levels, config.slaMs(), config.slaStatistic()).orElse(null);
        return new RunResult(benchmark, environment.igenVersion(), startedAt, operation, environment, config, levels,
                CurveMarks.peak(levels).orElse(null), sweetSpot, problems, priming);
    }
}
