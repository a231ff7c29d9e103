package io.igen.core.cli;

import io.igen.core.compare.Comparison;
import io.igen.core.compare.IncomparableRunsException;
import io.igen.core.compare.ResultFileException;
import io.igen.core.compare.ResultFileReader;
import io.igen.core.launch.Duet;
import io.igen.core.launch.ForkedRepeats;
import io.igen.core.launch.HostControl;
import io.igen.core.launch.LaunchCache;
import io.igen.core.launch.LaunchCommand;
import io.igen.core.launch.LaunchSeries;
import io.igen.core.launch.RepeatPolicy;
import io.igen.core.output.ComparisonJson;
import io.igen.core.output.ComparisonReport;
import io.igen.core.output.ComparisonText;
import io.igen.core.report.ConsoleTable;
import io.igen.core.output.ResultFiles;
import io.igen.core.output.RoundShareLine;
import io.igen.core.result.RunDefaults;
import io.igen.core.result.RunResult;
import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.ExitCode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

/**
 * {@code ab}: two configurations of a benchmark compared on one machine as randomized interleaved launches (Abedi &
 * Brecht, ICPE 2017): in each round A and B each run one launch in a fresh JVM, in an order drawn at random, so that a
 * host that drifts (other load, thermal state, a database growing) drifts under both alike instead of under whichever
 * ran second. Each side's launches are combined into a result of its own; the two are then compared with intervals
 * over launches, as {@code compare} does.
 */
@Command(name = "ab", mixinStandardHelpOptions = true, versionProvider = IgenVersion.class, sortOptions = false,
        usageHelpAutoWidth = true,
        description = {"Compares two configurations of this benchmark on this machine: launches of A and B alternate, "
                + "each round in a random order, each launch a fresh JVM; then each side's launches are combined and "
                + "the two compared (ratio per level with its 95%% interval over launches, and a verdict).",
                "A side can differ in its arguments (--a/--b), JVM options, java binary, jar, or a launcher command "
                        + "in front of java (taskset, a script that enters a cgroup). Arguments after -- go to both.",
                "Example: igen-cpu ab --b-jvm '-XX:+UseParallelGC' -- --threads 1,2 --warmup 3 --duration 5",
                ""},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:both sides ran cleanly", "1:a launch reported a problem (see the results), or ended without a result "
                        + "(the message ends with its last lines)",
                "2:bad input, a launch rejected its arguments, or the sides' first launches ran different work"})
public final class AbCommand implements Callable<Integer> {

    @Option(names = "--a", paramLabel = "ARGS", description = "Arguments only A's launches get, after the common ones.")
    private String aArguments;

    @Option(names = "--b", paramLabel = "ARGS", description = "Arguments only B's launches get, after the common ones.")
    private String bArguments;

    @Option(names = "--a-jvm", paramLabel = "OPTIONS", description = "JVM options for A's launches, e.g. '-Xmx2g'.")
    private String aJvm;

    @Option(names = "--b-jvm", paramLabel = "OPTIONS", description = "JVM options for B's launches.")
    private String bJvm;

    @Option(names = "--a-java", paramLabel = "PATH", description = "The java binary of A's launches. Default: this one.")
    private String aJava;

    @Option(names = "--b-java", paramLabel = "PATH", description = "The java binary of B's launches. Default: this one.")
    private String bJava;

    @Option(names = "--a-jar", paramLabel = "JAR", description = "Run A from another jar (java -jar JAR). Default: this one.")
    private Path aJar;

    @Option(names = "--b-jar", paramLabel = "JAR", description = "Run B from another jar. Default: this one.")
    private Path bJar;

    @Option(names = "--a-launcher", paramLabel = "COMMAND",
            description = "A command A's launches start under, in front of java: 'taskset -c 0', 'nice -n 10', "
                    + "'cgexec -g cpu:capped'.")
    private String aLauncher;

    @Option(names = "--b-launcher", paramLabel = "COMMAND", description = "A command B's launches start under.")
    private String bLauncher;

    @Option(names = "--design", paramLabel = "interleaved|duet|abba", defaultValue = "interleaved",
            description = {"interleaved: A and B launched one after the other, each on the whole machine, in a random "
                    + "order each round. duet: A and B launched at once, each pinned to half of the CPUs (taskset), "
                    + "their levels started together (--start-at, so iGenOLTP only; a fixed --warmup, "
                    + RunDefaults.DUET_WARMUP_SECONDS + " s unless given), the halves swapped every round, ratios "
                    + "judged pair by pair: what the host does during a round falls on both. A duet measures half a "
                    + "machine, and both sides share its memory and caches: use it to compare settings, not to size "
                    + "a machine; and where the CPUs are shared with other tenants (a VM), a host that slows one CPU "
                    + "at a time makes pairs spread more than launches do.", "abba: A and B in the same launches, "
                    + "every window cut into A B B A blocks (--switch-every), --a-switch and --b-switch putting each "
                    + "in force, each block's ratio a pair: what a launch does to both (its JIT state, its data "
                    + "layout) cancels. For settings that need no JVM of their own (a database setting applied at run "
                    + "time, a CPU quota); a level's window is " + RunDefaults.ABBA_WINDOW_SECONDS + " s unless "
                    + "--duration is given; --launches auto runs 2 launches at least.", "Default: ${DEFAULT-VALUE}."})
    private String design;

    @Mixin
    private AbbaExperiment.Options abba = new AbbaExperiment.Options();

    @Option(names = "--duet-lead", paramLabel = "SECONDS", converter = Converters.PositiveNumber.class,
            defaultValue = "" + RunDefaults.DUET_LEAD_SECONDS,
            description = "With --design duet: seconds from a round's launches to their first level, for starting, "
                    + "loading and priming on half the CPUs (priming is cut short there; a launch still loading then "
                    + "is reported late, one not started is refused). Default: ${DEFAULT-VALUE}.")
    private double duetLeadSeconds;

    @Option(names = "--launches", paramLabel = "N|auto", converter = Converters.Repeats.class, defaultValue = "auto",
            description = {"Launches of each side. auto: at least 3 rounds, then more until every level of both "
                    + "sides is within --target-precision (in a duet: every level's ratio of B to A, judged pair by "
                    + "pair), or until another round would overrun --time-budget.",
                    "Default: ${DEFAULT-VALUE}."})
    private int launches;

    @Option(names = "--target-precision", paramLabel = "PERCENT", converter = Converters.PositiveNumber.class,
            defaultValue = "" + RunDefaults.TARGET_PRECISION_PERCENT, description = "With --launches auto: the 95%% half width every level of each side must "
                    + "reach, in percent. Default: ${DEFAULT-VALUE}.")
    private double targetPrecisionPercent;

    @Option(names = "--time-budget", paramLabel = "SPAN", converter = Converters.TimeSpan.class,
            defaultValue = RunDefaults.AB_TIME_BUDGET_MINUTES + "m",
            description = "With --launches auto: how long both sides' launches may take together: seconds, or 90s, "
                    + "20m, 1h. Default: ${DEFAULT-VALUE}.")
    private double timeBudgetSeconds;

    @Option(names = "--tolerance", paramLabel = "PERCENT", converter = Converters.PositiveNumber.class,
            defaultValue = "" + RunDefaults.SAME_TOLERANCE_PERCENT, description = "The verdict is 'same' only when the "
                    + "ratio's whole interval lies within "
                    + "this many percent of 1. Default: ${DEFAULT-VALUE}.")
    private double tolerancePercent;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the random order of each round, to repeat an "
            + "experiment exactly. Default: random (printed).")
    private Long seed;

    @Option(names = "--no-launch-cache", description = "Start every launch cold. By default, when both sides' JVMs "
            + "are JDK 25 or newer, each side first trains its ahead-of-time cache with one short unmeasured launch, "
            + "and its launches start from it (shorter launches); when either side's JVM is older, neither side uses "
            + "one, so that the cache is never the difference measured.")
    private boolean noLaunchCache;

    @Option(names = "--host-control", description = "Before each round, time a fixed 2 s compute loop, a 1 s "
            + "dependent-load chase over 128 MB and a 1 s array copy on one thread of this JVM, sample the memory "
            + "latency once a second during each launch, and report their spreads beside each side's launch spread "
            + "(hostControl, hostMemory, launchCvPercent): whether the launches differ more than the machine does.")
    private boolean hostControl;

    @Option(names = "--out", paramLabel = "DIR", defaultValue = RunDefaults.OUT_DIRECTORY,
            description = "Where the experiment's folder goes: both sides' results, their launches and the comparison. "
                    + "Default: ${DEFAULT-VALUE}/.")
    private Path outDirectory;

    @Parameters(paramLabel = "ARGS", arity = "0..*", description = "The benchmark's arguments for both sides (after --).")
    private List<String> common = new ArrayList<>();

    @Spec
    private CommandSpec spec;

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String benchmark = spec.parent().name().replaceFirst("^igen-", "");
        RepeatPolicy policy = launches == 0 ? RepeatPolicy.auto(targetPrecisionPercent / 100, timeBudgetSeconds)
                : RepeatPolicy.fixed(launches);
        long orderSeed = seed != null ? seed : new Random().nextLong();
        ZonedDateTime startedAt = ZonedDateTime.now();
        Path directory = outDirectory.resolve("igen-" + benchmark + "-ab-" + STAMP.format(startedAt));
        Object benchmarkCommand = spec.parent().userObject();
        LaunchCommand base = BenchmarkCommand.withCollectorOf(benchmarkCommand,
                LaunchCommand.ofThisJvm(benchmarkCommand.getClass(), common));
        if (design.equals("abba")) {
            boolean sidesOwn = Stream.of(aArguments, bArguments, aJvm, bJvm, aJava, bJava, aJar, bJar, aLauncher,
                    bLauncher).anyMatch(Objects::nonNull);
            return new AbbaExperiment(abba.alternation(sidesOwn), policy, tolerancePercent / 100, hostControl)
                    .run(base, common, !noLaunchCache, files(directory, benchmark + "-abba", startedAt), directory,
                            out, err);
        }
        abba.refuseWithoutTheDesign();
        Duet duet = Duet.ofDesign(design, spec.parent().findOption("--start-at") != null, spec.parent().name(),
                duetLeadSeconds).orElse(null);
        List<LaunchCommand> commands = List.of(SideCommand.of(base, aArguments, aJvm, aJava, aJar, aLauncher),
                SideCommand.of(base, bArguments, bJvm, bJava, bJar, bLauncher));
        List<LaunchCache> caches = LaunchCache.forSeries(!noLaunchCache, commands, List.of("A", "B"), err);
        try {
            ForkedRepeats forks = new ForkedRepeats(err, duet == null);
            List<LaunchSeries> sides = List.of(
                    new LaunchSeries("A", caches.get(0).applyTo(commands.get(0)), forks,
                            files(directory, benchmark + "-A", startedAt), null, null),
                    new LaunchSeries("B", caches.get(1).applyTo(commands.get(1)), forks,
                            files(directory, benchmark + "-B", startedAt), null, null));
            double training = caches.stream().mapToDouble(LaunchCache::trainingSeconds).sum();
            Random order = new Random(orderSeed);
            // drawn only for a duet, so that an interleaved experiment's seed gives the order it always gave
            boolean aStartsOnFirstHalf = duet != null && order.nextBoolean();
            err.println("ab: rounds " + (policy.auto() ? policy.describe() : "of " + launches) + "; " + (duet == null
                    ? "each round A and B in random order" : "each round A and B at once (duet), on CPUs "
                    + Duet.list(duet.halves().get(0)) + " and " + Duet.list(duet.halves().get(1)) + " in turn, levels "
                    + Math.round(duet.leadSeconds()) + " s after the start") + " (seed " + orderSeed + ")");
            long start = System.nanoTime();
            Optional<String> stop = Optional.empty();
            double elapsed = 0;
            for (int round = 1; stop.isEmpty(); round++) {
                if (hostControl) {
                    HostControl.Sample sample = HostControl.measure();
                    sides.forEach(side -> side.hostControl(sample, duet == null));
                }
                if (duet == null) {
                    boolean bFirst = order.nextBoolean();
                    for (LaunchSeries side : bFirst ? List.of(sides.get(1), sides.get(0)) : sides) {
                        side.launch(", round " + round);
                    }
                } else {
                    duet.round(sides, round, aStartsOnFirstHalf, err);
                }
                if (round == 1) {
                    requireSameWork(sides);
                }
                elapsed = (System.nanoTime() - start) / 1e9;
                stop = duet == null
                        ? policy.stopAfter(round, sides.stream().map(LaunchSeries::combined).toList(), elapsed,
                                training)
                        : policy.stopAfterPairs(round, sides.get(0).combined(), sides.get(1).combined(), elapsed,
                                training);
            }
            err.println("ab: stopped after " + sides.get(0).size() + " rounds in " + Math.round(elapsed) + " s: "
                    + stop.get());
            List<RunResult> results = new ArrayList<>();
            for (int i = 0; i < sides.size(); i++) {
                // interleaved, each side had half the time; in a duet, both had all of it
                results.add(sides.get(i).finish(policy, duet == null ? elapsed / 2 : elapsed, stop.get(),
                        caches.get(i)));
            }
            return compare(sides, results, duet != null, directory, out);
        } finally {
            caches.forEach(LaunchCache::close);
        }
    }

    private int compare(List<LaunchSeries> sides, List<RunResult> results, boolean paired, Path directory,
                        PrintWriter out) throws IOException {
        List<Comparison> comparisons;
        try {
            comparisons = Comparison.of(List.of(ResultFileReader.curves(sides.get(0).json()),
                    ResultFileReader.curves(sides.get(1).json())), tolerancePercent / 100, paired);
        } catch (IncomparableRunsException | ResultFileException e) {
            throw new BadConfigurationException(e.getMessage());
        }
        comparisons.forEach(comparison -> out.print(ComparisonText.render(comparison)));
        ConsoleTable.launchSpreadLine("A", results.get(0)).ifPresent(out::println);
        ConsoleTable.launchSpreadLine("B", results.get(1)).ifPresent(out::println);
        RoundShareLine.of(results.get(0), results.get(1)).ifPresent(out::println);
        ConsoleTable.hostControlLine(results.get(0).repetition()).ifPresent(out::println);
        Path html = directory.resolve("comparison.html");
        Path json = directory.resolve("comparison.json");
        ComparisonReport.write(comparisons, html);
        ComparisonJson.write(comparisons, json);
        out.println("results: " + sides.get(0).json() + ", " + sides.get(1).json() + ", " + html + ", " + json);
        out.flush();
        return results.stream().allMatch(RunResult::clean) ? ExitCode.OK : ExitCode.FAILED;
    }

    private static void requireSameWork(List<LaunchSeries> sides) {
        try {
            Comparison.requireSameWork(List.of("A's first launch", "B's first launch"),
                    sides.stream().map(LaunchSeries::lastLaunch).toList());
        } catch (IncomparableRunsException e) {
            throw new BadConfigurationException(e.getMessage() + "; ab stopped after its first round");
        }
    }

    private static ResultFiles files(Path directory, String name, ZonedDateTime startedAt) {
        try {
            return ResultFiles.in(directory, name, startedAt);
        } catch (IOException | SecurityException e) {
            throw new BadConfigurationException("cannot write result files to '" + directory + "' (" + e.getMessage()
                    + "); choose a writable directory with --out DIR");
        }
    }
}
