package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.igen.core.workload.FigureKind;

import java.util.List;
import java.util.Map;

/**
 * A whole run: what was measured, on what, with which settings, and every level's figures.
 *
 * @param benchmark  {@code cpu}, {@code ram} or {@code oltp}
 * @param version    the iGen version that produced it
 * @param startedAt  ISO-8601 instant
 * @param operation  what one operation is, singular ("fractal", "transaction")
 * @param problems   what went wrong (errors over the limit, a failed check, an aborted level); empty
 *                   for a clean run
 * @param peak       the level with the highest throughput, absent before any level has finished
 * @param sweetSpot  the highest level within the SLA, absent without an SLA or when no level meets it
 * @param priming    the JIT warm-up before the first level, in steady-state mode; absent otherwise
 * @param runId      the run this result is (a part of): {@code --run-id}, or generated
 * @param driver     with several drivers, which one wrote this part and what it drove; absent otherwise
 * @param parts      in a merged result, the parts it was merged from; absent otherwise
 * @param figures    the unit and combination of each benchmark-specific figure of the levels
 * @param repetition with {@code --repeat}: the launches, why repeating stopped and the precision each level reached;
 *                   absent for a single launch
 */
@JsonPropertyOrder({"benchmark", "version", "runId", "startedAt", "operation", "driver", "parts", "environment",
        "config", "figures", "priming", "repetition", "levels", "peak", "sweetSpot", "problems"})
public record RunResult(
        String benchmark,
        String version,
        String startedAt,
        String operation,
        Environment environment,
        RunConfig config,
        List<LevelResult> levels,
        @JsonInclude(JsonInclude.Include.NON_NULL) LevelMark peak,
        @JsonInclude(JsonInclude.Include.NON_NULL) LevelMark sweetSpot,
        List<String> problems,
        @JsonInclude(JsonInclude.Include.NON_NULL) Priming priming,
        @JsonInclude(JsonInclude.Include.NON_NULL) String runId,
        @JsonInclude(JsonInclude.Include.NON_NULL) DriverPart driver,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<MergedPart> parts,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, FigureKind> figures,
        @JsonInclude(JsonInclude.Include.NON_NULL) Repetition repetition) {

    public RunResult {
        levels = List.copyOf(levels);
        problems = problems == null ? List.of() : List.copyOf(problems);
        parts = parts == null ? List.of() : List.copyOf(parts);
        figures = figures == null ? Map.of() : Map.copyOf(figures);
    }

    /** A result of one driver without a run identity (results written before runs had one; tests). */
    public RunResult(String benchmark, String version, String startedAt, String operation, Environment environment,
                     RunConfig config, List<LevelResult> levels, LevelMark peak, LevelMark sweetSpot,
                     List<String> problems, Priming priming) {
        this(benchmark, version, startedAt, operation, environment, config, levels, peak, sweetSpot, problems, priming,
                null, null, null, null, null);
    }

    /** This result with one more problem listed. */
    public RunResult withProblem(String problem) {
        List<String> more = new java.util.ArrayList<>(problems);
        more.add(problem);
        return new RunResult(benchmark, version, startedAt, operation, environment, config, levels, peak, sweetSpot,
                more, priming, runId, driver, parts, figures, repetition);
    }

    /** This result as merged from {@code mergedParts}. */
    public RunResult withParts(List<MergedPart> mergedParts) {
        return new RunResult(benchmark, version, startedAt, operation, environment, config, levels, peak, sweetSpot,
                problems, priming, runId, driver, mergedParts, figures, repetition);
    }

    /** This result as repeated in launches, with how they went. */
    public RunResult withRepetition(Repetition launches) {
        return new RunResult(benchmark, version, startedAt, operation, environment, config, levels, peak, sweetSpot,
                problems, priming, runId, driver, parts, figures, launches);
    }

    /** How many JVM launches the figures come from: 1 for a single run. */
    public int launches() {
        return config == null ? 1 : Math.max(1, config.repeat());
    }

    /** True when the run finished with nothing to report: exit code 0. */
    public boolean clean() {
        return problems.isEmpty();
    }
}
