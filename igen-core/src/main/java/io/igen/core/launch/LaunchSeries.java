package io.igen.core.launch;

import io.igen.core.merge.LaunchDimensioning;
import io.igen.core.merge.RepeatedRuns;
import io.igen.core.report.ResultFiles;
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

    private final String name;
    private final LaunchCommand command;
    private final ForkedRepeats forks;
    private final ResultFiles files;
    private final RunHeader header;
    private final RunConfig config;
    private final List<RunResult> launches = new ArrayList<>();
    private final List<Double> hostControl = new ArrayList<>();
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
        int index = launches.size() + 1;
        Path directory = files.repeatsDirectory().resolve("launch-" + index);
        RunResult result = forks.run(command, name + " " + index + detail, directory);
        launches.add(result);
        RunHeader combinedHeader = header != null ? header : new RunHeader(result.benchmark(), result.operation(),
                result.environment(), result.startedAt(), new RunIdentity(result.runId(), null), result.figures());
        combined = RepeatedRuns.combine(combinedHeader, config != null ? config : result.config(), launches);
        files.write(combined);
    }

    /** Records the host's speed before a launch ({@link HostControl}). */
    public void hostControl(double sample) {
        hostControl.add(sample);
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
        if (hostControl.isEmpty()) {
            return null;
        }
        double[] samples = hostControl.stream().mapToDouble(Double::doubleValue).toArray();
        return new Repetition.HostControl(HostControl.DESCRIPTION,
                hostControl.stream().map(sample -> Math.round(sample * 10) / 10.0).toList(),
                samples.length < 2 ? null : Math.round(1e4 * MeanEstimate.of(samples).coefficientOfVariation()) / 100.0);
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
                cache.describe(), LaunchDimensioning.of(combined, launches, perLaunch), hostControl())).build();
        files.finish(combined);
        return combined;
    }
}
