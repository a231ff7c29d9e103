package io.igen.core.result;

import io.igen.core.workload.FigureKind;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What identifies a run before any level has run: the benchmark, its unit of work, the machine, the start time, the
 * run's identity and, with several drivers, this driver's part, and what the workload's own figures are. Combined with
 * the levels so far it makes a {@link RunResult}.
 *
 * @param operation what one operation is, singular ("fractal", "transaction")
 * @param identity  the run's identity, shared by the parts of a run with several drivers, and this driver's part
 * @param figures   the level figures the run declares ({@link io.igen.core.workload.Workload#figures()} and the
 *                  resources')
 */
public record RunHeader(String benchmark, String operation, Environment environment, String startedAt,
                        RunIdentity identity, Map<String, FigureKind> figures) {

    public RunHeader {
        identity = identity == null ? RunIdentity.NONE : identity;
        figures = figures == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(figures));
    }

    /** The header of a run with one driver, no run identity and no figures of its own. */
    public RunHeader(String benchmark, String operation, Environment environment, String startedAt) {
        this(benchmark, operation, environment, startedAt, RunIdentity.NONE, Map.of());
    }

    /** The run's identity; null for results from before runs had one. */
    public String runId() {
        return identity.runId();
    }

    /** This driver's part of the run; null when it is the only driver. */
    public DriverPart driver() {
        return identity.driver();
    }

    /** The result of the run so far; peak and sweet spot found among the given levels. */
    public RunResult result(RunConfig config, List<LevelResult> levels, List<String> problems) {
        return result(config, levels, problems, null);
    }

    /** The result of the run so far, with the JIT priming that preceded its first level (null for none). */
    public RunResult result(RunConfig config, List<LevelResult> levels, List<String> problems, Priming priming) {
        LevelMark sweetSpot = config.slaMs() == null ? null
                : CurveMarks.sweetSpot(levels, config.slaMs(), config.slaStatistic()).orElse(null);
        return RunResult.builder().benchmark(benchmark).version(environment.igenVersion()).startedAt(startedAt)
                .operation(operation).environment(environment).config(config).levels(levels)
                .peak(CurveMarks.peak(levels).orElse(null)).sweetSpot(sweetSpot).problems(problems).priming(priming)
                .runId(identity.runId()).driver(identity.driver()).figures(figures).build();
    }
}
