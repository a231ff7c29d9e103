package io.igen.core.cli;

import io.igen.core.launch.RepeatPolicy;
import io.igen.core.result.RunConfigBuilder;
import io.igen.core.result.RunDefaults;
import io.igen.core.workload.BadConfigurationException;
import picocli.CommandLine.Option;

/**
 * How many JVM launches measure a benchmark ({@code --repeat}), and how {@code --repeat auto} chooses: a section of
 * every benchmark command's {@code --help} ({@link BenchmarkCommand}); not offered where a command runs once (the
 * capacity study).
 */
public final class RepeatOptions {

    @Option(names = "--repeat", paramLabel = "N|auto", converter = Converters.Repeats.class,
            defaultValue = "" + RunDefaults.REPEAT,
            description = {"Run the whole benchmark in N fresh JVM launches, or with auto as many as it takes, and "
                    + "report per level each launch's sample, their mean and 95%% confidence intervals over the "
                    + "launches: the figures to publish and compare.",
                    "auto: at least 3 launches, then more until every level's throughput interval is within "
                            + "--target-precision, or until another launch would overrun --time-budget; the result "
                            + "says why it stopped and whether more launches or longer windows would tighten it.",
                    "The launch is the unit because what differs between launches (JIT outcomes, memory layout, the "
                            + "host's load) is invisible inside one. Default: ${DEFAULT-VALUE}: one launch, which "
                            + "describes a run but cannot decide a comparison. With --metrics-port, each launch serves "
                            + "its metrics on the port in turn."})
    private int repeat;

    @Option(names = "--target-precision", paramLabel = "PERCENT", converter = Converters.PositiveNumber.class,
            description = "With --repeat auto: the 95%% half width, in percent of the mean, that every level's "
                    + "throughput must reach. Default: " + RunDefaults.TARGET_PRECISION_PERCENT + " (two such runs compare to about ±4.3%%, inside compare's "
                    + "default tolerance of 5%%).")
    private Double targetPrecisionPercent;

    @Option(names = "--time-budget", paramLabel = "SPAN", converter = Converters.TimeSpan.class,
            description = "With --repeat auto: how long the launches may take together: seconds, or 90s, 20m, 1h. No "
                    + "launch starts that would overrun it (the first " + RepeatPolicy.AUTO_MINIMUM + " always run). Default: "
                    + RunDefaults.REPEAT_TIME_BUDGET_MINUTES + "m.")
    private Double timeBudgetSeconds;

    @Option(names = "--no-launch-cache", description = {"With --repeat: start every launch cold.",
            "By default, when the launches' JVM is JDK 25 or newer, one short unmeasured launch first trains its "
            + "ahead-of-time cache (classes and method profiles) and every measured launch starts from it: a default "
            + "OLTP launch about 0.9x as long, the same throughput. Older JVMs have none and start cold."})
    private boolean noLaunchCache;

    @Option(names = "--host-control", description = {"With --repeat: before each launch, time a fixed 2 s compute "
            + "loop, a 1 s dependent-load chase over 128 MB (memory latency) and a 1 s array copy (memory bandwidth) "
            + "on one thread of this JVM (idle while a launch runs), and sample the memory latency once a second "
            + "during each launch; report their spreads beside the launches' (launchCvPercent per level, "
            + "hostControl, hostMemory): a benchmark whose launches differ much more than the host does differs by "
            + "something of its own (JIT, GC, layout, the database), not by the machine."})
    private boolean hostControl;

    @Option(names = "--in-process", description = {"Measure in this JVM, as you started it: for a profiler, or JVM "
            + "settings of your own exactly.",
            "By default a run started from the command line measures in a JVM of its own, as every launch of --repeat "
                    + "and ab does, started with the heap fixed at its maximum and touched up front (-Xms equal to "
                    + "-Xmx, -XX:+AlwaysPreTouch, in transparent huge pages where the kernel offers them; a maximum, "
                    + "pre-touch or page option you give wins): a heap that grows during the run measures the "
                    + "collector's sizing of the day. The result records the settings "
                    + "(launchSettings)."})
    private boolean inProcess;

    /**
     * How many launches: {@code --repeat N}, or {@code --repeat auto} with its target precision and time budget.
     *
     * @throws BadConfigurationException when the target or the budget is given without {@code --repeat auto}, or the
     *                                    host control with one launch
     */
    RepeatPolicy policy() {
        if (repeat == 1 && hostControl) {
            throw new BadConfigurationException("--host-control times the host between launches, beside their spread: "
                    + "give it with --repeat N (2 or more) or --repeat auto; one launch has no spread to hold it "
                    + "against");
        }
        if (repeat != 0) {
            if (targetPrecisionPercent != null || timeBudgetSeconds != null) {
                throw new BadConfigurationException("--target-precision and --time-budget go with --repeat auto; with "
                        + "--repeat " + repeat + " the launches are counted, not chosen");
            }
            return RepeatPolicy.fixed(repeat);
        }
        if (targetPrecisionPercent != null && targetPrecisionPercent >= 50) {
            throw new BadConfigurationException("--target-precision " + targetPrecisionPercent + " is not a precision; "
                    + "give the half width in percent, like 3 for ±3%");
        }
        return RepeatPolicy.auto(targetPrecisionPercent == null ? RepeatPolicy.DEFAULT_TARGET_PRECISION
                : targetPrecisionPercent / 100, timeBudgetSeconds == null ? RepeatPolicy.DEFAULT_TIME_BUDGET_SECONDS
                : timeBudgetSeconds);
    }

    /** The configuration measured in as many launches as asked ({@code auto}: its first ones). */
    RunConfigBuilder applyTo(RunConfigBuilder config) {
        inProcess();
        return config.repeat(policy().auto() ? RepeatPolicy.AUTO_MINIMUM : repeat);
    }

    /**
     * Whether a single run measures in this JVM as started ({@code --in-process}).
     *
     * @throws BadConfigurationException with {@code --repeat} above 1 or auto, whose launches are fresh JVMs
     */
    boolean inProcess() {
        if (inProcess && repeat != 1) {
            throw new BadConfigurationException("--in-process measures one launch in this JVM; --repeat "
                    + (repeat == 0 ? "auto" : repeat) + " measures in fresh JVMs: give one of them");
        }
        return inProcess;
    }

    /** Whether the host's speed is timed before each launch ({@code --host-control}). */
    boolean hostControl() {
        return hostControl;
    }

    /** Whether {@code --repeat}'s launches may start from a trained ahead-of-time cache (JDK 25+). */
    boolean launchCache() {
        return !noLaunchCache;
    }
}
