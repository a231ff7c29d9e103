package io.igen.core.runner;

import io.igen.core.result.RunDefaults;
import io.igen.core.stats.SteadyStateRule;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Decides, second by second, when a steady-state warm-up may end: once the rule's window has passed, the
 * JIT compiler was quiet over its recent half ({@link RunDefaults#WARMUP_MAX_JIT_PERCENT} of the machine), and the
 * recent per-second throughput is steady ({@link SteadyStateRule}); at the latest after {@code maxSeconds}, the level
 * then measured anyway and flagged unsteady with the reason. Priming's judge looks at the compiler only
 * ({@link #compilerOnly}). Fed by the controlling thread only.
 */
final class WarmupJudge {

    private final SteadyStateRule rule;
    private final double maxSeconds;
    private final int hardwareThreads;
    private final boolean judgesThroughput;
    private final List<Double> perSecond = new ArrayList<>();
    private final List<Long> compilationMillis = new ArrayList<>();
    private long lastCompleted;
    private String reason = "not judged yet";

    /** A level's judge: the compiler quiet and the throughput steady. */
    WarmupJudge(SteadyStateRule rule, double maxSeconds, int hardwareThreads, long completedAtStart,
                long compilationMillisAtStart) {
        this(rule, maxSeconds, hardwareThreads, true, completedAtStart, compilationMillisAtStart);
    }

    /**
     * Priming's judge: the compiler quiet over the rule's recent half, whatever the throughput does. Priming is there
     * for the JIT; the first level's warm-up then judges the throughput on the level's own threads. Judged on its
     * throughput too, and quiet at 2 % of one core, the default OLTP run's priming took 20-22 s; judged so, 13-20 s
     * (2026-11-29), the level after it measured the same within the noise.
     */
    static WarmupJudge compilerOnly(SteadyStateRule rule, double maxSeconds, int hardwareThreads,
                                    long completedAtStart, long compilationMillisAtStart) {
        return new WarmupJudge(rule, maxSeconds, hardwareThreads, false, completedAtStart, compilationMillisAtStart);
    }

    private WarmupJudge(SteadyStateRule rule, double maxSeconds, int hardwareThreads, boolean judgesThroughput,
                        long completedAtStart, long compilationMillisAtStart) {
        this.rule = rule;
        this.maxSeconds = maxSeconds;
        this.hardwareThreads = hardwareThreads;
        this.judgesThroughput = judgesThroughput;
        this.lastCompleted = completedAtStart;
        this.compilationMillis.add(compilationMillisAtStart);
    }

    /** One more second has passed: operations completed and compilation time so far (both cumulative). */
    void second(long completed, long totalCompilationMillis) {
        perSecond.add((double) (completed - lastCompleted));
        lastCompleted = completed;
        compilationMillis.add(totalCompilationMillis);
        reason = judge().orElse(null);
    }

    /** Whether the warm-up is over: steady, or out of time. */
    boolean finished() {
        return reason == null || perSecond.size() >= maxSeconds;
    }

    /** Why the level is not steady yet; null once it is. */
    String reason() {
        return reason;
    }

    int seconds() {
        return perSecond.size();
    }

    private Optional<String> judge() {
        int half = rule.halfWindowSeconds();
        if (compilationMillis.size() > half) {
            long recent = compilationMillis.get(compilationMillis.size() - 1)
                    - compilationMillis.get(compilationMillis.size() - 1 - half);
            if (recent > RunDefaults.WARMUP_MAX_JIT_PERCENT / 100 * hardwareThreads * half * 1000) {
                return Optional.of(String.format(Locale.ROOT, "the JIT compiler is still busy (%d ms of compiler CPU "
                        + "in the last %d s)", recent, half));
            }
        } else if (!judgesThroughput) {
            return Optional.of("fewer than " + half + " seconds to judge the compiler");
        }
        return judgesThroughput ? rule.unsteadiness(perSecond.stream().mapToDouble(Double::doubleValue).toArray())
                : Optional.empty();
    }
}
