package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonPOJOBuilder;
import io.igen.core.workload.FigureKind;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A whole run: what was measured, on what, with which settings, and every level's figures. Made by
 * {@link RunHeader#result} during a run, or by name ({@link #builder()}); a copy with some parts changed is
 * {@code result.toBuilder().problems(...).build()}.
 */
@JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.ANY, getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE)
@JsonPropertyOrder({"benchmark", "version", "runId", "startedAt", "operation", "driver", "parts", "environment",
        "config", "figures", "priming", "repetition", "levels", "peak", "sweetSpot", "problems"})
@JsonDeserialize(builder = RunResult.Builder.class)
public final class RunResult {

    private final String benchmark;
    private final String version;
    private final String startedAt;
    private final String operation;
    private final Environment environment;
    private final RunConfig config;
    private final List<LevelResult> levels;
    @JsonInclude(JsonInclude.Include.NON_NULL)
    private final LevelMark peak;
    @JsonInclude(JsonInclude.Include.NON_NULL)
    private final LevelMark sweetSpot;
    private final List<String> problems;
    @JsonInclude(JsonInclude.Include.NON_NULL)
    private final Priming priming;
    @JsonInclude(JsonInclude.Include.NON_NULL)
    private final String runId;
    @JsonInclude(JsonInclude.Include.NON_NULL)
    private final DriverPart driver;
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    private final List<MergedPart> parts;
    @JsonInclude(JsonInclude.Include.NON_EMPTY)
    private final Map<String, FigureKind> figures;
    @JsonInclude(JsonInclude.Include.NON_NULL)
    private final Repetition repetition;

    private RunResult(Builder b) {
        benchmark = b.benchmark;
        version = b.version;
        startedAt = b.startedAt;
        operation = b.operation;
        environment = b.environment;
        config = b.config;
        levels = List.copyOf(b.levels);
        peak = b.peak;
        sweetSpot = b.sweetSpot;
        problems = b.problems == null ? List.of() : List.copyOf(b.problems);
        priming = b.priming;
        runId = b.runId;
        driver = b.driver;
        parts = b.parts == null ? List.of() : List.copyOf(b.parts);
        figures = b.figures == null ? Map.of() : Map.copyOf(b.figures);
        repetition = b.repetition;
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

    /** {@code cpu}, {@code ram} or {@code oltp}. */
    public String benchmark() {
        return benchmark;
    }

    /** The iGen version that produced it. */
    public String version() {
        return version;
    }

    /** When the run started, ISO-8601. */
    public String startedAt() {
        return startedAt;
    }

    /** What one operation is, singular ("fractal", "transaction"). */
    public String operation() {
        return operation;
    }

    /** The machine, OS, JVM and build that produced it. */
    public Environment environment() {
        return environment;
    }

    /** The settings of the run. */
    public RunConfig config() {
        return config;
    }

    /** Every finished level, in the order they ran. */
    public List<LevelResult> levels() {
        return levels;
    }

    /** The level with the highest throughput; null before any level has finished. */
    public LevelMark peak() {
        return peak;
    }

    /** The highest level within the SLA; null without an SLA or when no level meets it. */
    public LevelMark sweetSpot() {
        return sweetSpot;
    }

    /** What went wrong (errors over the limit, a failed check, an aborted level); empty for a clean run. */
    public List<String> problems() {
        return problems;
    }

    /** The JIT warm-up before the first level; null when there was none. */
    public Priming priming() {
        return priming;
    }

    /** The run this result is (a part of): {@code --run-id}, or generated. */
    public String runId() {
        return runId;
    }

    /** With several drivers, which one wrote this part and what it drove; null otherwise. */
    public DriverPart driver() {
        return driver;
    }

    /** In a merged result, the parts it was merged from; empty otherwise. */
    public List<MergedPart> parts() {
        return parts;
    }

    /** The unit and combination of each benchmark-specific figure of the levels. */
    public Map<String, FigureKind> figures() {
        return figures;
    }

    /** With {@code --repeat}: the launches, why repeating stopped and the precision each level reached; else null. */
    public Repetition repetition() {
        return repetition;
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
            return new RunResult(this);
        }
    }
}
