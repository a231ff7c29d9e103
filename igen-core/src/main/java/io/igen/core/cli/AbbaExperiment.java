package io.igen.core.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.igen.core.compare.AlternatedComparison;
import io.igen.core.launch.ForkedRepeats;
import io.igen.core.launch.HostControl;
import io.igen.core.launch.LaunchCache;
import io.igen.core.launch.LaunchCommand;
import io.igen.core.launch.LaunchSeries;
import io.igen.core.launch.RepeatPolicy;
import io.igen.core.output.AlternatedText;
import io.igen.core.output.ResultFiles;
import io.igen.core.result.Alternation;
import io.igen.core.result.RunDefaults;
import io.igen.core.result.RunResult;
import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.ExitCode;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code ab --design abba}: A and B inside the same launches, window by window. Each launch runs the benchmark once,
 * every level's window cut into A B B A blocks, a command switching the machine or the database between the two
 * settings ({@link Alternation}); each block gives one ratio, and the verdict is over the blocks of all launches
 * ({@link AlternatedComparison}). For settings that need no JVM of their own: what a launch does to both alike (the
 * default OLTP run's launch spread, 2026-11-29) cancels.
 */
final class AbbaExperiment {

    /** ab's options for this design. */
    static final class Options {
        @Option(names = "--a-switch", paramLabel = "COMMAND",
                description = "With --design abba: a shell command (sh -c) that puts A in force while the launch "
                        + "runs, the launch's process id in IGEN_PID. Example: "
                        + "'benchmarks/known-effects/cpu-quota-switch.sh off'.")
        String switchToA;

        @Option(names = "--b-switch", paramLabel = "COMMAND",
                description = "With --design abba: the command that puts B in force. Examples: "
                        + "'benchmarks/known-effects/cpu-quota-switch.sh 1.9', \"psql -h 127.0.0.1 -U postgres -c "
                        + "'ALTER SYSTEM SET work_mem = 1024' -c 'SELECT pg_reload_conf()'\".")
        String switchToB;

        @Option(names = "--switch-every", paramLabel = "SECONDS", defaultValue = "" + RunDefaults.ABBA_SEGMENT_SECONDS,
                description = "With --design abba: the seconds of one segment; a block is A B B A, four segments. "
                        + "Default: ${DEFAULT-VALUE}.")
        int segmentSeconds;

        @Option(names = "--settle", paramLabel = "SECONDS", defaultValue = "" + RunDefaults.ABBA_SETTLE_SECONDS,
                description = "With --design abba: the seconds after each switch counted for neither side. "
                        + "Default: ${DEFAULT-VALUE}.")
        int settleSeconds;

        /** For the other designs: switches are bad input there. */
        void refuseWithoutTheDesign() {
            if (switchToA != null || switchToB != null) {
                throw new BadConfigurationException("--a-switch and --b-switch switch settings inside one launch: "
                        + "they need --design abba");
            }
        }

        /** @param sidesOwn whether a side has arguments, JVM options, a java, a jar or a launcher of its own */
        Alternation alternation(boolean sidesOwn) {
            if (sidesOwn) {
                throw new BadConfigurationException("--design abba runs A and B in the same JVM, switched by "
                        + "--a-switch and --b-switch; a side's own arguments, JVM options, java, jar or launcher need a "
                        + "launch of its own: use --design interleaved");
            }
            if (switchToA == null || switchToB == null) {
                throw new BadConfigurationException("--design abba switches between A and B inside each launch: give "
                        + "both --a-switch COMMAND and --b-switch COMMAND");
            }
            return BadConfigurationException.asBadInput(() -> new Alternation(switchToA, switchToB, segmentSeconds,
                    settleSeconds));
        }
    }

    private final Alternation alternation;
    private final RepeatPolicy policy;
    private final double tolerance;
    private final boolean hostControl;

    AbbaExperiment(Alternation alternation, RepeatPolicy policy, double tolerance, boolean hostControl) {
        this.alternation = alternation;
        this.policy = policy;
        this.tolerance = tolerance;
        this.hostControl = hostControl;
    }

    /**
     * Runs the launches (from a launch cache when {@code launchCache} and the JVM has one), then prints and writes the
     * verdicts; the exit code.
     */
    int run(LaunchCommand base, List<String> common, boolean launchCache, ResultFiles files, Path directory,
            PrintWriter out, PrintWriter err) throws IOException, InterruptedException {
        LaunchCommand command = command(base, common);
        List<LaunchCache> caches = LaunchCache.forSeries(launchCache, List.of(command), List.of("AB"), err);
        try {
            return run(command, caches.get(0), files, directory, out, err);
        } finally {
            caches.forEach(LaunchCache::close);
        }
    }

    /**
     * The launch command: the common one, told to alternate, with a window of {@link RunDefaults#ABBA_WINDOW_SECONDS}
     * unless the arguments give {@code --duration}.
     */
    private LaunchCommand command(LaunchCommand base, List<String> common) {
        List<String> more = new ArrayList<>(List.of("--alternate-a", alternation.switchToA(), "--alternate-b",
                alternation.switchToB(), "--alternate-every", Integer.toString(alternation.segmentSeconds()),
                "--alternate-settle", Integer.toString(alternation.settleSeconds())));
        if (common.stream().noneMatch(argument -> argument.equals("--duration")
                || argument.startsWith("--duration="))) {
            more.addAll(List.of("--duration", Integer.toString(RunDefaults.ABBA_WINDOW_SECONDS)));
        }
        return base.withMoreArguments(more);
    }

    private int run(LaunchCommand command, LaunchCache cache, ResultFiles files, Path directory, PrintWriter out, PrintWriter err) throws IOException, InterruptedException {
        LaunchSeries series = new LaunchSeries("AB", cache.applyTo(command), new ForkedRepeats(err), files, null,
                null);
        err.println("ab: launches " + (policy.auto() ? policy.describe() : "of " + policy.count()) + "; each one A and "
                + "B alternating inside every window: " + alternation.describe());
        List<RunResult> launches = new ArrayList<>();
        long start = System.nanoTime();
        Optional<String> stop = Optional.empty();
        double elapsed = 0;
        AlternatedComparison comparison = null;
        while (stop.isEmpty()) {
            if (hostControl) {
                series.hostControl(HostControl.measure());
            }
            series.launch("");
            launches.add(series.lastLaunch());
            comparison = AlternatedComparison.of(launches, tolerance);
            elapsed = (System.nanoTime() - start) / 1e9;
            Map<Integer, Double> precision = new LinkedHashMap<>();
            comparison.levels().forEach(level -> precision.put(level.level(), level.precision()));
            stop = policy.stopAfterAlternated(launches.size(), precision, elapsed, cache.trainingSeconds());
        }
        err.println("ab: stopped after " + launches.size() + " launches in " + Math.round(elapsed) + " s: "
                + stop.get());
        RunResult combined = series.finish(policy, elapsed, stop.get(), cache);
        out.print(AlternatedText.render(comparison, alternation, launches.size(), combined.operation() + "s/s",
                tolerance));
        for (int i = 0; i < launches.size(); i++) {
            for (String problem : launches.get(i).problems()) {
                out.println("PROBLEM in launch " + (i + 1) + ": " + problem);
            }
        }
        Path json = directory.resolve("comparison.json");
        new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(json.toFile(),
                Map.of("design", "abba", "alternation", alternation, "launches", launches.size(),
                        "levels", comparison.levels()));
        out.println("results: " + series.json() + ", " + json);
        out.flush();
        return combined.clean() ? ExitCode.OK : ExitCode.FAILED;
    }
}
