package io.igen.core.runner;

import io.igen.core.measure.LevelMeasurement;
import io.igen.core.metrics.RunMetrics;
import io.igen.core.metrics.RunPhase;
import io.igen.core.result.Alternation;
import io.igen.core.result.RunConfig;
import io.igen.core.result.WarmupMode;
import io.igen.core.stats.SteadyStateRule;
import io.igen.core.workload.Level;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * Runs one level: starts its load threads (a thread per worker, or fewer that each serve several workers in turn),
 * lets them warm up unrecorded (a fixed time, or until steady), pauses them between operations while the workload prepares the window (when it has something to do), opens the
 * measurement window for the configured duration (or, with {@code --operations-per-thread}, until every client has
 * done its operations in it), closes it, waits for every thread to finish its
 * last operation, merges what they recorded and judges whether the window held still ({@link WindowJudge}): one that
 * did not is measured again, warm-up and all, within the judge's budget.
 *
 * @param rule     a steady-state warm-up's rule on a cold JIT, and priming's
 * @param warmRule a steady-state warm-up's rule once the JIT is warm: after priming or an earlier level, and for a
 *                 window measured again (its minimum, the rule's window, is shorter)
 * @param metrics  told the phase as it changes: warm-up, window, drain, priming
 */
record LevelRun(NanoClock clock, CompilerActivity compiler, SteadyStateRule rule, SteadyStateRule warmRule,
                WindowJudge windowJudge, RunListener listener, RunMetrics metrics) {

    private static final long TICK_NANOS = 1_000_000_000L;
    /** How long the workers may take to finish their operations and wait before the window's preparation runs. */
    private static final long PAUSE_LIMIT_MILLIS = 60_000L;
    /** When priming opens its window: after both recording paths have been taken often enough to be profiled. */
    static final double PRIMING_WINDOW_OPENS_SECONDS = 2;
    /** Beyond the window, how long the last operations may take before the level is given up. */
    private static final long DRAIN_LIMIT_NANOS = 120_000_000_000L;

    /**
     * What a level's run gives: the measurement, the warm-up it took, why it was not steady (null if it was), when its
     * window opened by the wall clock, and why each window before the one kept was measured again (oldest first).
     */
    record Outcome(LevelMeasurement measurement, double warmupSeconds, String unsteady, long windowStartEpochMillis,
                   List<String> remeasured) {

        Outcome {
            remeasured = List.copyOf(remeasured);
        }
    }

    /**
     * @param jitWarm      whether the JIT has compiled the workload already (priming or an earlier level ran): then a
     *                     steady-state warm-up follows the warm rule
     * @param clients      the level's workers, their live metrics and the threads that serve them
     * @param errorKind    the kind a failure is counted under
     * @param errorMessage the text kept as the sample of a failure's kind (the first one in the window)
     * @param windowNanos  with a fixed warm-up, when the window opens by a {@link LevelSchedule} (the warm-up lasting
     *                     until then, or not at all when that is past); null to warm up for the configured time
     * @param beforeWindow what the workload does between warm-up and window, the workers paused (it runs even when
     *                     a worker did not pause within a minute); null for nothing and no pause
     */
    Outcome run(Level level, boolean jitWarm, LevelClients clients, RunConfig config,
                Function<Exception, String> errorKind, Function<Exception, String> errorMessage, Long windowNanos,
                Runnable beforeWindow) throws LevelAbortedException, InterruptedException {
        List<String> remeasured = new ArrayList<>();
        while (true) {
            LevelAttempt attempt = attempt(level, jitWarm || !remeasured.isEmpty(), clients, config, errorKind,
                    errorMessage, windowNanos, beforeWindow);
            Outcome outcome = attempt.outcome(remeasured);
            boolean measureAgain = attempt.window() != null && attempt.unsteadyWarmup() == null
                    && remeasured.size() < windowJudge.remeasures()
                    && config.warmupMode() == WarmupMode.STEADY_STATE && windowNanos == null
                    && !LevelWork.of(config).fixedWork() && config.ratePerThread() == null
                    && attempt.measurement().errorCount() == 0;
            if (!measureAgain) {
                return outcome;
            }
            remeasured.add(attempt.window());
            listener.note("level " + level.level() + ": window measured again (" + remeasured.size() + " of at most "
                    + windowJudge.remeasures() + "): " + attempt.window());
        }
    }

    private LevelAttempt attempt(Level level, boolean jitWarm, LevelClients clients, RunConfig config,
                                 Function<Exception, String> errorKind, Function<Exception, String> errorMessage,
                                 Long windowNanos, Runnable beforeWindow)
            throws LevelAbortedException, InterruptedException {
        Alternation alternation = config.alternation();
        if (alternation != null) {
            AlternatingWindow.startInA(alternation, level.level());
        }
        metrics.phase(RunPhase.WARMUP);
        LevelWork work = LevelWork.of(config);
        LevelThreads threads = LevelThreads.start(level, clients, config, work, clock, errorKind, errorMessage,
                false);
        SteadyStateRule steady = jitWarm ? warmRule : rule;
        // a steady-state warm-up on a warm JIT is as short as its rule's window; on a cold one, as configured
        double minSeconds = config.warmupMode() == WarmupMode.STEADY_STATE && jitWarm ? steady.windowSeconds()
                : config.warmupSeconds();
        Warmup warmup = windowNanos == null
                ? warmUp(level, threads, config.warmupMode(), steady, minSeconds, config.maxWarmupSeconds())
                : warmUp(level, threads, WarmupMode.FIXED, rule, Math.max(0, (windowNanos - clock.nanoTime()) / 1e9),
                        0);
        if (beforeWindow != null && !threads.control().stopped()) {
            metrics.phase(RunPhase.MAINTENANCE);
            threads.control().pause(threads.threads().size(), PAUSE_LIMIT_MILLIS);
            try {
                beforeWindow.run();
            } finally {
                threads.control().resume();
            }
        }
        openWindow(threads);
        AlternatingWindow alternating = AlternatingWindow.open(alternation, level.level(),
                threads.control().windowStart(), clock, threads.control()::abort);
        WindowActivity atOpen = WindowActivity.read(compiler);
        metrics.phase(RunPhase.MEASURE);
        if (work.fixedWork()) {
            waitForWork(level, threads); // the last client closes the window as its last operation ends
        } else {
            waitFixed(level, LevelProgress.Phase.MEASURE, config.durationSeconds(), threads);
            threads.control().closeWindow(clock.nanoTime());
        }
        WindowActivity inWindow = WindowActivity.read(compiler).since(atOpen);
        metrics.phase(RunPhase.DRAIN);
        try {
            drain(level, threads);
        } finally {
            if (alternating != null) {
                alternating.stop();
            }
        }
        if (alternating != null) {
            alternating.finish();
        }
        LevelControl control = threads.control();
        LevelMeasurement measurement = work.fixedWork()
                ? LevelMeasurement.mergeFixedWork(threads.recorders(), control.levelStart(), control.windowStart(),
                        control.windowNanos())
                : LevelMeasurement.merge(threads.recorders(), control.levelStart(), control.windowStart(),
                        control.windowNanos());
        String unsteadyWarmup = warmup.unsteady() == null ? null
                : "not steady after " + warmup.seconds() + " s of warm-up: " + warmup.unsteady();
        // an alternating window steps by design: its two settings are judged block by block, by ab
        String window = alternation != null ? null : windowJudge.unsteadiness(
                Arrays.stream(measurement.operationsPerSecond()).asDoubleStream().toArray(),
                measurement.windowSeconds(), Runtime.getRuntime().availableProcessors(), inWindow).orElse(null);
        long windowStartEpochMillis = System.currentTimeMillis()
                - (clock.nanoTime() - threads.control().windowStart()) / 1_000_000L;
        return new LevelAttempt(measurement, warmup.seconds(), unsteadyWarmup, window, windowStartEpochMillis);
    }

    /**
     * Runs the workers until the JIT compiler is quiet, whatever the levels' warm-up mode (at least the steady-state
     * rule's window, at most {@code maxSeconds}; the throughput is the first level's warm-up's to judge), then stops
     * them and discards what they recorded: the JIT compiles the hot code while few threads compete with its compiler
     * threads. The window opens after
     * {@value #PRIMING_WINDOW_OPENS_SECONDS} s, so both recording paths, the warm-up's and the window's, are profiled
     * and compiled here. A path the JIT never saw taken is compiled as an uncommon trap, and taking it throws the
     * compiled loop away: without the window, when the first level's window opened (every load thread fell back to the
     * interpreter while the JIT recompiled the loop under full load); with the window open from the start, at every
     * level's start (JDK 17 LogCompilation: unstable_if in recordCompletion, inWindow, shareInWindow), which cost the
     * first level 5-15 s more warm-up.
     */
    Warmup prime(Level level, LevelClients clients, RunConfig config, double maxSeconds)
            throws LevelAbortedException, InterruptedException {
        metrics.phase(RunPhase.PRIMING);
        LevelThreads threads = LevelThreads.start(level, clients, config, LevelWork.of(config).withoutQuota(), clock,
                exception -> "priming", Exception::toString, true);
        WarmupJudge judge = WarmupJudge.compilerOnly(rule, maxSeconds, Runtime.getRuntime().availableProcessors(),
                threads.completed(), compiler.totalCompilationMillis());
        Warmup warmup = untilJudged(level, threads, judge, rule.windowSeconds(), maxSeconds,
                PRIMING_WINDOW_OPENS_SECONDS);
        threads.control().abort();
        drain(level, threads);
        return warmup;
    }

    /** The warm-up a level took, and why it was not steady at its end (null when it was). */
    record Warmup(double seconds, String unsteady) {
    }

    /** @param steady the steady-state rule a steady-state warm-up follows */
    private Warmup warmUp(Level level, LevelThreads threads, WarmupMode mode, SteadyStateRule steady, double minSeconds,
                          double maxSeconds) {
        if (mode == WarmupMode.FIXED) {
            waitFixed(level, LevelProgress.Phase.WARMUP, minSeconds, threads);
            return new Warmup(minSeconds, null);
        }
        WarmupJudge judge = new WarmupJudge(steady, maxSeconds, Runtime.getRuntime().availableProcessors(),
                threads.completed(), compiler.totalCompilationMillis());
        return untilJudged(level, threads, judge, minSeconds, maxSeconds, Double.POSITIVE_INFINITY);
    }

    /**
     * Runs the warm-up until the judge says it is over, and at least {@code minSeconds}.
     *
     * @param openWindowAfterSeconds when to open the (thrown-away) window during the warm-up: priming's
     */
    private Warmup untilJudged(Level level, LevelThreads threads, WarmupJudge judge, double minSeconds,
                               double maxSeconds, double openWindowAfterSeconds) {
        long start = clock.nanoTime();
        while (!threads.control().stopped() && (judge.seconds() < minSeconds || !judge.finished())) {
            clock.parkUntil(start + (judge.seconds() + 1) * TICK_NANOS, threads.control()::stopped);
            judge.second(threads.completed(), compiler.totalCompilationMillis());
            if (judge.seconds() >= openWindowAfterSeconds && threads.control().windowStart() == Long.MAX_VALUE) {
                openWindow(threads);
            }
            listener.progress(new LevelProgress(level, LevelProgress.Phase.WARMUP, judge.seconds(), maxSeconds,
                    threads.operations()));
        }
        return new Warmup(judge.seconds(), judge.reason());
    }

    private void waitFixed(Level level, LevelProgress.Phase phase, double seconds, LevelThreads threads) {
        long start = clock.nanoTime();
        long end = start + Math.round(seconds * 1e9);
        long now = start;
        while (now < end && !threads.control().stopped()) {
            clock.parkUntil(Math.min(end, now + TICK_NANOS), threads.control()::stopped);
            now = clock.nanoTime();
            listener.progress(new LevelProgress(level, phase, (now - start) / 1e9, seconds, threads.operations()));
        }
    }

    /** Waits, telling the progress every second, until the level's last client has done its work or a worker failed. */
    private void waitForWork(Level level, LevelThreads threads) {
        long start = clock.nanoTime();
        while (!threads.control().stopped()) {
            clock.parkUntil(clock.nanoTime() + TICK_NANOS, threads.control()::stopped);
            listener.progress(new LevelProgress(level, LevelProgress.Phase.MEASURE, (clock.nanoTime() - start) / 1e9, 0,
                    threads.operations()));
        }
    }

    private void drain(Level level, LevelThreads threads) throws InterruptedException, LevelAbortedException {
        long start = clock.nanoTime();
        for (Thread thread : threads.threads()) {
            while (thread.isAlive()) {
                thread.join(TICK_NANOS / 1_000_000);
                long waited = clock.nanoTime() - start;
                if (thread.isAlive()) {
                    listener.progress(new LevelProgress(level, LevelProgress.Phase.DRAIN, waited / 1e9, 0,
                            threads.operations()));
                }
                if (waited > DRAIN_LIMIT_NANOS) {
                    throw new LevelAbortedException("worker thread " + thread.getName() + " did not finish its last "
                            + "operation within " + DRAIN_LIMIT_NANOS / 1_000_000_000L + " s of the window's end", null);
                }
            }
        }
        Throwable fatal = threads.fatal();
        if (fatal != null) {
            throw new LevelAbortedException("a worker failed: " + fatal, fatal);
        }
    }

    /** Opens the level's window now: progress counts from there. */
    private void openWindow(LevelThreads threads) {
        threads.openWindow(clock.nanoTime());
    }
}
