package io.igen.oltp.capacity;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import io.igen.core.result.RunResult;

import java.util.ArrayList;
import java.util.List;

/**
 * A whole capacity study, the content of {@code igen-capacity-<time>.json}: both sweeps as ordinary run results
 * (each readable as a {@code RunResult}) and the figures read from them. Written after every level, so the sweeps
 * are absent until they have run.
 *
 * @param benchmark  always {@code oltp-capacity}
 * @param startedAt  ISO-8601 instant
 * @param vertical   the thread levels on shard 0 alone, stream mode
 * @param horizontal the active-shard levels, paced
 * @param capacity   the figures; absent until the horizontal sweep has finished
 * @param problems   what went wrong in either sweep, each line prefixed with the sweep; empty for a clean study
 */
@JsonPropertyOrder({"benchmark", "version", "startedAt", "capacity", "vertical", "horizontal", "problems"})
public record CapacityResult(String benchmark, String version, String startedAt,
                             @JsonInclude(JsonInclude.Include.NON_NULL) RunResult vertical,
                             @JsonInclude(JsonInclude.Include.NON_NULL) RunResult horizontal,
                             @JsonInclude(JsonInclude.Include.NON_NULL) CapacityFigures capacity,
                             List<String> problems) {

    /** The {@code benchmark} of every capacity file. */
    public static final String BENCHMARK = "oltp-capacity";

    public CapacityResult {
        problems = problems == null ? List.of() : List.copyOf(problems);
    }

    /** A study before anything ran. */
    public static CapacityResult started(String version, String startedAt) {
        return new CapacityResult(BENCHMARK, version, startedAt, null, null, null, List.of());
    }

    /** This study with the vertical sweep so far. */
    public CapacityResult withVertical(RunResult run) {
        return new CapacityResult(benchmark, version, startedAt, run, horizontal, capacity, problemsOf(run, horizontal));
    }

    /** This study with the horizontal sweep so far. */
    public CapacityResult withHorizontal(RunResult run) {
        return new CapacityResult(benchmark, version, startedAt, vertical, run, capacity, problemsOf(vertical, run));
    }

    /** This study with its figures. */
    public CapacityResult withCapacity(CapacityFigures figures) {
        return new CapacityResult(benchmark, version, startedAt, vertical, horizontal, figures, problems);
    }

    /** True when neither sweep reported a problem. */
    public boolean clean() {
        return problems.isEmpty();
    }

    private static List<String> problemsOf(RunResult vertical, RunResult horizontal) {
        List<String> all = new ArrayList<>();
        if (vertical != null) {
            vertical.problems().forEach(problem -> all.add("vertical: " + problem));
        }
        if (horizontal != null) {
            horizontal.problems().forEach(problem -> all.add("horizontal: " + problem));
        }
        return all;
    }
}
