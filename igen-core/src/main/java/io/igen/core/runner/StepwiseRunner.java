package io.igen.core.runner;

import io.igen.core.metrics.RunMetrics;
import io.igen.core.metrics.RunPhase;
import io.igen.core.metrics.WorkerMetrics;
import io.igen.core.resources.ResourceMonitor;
import io.igen.core.resources.RunResources;
import io.igen.core.result.LevelResult;
import io.igen.core.result.LoadThreadKind;
import io.igen.core.result.Priming;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import io.igen.core.stats.SteadyStateRule;
import io.igen.core.tail.TailWatch;
import io.igen.core.workload.DatabaseWork;
import io.igen.core.workload.FailureNaming;
import io.igen.core.workload.Level;
import io.igen.core.workload.LevelSession;
import io.igen.core.workload.Partitioning;
import io.igen.core.workload.Worker;
import io.igen.core.workload.Workload;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Runs a workload level after level and collects a point of the throughput and response-time curves
 * from each. The result so far is handed to the sink after every level. Built by name
 * ({@code StepwiseRunner.on(clock).sink(files).metrics(metrics).build()}): what is not named is off.
 */
public final class StepwiseRunner {

    /** What it was given: a copy of its builder, which nothing changes after. */
    private final Builder given;

    private StepwiseRunner(Builder given) {
        this.given = given;
    }

    /** A runner on this clock; the JVM's compiler watched, nothing else until named. */
    public static Builder on(NanoClock clock) {
        return new Builder(clock);
    }

    /** What a runner is given, by name. */
    public static final class Builder {
        private final NanoClock clock;
        private CompilerActivity compiler = CompilerActivity.JVM;
        private RunListener listener = RunListener.SILENT;
        private ResultSink sink = result -> {
        };
        private RunMetrics metrics = RunMetrics.OFF;
        private LevelSchedule schedule;
        private ResourceMonitor resources = ResourceMonitor.OFF;

        private Builder(NanoClock clock) {
            this.clock = clock;
        }

        /** How busy the JIT compiler is, for steady-state warm-ups. */
        public Builder compiler(CompilerActivity activity) {
            this.compiler = activity;
            return this;
        }

        /** Told of every phase, level and progress tick: the terminal's progress line. */
        public Builder listener(RunListener listener) {
            this.listener = listener;
            return this;
        }

        /** Keeps the result so far after every level, and the final one. */
        public Builder sink(ResultSink sink) {
            this.sink = sink;
            return this;
        }

        /** Live metrics: told every phase and level, and given every completed operation. */
        public Builder metrics(RunMetrics metrics) {
            this.metrics = metrics;
            return this;
        }

        /**
         * With {@code --start-at}, the wall-clock timetable every level keeps; null to run each level as soon as the
         * one before has ended.
         */
        public Builder schedule(LevelSchedule schedule) {
            this.schedule = schedule;
            return this;
        }

        /**
         * Watches the machine while the run goes on; each level records what its window used and what bounded it.
         * The runner starts and closes it.
         */
        public Builder resources(ResourceMonitor monitor) {
            this.resources = monitor;
            return this;
        }

        public StepwiseRunner build() {
            return new StepwiseRunner(new Builder(clock).compiler(compiler).listener(listener).sink(sink)
                    .metrics(metrics).schedule(schedule).resources(resources));
        }
    }

    /**
     * Opens the workload, runs every level, runs its after-run checks, closes it. A level whose worker dies of an
     * {@link Error} ends the run early; the levels before it are kept and the failure is listed among the result's
     * problems. Every level, the priming pass included, is a {@link LevelSession} of the workload's, closed whatever
     * happened. What opening the workload discovered of its databases ({@link DatabaseWork#discoveredSettings()}) is
     * recorded in the result's configuration, marked found, beside the roles the workload declares of its own settings
     * ({@link DatabaseWork#settingRoles()}). Unless the configuration says not to, the first level is preceded by a
     * priming run ({@link Priming}), whatever the warm-up mode; each level records the warm-up it took and whether it
     * was steady. The result files are written after every level (JSON and CSV only) and finished with the report after
     * the last.
     */
    public <W extends Worker> RunResult run(RunHeader header, Workload<W> workload, RunConfig requested)
            throws Exception {
        List<LevelResult> levels = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        RunConfig config = requested;
        Priming priming = null;
        try (workload; RunResources watched = new RunResources(given.resources, given.clock::nanoTime);
             TailWatch tails = requested.explainTail() ? TailWatch.start(given.clock::nanoTime) : TailWatch.off()) {
            given.metrics.phase(RunPhase.OPENING);
            watched.connectExporters(workload.database().map(DatabaseWork::serverExporters).orElse(List.of()));
            workload.open();
            DatabaseWork<W> database = workload.database().orElse(DatabaseWork.none());
            config = requested.withSettingRoles(database.settingRoles())
                    .withFoundEntries(database.discoveredSettings());
            watched.start(database.serverSide(), database.sessionProbe(), given.metrics::resources,
                    given.metrics::sessions);
            config = config.withFoundEntries(watched.settings());
            watched.notes().forEach(given.listener::note);
            tails.pausesUnavailable().ifPresent(why -> given.listener.note("JVM pauses not recorded: " + why));
            if (config.loadThreads() == LoadThreadKind.VIRTUAL) {
                given.listener.note("load threads: virtual, on " + Runtime.getRuntime().availableProcessors()
                        + " carrier threads (Java " + Runtime.version().feature() + ")");
            }
            LevelRun levelRun = new LevelRun(given.clock, given.compiler, SteadyStateRule.DEFAULT,
                    SteadyStateRule.WARM_JIT, WindowJudge.DEFAULT, given.listener, given.metrics);
            List<Level> plan = config.levels();
            if (config.prime() && primingFits(config)) {
                priming = prime(levelRun, workload, database, config);
            }
            MeasuredLevels measured = new MeasuredLevels(levelRun, workload, database, config, watched, tails,
                    given.schedule, given.sink);
            for (int index = 0; index < plan.size(); index++) {
                Level level = plan.get(index);
                if (given.schedule != null) {
                    given.metrics.phase(RunPhase.WAITING);
                    given.clock.parkUntil(given.schedule.levelStartNanos(index), () -> false);
                }
                given.listener.levelStarted(level, index, plan.size());
                given.metrics.level(level);
                try (OpenLevel<W> open = OpenLevel.of(workload, level)) {
                    LevelClients clients = clients(database, level, open.workers(), 0);
                    LevelResult result = measured.run(index, priming != null || index > 0, open, clients, problems);
                    levels.add(result);
                    given.listener.levelFinished(result);
                } catch (LevelAbortedException aborted) {
                    given.listener.levelAborted(level, aborted.getCause() == null ? aborted : aborted.getCause());
                    problems.add("level " + level.level() + " aborted: " + aborted.getMessage());
                    break;
                }
                given.sink.write(header.result(config, levels, problems, priming));
            }
            given.metrics.phase(RunPhase.CHECKING);
            problems.addAll(workload.checkAfterRun());
        }
        RunResult result = header.result(config, levels, problems, priming);
        given.sink.finish(result);
        return result;
    }

    /**
     * Whether priming can run before the first level: always without a timetable; with one, only when the time before
     * its start holds at least the steady-state rule's window (priming is then cut short at the start).
     */
    private boolean primingFits(RunConfig config) {
        return given.schedule == null || primingSeconds(config) >= SteadyStateRule.DEFAULT.windowSeconds();
    }

    private double primingSeconds(RunConfig config) {
        return given.schedule == null ? config.maxWarmupSeconds()
                : Math.min(config.maxWarmupSeconds(), given.schedule.secondsBeforeStart(given.clock.nanoTime()) - 1);
    }

    /**
     * Runs the first level's clients on half as many threads as the machine has hardware threads (at least one) until
     * the JIT is quiet: with dozens of load threads per core, the compiler threads would get a small share of the CPU
     * and the first levels would be measured half-compiled; the other half is the compilers'. On 2 cores, one priming
     * thread instead of two left C2 a core of its own and ended the default OLTP run's priming 1.2-1.8 s sooner, the
     * throughput after it the same within the noise (10 interleaved rounds, 2026-11-29). All the first level's clients,
     * so that every partition (each of iGenOLTP's shards) is warm when the level starts: primed on 2 clients, the
     * default run's first level then warmed up for 13-35 s more, its 26 other shards cold.
     */
    private <W extends Worker> Priming prime(LevelRun levelRun, Workload<W> workload, DatabaseWork<W> database,
                                             RunConfig config) throws Exception {
        Level first = config.levels().get(0);
        given.metrics.level(first);
        LevelRun.Warmup warmup;
        LevelClients clients;
        try (OpenLevel<W> open = OpenLevel.of(workload, first)) {
            clients = clients(database, first, open.workers(), primingThreads());
            given.listener.primingStarted(open.workers().size(), clients.threads().size());
            warmup = levelRun.prime(first, clients, config, primingSeconds(config));
        }
        Priming done = new Priming(clients.threads().size(), warmup.seconds(), warmup.unsteady());
        given.listener.primingFinished(done);
        return done;
    }

    /** Half the machine's hardware threads, at least one: the other half is the JIT compilers'. */
    private static int primingThreads() {
        return Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
    }

    /**
     * The level's clients: each worker's live given.metrics, resolved once for the level (its partition's series, the
     * workload's error kinds), and the threads that serve them; the user hears when a measured level's clients share
     * threads.
     *
     * @param maxThreads at most this many threads (for priming); 0 for as many as the partitions allow
     */
    private <W extends Worker> LevelClients clients(DatabaseWork<W> database, Level level, List<W> workers,
                                                    int maxThreads) {
        Optional<Partitioning<W>> partitioning = database.partitioning();
        FailureNaming naming = database.failureNaming();
        List<WorkerMetrics> live = new ArrayList<>(workers.size());
        List<String> partitions = new ArrayList<>(workers.size());
        for (W worker : workers) {
            String partition = partitioning.map(part -> part.partitionOf(worker)).orElse("");
            partitions.add(partition);
            live.add(given.metrics.worker(partition, naming::kind));
        }
        int perPartition = partitioning.map(Partitioning::threadsPerPartition).orElse(0);
        LevelClients clients = new LevelClients(workers, live, LoadThreads.of(partitions, perPartition, maxThreads));
        if (maxThreads == 0 && clients.shareThreads()) {
            given.listener.note(String.format(Locale.ROOT,
                    "level %d: %d clients on %d load threads, at most %d per %s, each serving its clients in "
                            + "turn", level.level(), workers.size(),
                                    clients.threads().size(),
                    perPartition, partitioning.map(Partitioning::label).orElse("run")));
        }
        return clients;
    }
}
