package io.igen.core.launch;

import io.igen.core.merge.LaunchDimensioning;
import io.igen.core.merge.RepeatedRuns;
import io.igen.core.output.ResultFiles;
import io.igen.core.result.Repetition;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunIdentity;
import io.igen.core.result.RunResult;
import io.igen.core.stats.MeanEstimate;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The launches of one configuration, each a fresh JVM, combined after every launch into one result (per level a
 * sample per launch, intervals over launches) and written to its files, so that an interrupted series keeps what it
 * measured. {@code --repeat} runs one series; {@code ab} runs two, interleaved.
 */
public final class LaunchSeries {

    /** Each watched launch's seconds of host memory latency, in its folder ({@link LaunchMemoryWatch}). */
    static final String HOST_MEMORY_FILE = "host-memory.csv";
    private static final String LATENCY_DURING = "the memory latency (as before each launch, "
            + LaunchMemoryWatch.BURST_LOADS + " loads a second, in the watching thread's CPU time) while each launch "
            + "ran, the mean of its seconds, ns per load";

    private final String name;
    private final LaunchCommand command;
    private final ForkedRepeats forks;
    private final ResultFiles files;
    private final RunHeader header;
    private final RunConfig config;
    private final List<RunResult> launches = new ArrayList<>();
    private final List<HostControl.Sample> hostControl = new ArrayList<>();
    private final List<Double> latencyDuringLaunches = new ArrayList<>();
    /** Whether the next launch runs with the host's memory watched: it had a host control before it. */
    private boolean watchNext;
    private RunResult combined;

    /**
     * @param name   what the terminal calls a launch of it ("launch", "A")
     * @param header what identifies the combined result; null to take it from the first launch (its JVM and host)
     * @param config the configuration recorded; null to take it from the first launch
     */
    public LaunchSeries(String name, LaunchCommand command, ForkedRepeats forks, ResultFiles files, RunHeader header,
                 RunConfig config) {
        this.name = name;
        this.command = command;
        this.forks = forks;
        this.files = files;
        this.header = header;
        this.config = config;
    }

    /** Runs the next launch, then combines and writes all launches so far. */
    public void launch(String detail) throws IOException, InterruptedException {
        launch(detail, command);
    }

    /** Runs the next launch with this round's variant of the series' command ({@link #command()}). */
    public void launch(String detail, LaunchCommand command) throws IOException, InterruptedException {
        int index = launches.size() + 1;
        Path directory = files.repeatsDirectory().resolve("launch-" + index);
        RunResult result;
        if (watchNext) {
            try (LaunchMemoryWatch watch = LaunchMemoryWatch.start()) {
                result = forks.run(command, name + " " + index + detail, directory);
                watch.close();
                watch.write(directory.resolve(HOST_MEMORY_FILE));
                latencyDuringLaunches.add(watch.meanNanosPerLoad());
            }
            watchNext = false;
        } else {
            result = forks.run(command, name + " " + index + detail, directory);
        }
        launches.add(result);
        RunHeader combinedHeader = header != null ? header : new RunHeader(result.benchmark(), result.operation(),
                result.environment(), result.startedAt(), new RunIdentity(result.runId(), null), result.figures());
        combined = RepeatedRuns.combine(combinedHeader, config != null ? config : result.config(), launches);
        files.write(combined);
    }

    /**
     * Records the host's speed before a launch ({@link HostControl}), and watches its memory during the next launch
     * ({@link LaunchMemoryWatch}).
     */
    public void hostControl(HostControl.Sample sample) {
        hostControl(sample, true);
    }

    /**
     * Records the host's speed before a launch; {@code watch}: whether to watch its memory during the next launch too
     * (not in a duet, where the watching thread would take its CPU from one side).
     */
    public void hostControl(HostControl.Sample sample, boolean watch) {
        hostControl.add(sample);
        watchNext = watch;
    }

    /** The command each launch runs, unless a round varies it. */
    public LaunchCommand command() {
        return command;
    }

    /** The last launch's own result (null before the first). */
    public RunResult lastLaunch() {
        return launches.isEmpty() ? null : launches.get(launches.size() - 1);
    }

    /** The launches so far, combined (null before the first). */
    public RunResult combined() {
        return combined;
    }

    /** The combined result's JSON file. */
    public Path json() {
        return files.json();
    }

    private Repetition.HostControl hostControl() {
        return hostControl.isEmpty() ? null : control(HostControl.COMPUTE,
                hostControl.stream().map(HostControl.Sample::computeMillionsPerSecond).toList());
    }

    private Repetition.HostMemory hostMemory() {
        if (hostControl.isEmpty()) {
            return null;
        }
        return new Repetition.HostMemory(
                control(HostControl.LATENCY, hostControl.stream().map(HostControl.Sample::memoryNanosPerLoad).toList()),
                control(HostControl.BANDWIDTH,
                        hostControl.stream().map(HostControl.Sample::memoryGigabytesPerSecond).toList()),
                latencyDuringLaunches.isEmpty() ? null : control(LATENCY_DURING, latencyDuringLaunches));
    }

    /** A yardstick's samples, rounded for the file, with their coefficient of variation. */
    static Repetition.HostControl control(String what, List<Double> samples) {
        double[] values = samples.stream().mapToDouble(Double::doubleValue).toArray();
        return new Repetition.HostControl(what, samples.stream().map(sample -> Math.round(sample * 100) / 100.0)
                .toList(), values.length < 2 ? null
                : Math.round(1e4 * MeanEstimate.of(values).coefficientOfVariation()) / 100.0);
    }

    public int size() {
        return launches.size();
    }

    /**
     * Records how the series was repeated and why it stopped, and writes the final files (with the HTML report).
     *
     * @param wallSeconds the time this series' measured launches took
     * @param cache       the launch cache its launches used, or why none
     * @return the final combined result
     */
    public RunResult finish(RepeatPolicy policy, double wallSeconds, String stoppedBecause, LaunchCache cache)
            throws IOException {
        double perLaunch = wallSeconds / launches.size();
        Repetition.AutoGoal goal = policy.auto() ? new Repetition.AutoGoal(100 * policy.targetPrecision(),
                policy.timeBudgetSeconds()) : Repetition.AutoGoal.NONE;
        Repetition.Outcome outcome = new Repetition.Outcome(Math.round(wallSeconds * 10) / 10.0,
                Math.round(perLaunch * 10) / 10.0, stoppedBecause);
        combined = combined.toBuilder().repetition(new Repetition(policy.mode(), launches.size(), goal, outcome,
                cache.describe(), LaunchDimensioning.of(combined, launches, perLaunch), hostControl(), hostMemory()))
                .build();
        files.finish(combined);
        return combined;
    }
}
