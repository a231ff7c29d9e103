package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

import java.util.List;

/**
 * How a repeated run ({@code --repeat N} or {@code --repeat auto}) was repeated: the JVM launches it took, why it
 * stopped, the precision each level reached and what would tighten it. In JSON one flat object: {@code mode},
 * {@code launches}, the goal's figures, the outcome's, {@code launchCache}, {@code levels}.
 *
 * @param mode        {@code fixed} (N launches) or {@code auto} (launches until precise, within a budget)
 * @param launches    the launches run, each a fresh JVM
 * @param goal        with {@code auto}: what the launches aimed for and could take; its figures absent with
 *                    {@code fixed}
 * @param outcome     the time the launches took and why no further one ran
 * @param launchCache the ahead-of-time cache the launches started from (JDK 25+), or why they started cold
 * @param levels      per level, the precision reached and where the variance came from
 * @param hostControl the host's own speed before each launch, with {@code --host-control}; absent without
 * @param hostMemory  the host's memory before and during each launch, with {@code --host-control}; absent without
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Repetition(String mode, int launches, @JsonUnwrapped AutoGoal goal, @JsonUnwrapped Outcome outcome,
                         String launchCache, List<LevelRepetition> levels, HostControl hostControl,
                         HostMemory hostMemory) {

    public Repetition {
        goal = goal == null ? AutoGoal.NONE : goal;
        levels = levels == null ? List.of() : List.copyOf(levels);
    }

    /** A repetition without a host control. */
    public Repetition(String mode, int launches, AutoGoal goal, Outcome outcome, String launchCache,
                      List<LevelRepetition> levels) {
        this(mode, launches, goal, outcome, launchCache, levels, null, null);
    }

    /**
     * The host's own speed, measured before each launch ({@code --host-control}): beside each level's
     * {@code launchCvPercent}, whether the benchmark's launches differ more than the machine does.
     *
     * @param what      what was measured, and in which unit
     * @param samples   one per launch (in {@code ab}, one per round, the same for both sides), in order
     * @param cvPercent their coefficient of variation, in percent; absent below two samples
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record HostControl(String what, List<Double> samples, Double cvPercent) {

        public HostControl {
            samples = List.copyOf(samples);
        }
    }

    /**
     * The host's memory, measured with {@code --host-control} beside the compute loop ({@link HostControl}): a
     * benchmark that feels the caches and the memory bus (a database transaction) is held against these, not only
     * against a loop in registers.
     *
     * @param latency               nanoseconds per dependent load that misses the caches, before each launch
     * @param bandwidth             gigabytes per second one thread reads and writes, before each launch
     * @param latencyDuringLaunches the latency sampled once a second while each launch ran: one sample per launch,
     *                              the mean of its seconds (each launch's seconds are in its folder)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record HostMemory(HostControl latency, HostControl bandwidth, HostControl latencyDuringLaunches) {
    }

    /**
     * What {@code --repeat auto} was asked; both figures null with {@code --repeat N}.
     *
     * @param targetPrecisionPercent the 95 % half width asked of every level's throughput, in percent of its mean
     * @param timeBudgetSeconds      the time the launches could take
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record AutoGoal(Double targetPrecisionPercent, Double timeBudgetSeconds) {

        /** No goal: a fixed number of launches. */
        public static final AutoGoal NONE = new AutoGoal(null, null);
    }

    /**
     * How the launches went.
     *
     * @param wallSeconds       the time all launches took
     * @param meanLaunchSeconds the time one launch took on average, start to exit
     * @param stoppedBecause    why no further launch ran
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Outcome(double wallSeconds, double meanLaunchSeconds, String stoppedBecause) {
    }

    /**
     * One level of a repeated run.
     *
     * @param precisionPercent    the 95 % half width of the throughput's interval over launches, in percent of the mean;
     *                            absent below two launches
     * @param launchSharePercent  of the variance of one launch's figure, the part the launches themselves add (the
     *                            rest is the noise inside each window); absent below two launches
     * @param optimalWindowSeconds the measurement window that would reach a given precision at least cost (Kalibera &
     *                            Jones); absent when launches add no detectable variance
     * @param advice              what would tighten the interval: more launches or longer windows
     * @param drift               when the launches' throughput rises or falls launch after launch (Mann-Kendall, 5 %),
     *                            what that says; absent otherwise
     * @param launchCvPercent     the coefficient of variation of the launches' throughput, in percent: the launch
     *                            spread, beside the host's ({@link HostControl}); absent below two launches
     * @param detectableChangePercent the smallest difference, in percent, that a comparison of these launches with
     *                            another series like them would call higher or lower, with 80 % power
     *                            ({@link io.igen.core.stats.DetectableEffect}); absent below two launches
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record LevelRepetition(int level, Double precisionPercent, Double launchSharePercent,
                                  Double optimalWindowSeconds, String advice, String drift, Double launchCvPercent,
                                  Double detectableChangePercent) {

        /** A level without its launch spread. */
        public LevelRepetition(int level, Double precisionPercent, Double launchSharePercent,
                               Double optimalWindowSeconds, String advice, String drift) {
            this(level, precisionPercent, launchSharePercent, optimalWindowSeconds, advice, drift, null, null);
        }
    }
}
