package io.igen.oltp.tools.capacity;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.igen.core.result.RunResult;

import java.util.ArrayList;
import java.util.List;

/**
 * A whole capacity study, the content of {@code igen-capacity-<time>.json}: both sweeps as ordinary run results
 * (each readable as a {@code RunResult}) and the figures read from them. Written after every level, so the sweeps
 * are absent until they have run. In JSON one flat object: {@code benchmark, version, startedAt, capacity,
 * vertical, horizontal, problems}.
 *
 * @param benchmark always {@code oltp-capacity}
 * @param version   the iGen version that ran the study
 * @param startedAt ISO-8601 instant
 * @param sweeps    the two sweeps, each absent until it has run
 * @param capacity  the figures; absent until the horizontal sweep has finished
 * @param problems  what went wrong in either sweep, each line prefixed with the sweep; empty for a clean study
 */
@JsonPropertyOrder({"benchmark", "version", "startedAt", "capacity", "sweeps", "problems"})
public record CapacityResult(String benchmark, String version, String startedAt, @JsonUnwrapped Sweeps sweeps,
                             @JsonInclude(JsonInclude.Include.NON_NULL) CapacityFigures capacity,
                             List<String> problems) {

    /** The {@code benchmark} of every capacity file. */
    public static final String BENCHMARK = "oltp-capacity";

    public CapacityResult {
        sweeps = sweeps == null ? Sweeps.NONE : sweeps;
        problems = problems == null ? List.of() : List.copyOf(problems);
    }

    /** A study before anything ran. */
    public static CapacityResult started(String version, String startedAt) {
        return new CapacityResult(BENCHMARK, version, startedAt, Sweeps.NONE, null, List.of());
    }

    /** This study with the vertical sweep so far. */
    public CapacityResult withVertical(RunResult run) {
        return withSweeps(new Sweeps(run, sweeps.horizontal()));
    }

    /** This study with the horizontal sweep so far. */
    public CapacityResult withHorizontal(RunResult run) {
        return withSweeps(new Sweeps(sweeps.vertical(), run));
    }

    /** This study with its figures. */
    public CapacityResult withCapacity(CapacityFigures figures) {
        return new CapacityResult(benchmark, version, startedAt, sweeps, figures, problems);
    }

    /** True when neither sweep reported a problem. */
    public boolean clean() {
        return problems.isEmpty();
    }

    private CapacityResult withSweeps(Sweeps both) {
        return new CapacityResult(benchmark, version, startedAt, both, capacity, both.problems());
    }

    /**
     * The study's two sweeps.
     *
     * @param vertical   the thread levels on shard 0 alone, stream mode
     * @param horizontal the active-shard levels, paced
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Sweeps(RunResult vertical, RunResult horizontal) {

        /** Before either sweep has run. */
        public static final Sweeps NONE = new Sweeps(null, null);

        /** The problems of both sweeps, each prefixed with its sweep. */
        List<String> problems() {
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
}
