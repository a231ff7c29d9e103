package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonPOJOBuilder;
import io.igen.core.workload.FigureKind;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A whole run: what was measured, on what, with which settings, and every level's figures. Made by
 * {@link RunHeader#result} during a run, or by name ({@link #builder()}); a copy with some parts changed is
 * {@code result.toBuilder().problems(...).build()}.
 *
 * @param benchmark   {@code cpu}, {@code ram} or {@code oltp}
 * @param version     the iGen version that produced it
 * @param startedAt   when the run started, ISO-8601
 * @param operation   what one operation is, singular ("fractal", "transaction")
 * @param environment the machine, OS, JVM and build that produced it
 * @param config      the settings of the run
 * @param levels      every finished level, in the order they ran
 * @param peak        the level with the highest throughput; null before any level has finished
 * @param sweetSpot   the highest level within the SLA; null without an SLA or when no level meets it
 * @param problems    what went wrong (errors over the limit, a failed check, an aborted level); empty for a clean run
 * @param priming     the JIT warm-up before the first level; null when there was none
 * @param runId       the run this result is (a part of): {@code --run-id}, or generated
 * @param driver      with several drivers, which one wrote this part and what it drove; null otherwise
 * @param parts       in a merged result, the parts it was merged from; empty otherwise
 * @param figures     the unit and combination of each benchmark-specific figure of the levels
 * @param repetition  with {@code --repeat}: the launches, why repeating stopped and the precision each level reached;
 *                    else null
 */
@JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.ANY, getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE)
@JsonPropertyOrder({"benchmark", "version", "runId", "startedAt", "operation", "driver", "parts", "environment",
        "config", "figures", "priming", "repetition", "levels", "peak", "sweetSpot", "problems"})
@JsonDeserialize(builder = RunResult.Builder.class)
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

    /** The parts as given, lists and maps copied (the figures in the order of their names), none left null. */
    public RunResult {
        levels = List.copyOf(levels);
        problems = problems == null ? List.of() : List.copyOf(problems);
        parts = parts == null ? List.of() : List.copyOf(parts);
        figures = figures == null ? Map.of() : Collections.unmodifiableMap(new TreeMap<>(figures));
    }

    /** A result with nothing in it yet: name each part. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding every part of this result, to change some by name. */
    public Builder toBuilder() {
        return new Builder().benchmark(benchmark).version(version).startedAt(startedAt).operation(operation)
                .environment(environment).config(config).levels(levels).peak(peak).sweetSpot(sweetSpot)
                .problems(problems).priming(priming).runId(runId).driver(driver).parts(parts).figures(figures)
                .repetition(repetition);
    }

    /** This result with one more problem listed. */
    public RunResult withProblem(String problem) {
        List<String> more = new ArrayList<>(problems);
        more.add(problem);
        return toBuilder().problems(more).build();
    }

    /** How many JVM launches the figures come from: 1 for a single run. */
    public int launches() {
        return config == null ? 1 : Math.max(1, config.repeat());
    }

    /** True when the run finished with nothing to report: exit code 0. */
    public boolean clean() {
        return problems.isEmpty();
    }

    @Override
    public String toString() {
        return "RunResult[" + benchmark + " " + runId + " " + startedAt + ", " + levels.size() + " levels, problems="
                + problems + "]";
    }

    /** The parts of a result by name; those not named are empty or null. */
    @JsonPOJOBuilder(withPrefix = "")
    public static final class Builder {
        private String benchmark;
        private String version;
        private String startedAt;
        private String operation;
        private Environment environment;
        private RunConfig config;
        private List<LevelResult> levels = List.of();
        private LevelMark peak;
        private LevelMark sweetSpot;
        private List<String> problems;
        private Priming priming;
        private String runId;
        private DriverPart driver;
        private List<MergedPart> parts;
        private Map<String, FigureKind> figures;
        private Repetition repetition;

        private Builder() {
        }

        public Builder benchmark(String name) {
            this.benchmark = name;
            return this;
        }

        public Builder version(String igenVersion) {
            this.version = igenVersion;
            return this;
        }

        public Builder startedAt(String isoInstant) {
            this.startedAt = isoInstant;
            return this;
        }

        public Builder operation(String singular) {
            this.operation = singular;
            return this;
        }

        public Builder environment(Environment environment) {
            this.environment = environment;
            return this;
        }

        public Builder config(RunConfig config) {
            this.config = config;
            return this;
        }

        public Builder levels(List<LevelResult> levels) {
            this.levels = levels;
            return this;
        }

        public Builder peak(LevelMark peak) {
            this.peak = peak;
            return this;
        }

        public Builder sweetSpot(LevelMark sweetSpot) {
            this.sweetSpot = sweetSpot;
            return this;
        }

        public Builder problems(List<String> problems) {
            this.problems = problems;
            return this;
        }

        public Builder priming(Priming priming) {
            this.priming = priming;
            return this;
        }

        public Builder runId(String runId) {
            this.runId = runId;
            return this;
        }

        public Builder driver(DriverPart driver) {
            this.driver = driver;
            return this;
        }

        public Builder parts(List<MergedPart> parts) {
            this.parts = parts;
            return this;
        }

        public Builder figures(Map<String, FigureKind> figures) {
            this.figures = figures;
            return this;
        }

        public Builder repetition(Repetition repetition) {
            this.repetition = repetition;
            return this;
        }

        public RunResult build() {
            return new RunResult(benchmark, version, startedAt, operation, environment, config, levels, peak,
                    sweetSpot, problems, priming, runId, driver, parts, figures, repetition);
        }
    }
}
