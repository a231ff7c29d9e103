package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

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
 */
@JsonPropertyOrder({"benchmark", "version", "startedAt", "operation", "environment", "config", "priming", "levels",
        "peak", "sweetSpot", "problems"})
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
        @JsonInclude(JsonInclude.Include.NON_NULL) Priming priming) {

    public RunResult {
        levels = List.copyOf(levels);
        problems = problems == null ? List.of() : List.copyOf(problems);
    }

    /** This result with one more problem listed. */
    public RunResult withProblem(String problem) {
        List<String> more = new java.util.ArrayList<>(problems);
        more.add(problem);
        return new RunResult(benchmark, version, startedAt, operation, environment, config, levels, peak, sweetSpot,
                more, priming);
    }

    /** True when the run finished with nothing to report: exit code 0. */
    public boolean clean() {
        return problems.isEmpty();
    }
}
