package io.igen.core.launch;

import io.igen.core.report.ConsoleTable;
import io.igen.core.resources.AllowedCpus;
import io.igen.core.result.RunDefaults;
import io.igen.core.workload.BadConfigurationException;

import java.io.IOException;
import java.io.PrintWriter;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;

/**
 * {@code ab}'s duet design (Bulej et al., "Duet Benchmarking", 2020): A and B launched at once, each pinned to half of
 * the CPUs ({@code taskset -c}), their levels started together on one wall-clock timetable ({@code --start-at}), the
 * halves swapped every round. What the host does during a round (another tenant, a noisy neighbour, a frequency
 * change) falls on both, so it cancels in the round's ratio, which the comparison then judges pair by pair. What it
 * cannot answer: how either side runs on the whole machine (each measures half of it), nor a difference that lies in
 * how the two halves share the machine (a memory-bound side slows its neighbour). Nor does it cancel what hits one
 * half only: on the project's VM the host slows one vCPU at a time, and A/A pairs spread 19-23 %, more than whole
 * launches (lab note 2026-11-28-duet).
 *
 * @param halves      the two sets of CPUs the sides take in turn
 * @param leadSeconds from both launches' start to their first level: starting, loading and priming fit in it
 */
public record Duet(List<BitSet> halves, double leadSeconds) {

    public Duet {
        halves = List.copyOf(halves);
    }

    /**
     * The duet {@code ab --design} asks for, on this process's CPUs; empty for the interleaved design.
     *
     * @param timetable whether the benchmark offers {@code --start-at}, which a duet needs
     * @throws BadConfigurationException for another design, a benchmark without a timetable, or a single CPU
     */
    public static Optional<Duet> ofDesign(String design, boolean timetable, String benchmark, double leadSeconds) {
        if (design.equals("interleaved")) {
            return Optional.empty();
        }
        if (!design.equals("duet")) {
            throw new BadConfigurationException("--design must be interleaved, duet or abba, not '" + design + "'");
        }
        if (!timetable) {
            throw new BadConfigurationException("--design duet starts both sides' levels together with --start-at, "
                    + "which " + benchmark + " does not offer: use --design interleaved");
        }
        return Optional.of(on(AllowedCpus.ofThisProcess(), leadSeconds));
    }

    /**
     * The duet on {@code cpus}, split into two halves of equal size (an odd one out stays idle).
     *
     * @throws BadConfigurationException when there are fewer than two CPUs to split
     */
    public static Duet on(BitSet cpus, double leadSeconds) {
        int each = cpus.cardinality() / 2;
        if (each == 0) {
            throw new BadConfigurationException("--design duet runs A and B at once, each on half of the CPUs, and "
                    + "this process may use " + cpus.cardinality() + " CPU (" + list(cpus) + "): run it where 2 or more "
                    + "are allowed, or use --design interleaved");
        }
        BitSet first = new BitSet();
        BitSet second = new BitSet();
        int taken = 0;
        for (int cpu = cpus.nextSetBit(0); cpu >= 0 && taken < 2 * each; cpu = cpus.nextSetBit(cpu + 1), taken++) {
            (taken < each ? first : second).set(cpu);
        }
        return new Duet(List.of(first, second), leadSeconds);
    }

    /** The CPUs A takes in a round (B takes the other half): the halves swap every round. */
    public BitSet cpusOfA(int round, boolean aStartsOnFirstHalf) {
        return halves.get((round % 2 == 1) == aStartsOnFirstHalf ? 0 : 1);
    }

    /** The other half. */
    public BitSet other(BitSet half) {
        return half.equals(halves.get(0)) ? halves.get(1) : halves.get(0);
    }

    /** The wall-clock time a round started now sets its first level at: the lead later, on a whole second. */
    public Instant firstLevelAt(Instant now) {
        return now.plusMillis(Math.round(leadSeconds * 1000)).truncatedTo(ChronoUnit.SECONDS).plusSeconds(1);
    }

    /**
     * On one CPU, HotSpot's ergonomics take the machine for a client and choose the Serial collector: the duet keeps
     * the collector the whole machine gets (G1), unless a side's own options choose another.
     */
    static final String SERVER_ERGONOMICS = "-XX:+AlwaysActAsServerClassMachine";

    /**
     * A side's command for one round: pinned to {@code cpus} in front of its own launcher, with the whole machine's
     * collector ({@link #SERVER_ERGONOMICS}), its levels on the timetable that starts at {@code startAt}, with a fixed
     * warm-up of {@code warmupSeconds} when its arguments give none.
     */
    public static LaunchCommand pinned(LaunchCommand command, BitSet cpus, Instant startAt, int warmupSeconds) {
        List<String> launcher = new ArrayList<>(List.of("taskset", "-c", list(cpus)));
        launcher.addAll(command.launcher());
        List<String> more = new ArrayList<>(List.of("--start-at", startAt.toString()));
        if (command.arguments().stream().noneMatch(argument -> argument.equals("--warmup")
                || argument.startsWith("--warmup="))) {
            more.addAll(List.of("--warmup", Integer.toString(warmupSeconds)));
        }
        List<String> jvm = new ArrayList<>(List.of(SERVER_ERGONOMICS));
        jvm.addAll(command.jvmOptions());
        return new LaunchCommand(launcher, command.java(), jvm, command.entryPoint(), command.arguments(),
                command.collector()).withMoreArguments(more);
    }

    /**
     * One round: A and B ({@code sides}) at once on the two halves of the CPUs, their levels on one timetable; the
     * round's figures in one line when both have ended.
     *
     * @param aStartsOnFirstHalf whether A takes the first half in odd rounds (drawn once per experiment)
     */
    public void round(List<LaunchSeries> sides, int round, boolean aStartsOnFirstHalf, PrintWriter err)
            throws IOException, InterruptedException {
        BitSet cpusOfA = cpusOfA(round, aStartsOnFirstHalf);
        Instant startAt = firstLevelAt(Instant.now());
        List<BitSet> cpus = List.of(cpusOfA, other(cpusOfA));
        err.println("round " + round + ": A on CPUs " + list(cpus.get(0)) + ", B on CPUs " + list(cpus.get(1))
                + ", first level at " + startAt);
        err.flush();
        List<SideLaunch> launches = new ArrayList<>();
        for (int i = 0; i < sides.size(); i++) {
            LaunchSeries side = sides.get(i);
            LaunchCommand pinned = pinned(side.command(), cpus.get(i), startAt, RunDefaults.DUET_WARMUP_SECONDS);
            launches.add(() -> side.launch(", round " + round, pinned));
        }
        try {
            together(launches);
        } catch (BadConfigurationException rejected) {
            throw new BadConfigurationException(rejected.getMessage() + " (a duet's launches must have started before "
                    + "the round's first level: a busy host may need a longer --duet-lead than "
                    + Math.round(leadSeconds) + " s)");
        }
        err.println("round " + round + ": "
                + ConsoleTable.roundLine(sides.get(0).lastLaunch(), sides.get(1).lastLaunch()));
        err.flush();
    }

    /**
     * Runs one launch of each side at once and waits for both; the first failure is thrown once both have ended.
     *
     * @param launches each side's launch, run on a thread of its own
     */
    public static void together(List<SideLaunch> launches) throws IOException, InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(launches.size());
        try {
            List<Future<Void>> running = new ArrayList<>();
            for (SideLaunch launch : launches) {
                running.add(pool.submit(() -> {
                    launch.run();
                    return null;
                }));
            }
            Exception first = null;
            for (Future<Void> side : running) {
                try {
                    side.get();
                } catch (ExecutionException e) {
                    first = first != null ? first : (Exception) e.getCause();
                }
            }
            if (first instanceof IOException io) {
                throw io;
            }
            if (first instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (first != null) {
                throw new IOException(first.getMessage(), first);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** One side's launch in a round. */
    @FunctionalInterface
    public interface SideLaunch {
        void run() throws IOException, InterruptedException;
    }

    /** A set of CPUs as taskset reads it: "0", "2-3", "0,2". */
    public static String list(BitSet cpus) {
        return cpus.stream().mapToObj(Integer::toString).collect(Collectors.joining(","));
    }
}
