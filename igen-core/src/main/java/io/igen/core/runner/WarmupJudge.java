package io.igen.core.runner;

import io.igen.core.stats.SteadyStateRule;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Decides, second by second, when a steady-state warm-up may end: once the rule's window has passed, the
 * JIT compiler was quiet over its recent half, and the recent per-second throughput is steady
 * ({@link SteadyStateRule}); at the latest after {@code maxSeconds}, the level then measured anyway and
 * flagged unsteady with the reason. Fed by the controlling thread only.
 */
final class WarmupJudge {

    /** The compiler is quiet when its threads took at most this share of one core over the recent seconds. */
    static final double QUIET_COMPILER_SHARE = 0.02;

    private final SteadyStateRule rule;
    private final double maxSeconds;
    private final List<Double> perSecond = new ArrayList<>();
    private final List<Long> compilationMillis = new ArrayList<>();
    private long lastCompleted;
    private String reason = "not judged yet";

    WarmupJudge(SteadyStateRule rule, double maxSeconds, long completedAtStart, long compilationMillisAtStart) {
        this.rule = rule;
        this.maxSeconds = maxSeconds;
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
            if (recent > QUIET_COMPILER_SHARE * half * 1000) {
                return Optional.of(String.format(Locale.ROOT, "the JIT compiler is still busy (%d ms of compiler CPU "
                        + "in the last %d s)", recent, half));
            }
        }
        return rule.unsteadiness(perSecond.stream().mapToDouble(Double::doubleValue).toArray());
    }
}
