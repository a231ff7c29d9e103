package io.igen.core.result;

import io.igen.core.workload.FigureKind;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * How a level under paced load ({@code --rate-per-thread}) kept its schedule, counted over the operations due in its
 * window: written beside the workload's own figures (JSON, CSV, the level tables), declared here so that
 * {@code merge} adds the parts' counts. An overloaded level says so, instead of catching up without bound: what
 * was due and never ran shows as {@code offered} above {@code achieved}.
 *
 * @param offered  scheduled starts due in the window, over all threads
 * @param achieved of those, the operations that ran (succeeded or failed)
 * @param late     with a latency limit, the operations that succeeded with a response time (from the scheduled start)
 *                 above it, as pgbench counts them; null without a limit
 * @param skipped  with a latency limit, the scheduled starts not run because they were already more than the limit
 *                 late when their thread came to them; null without a limit. The rest of {@code offered} less
 *                 {@code achieved} were still waiting for their thread when the window closed.
 */
public record PacedLoad(long offered, long achieved, Long late, Long skipped) {

    private static final Map<String, FigureKind> FIGURES = Map.of("offered", FigureKind.sum("operations"),
            "achieved", FigureKind.sum("operations"), "late", FigureKind.sum("operations"),
            "skipped", FigureKind.sum("operations"));

    /** The figures {@link #figures()} writes, their units and how parts combine them: all add up. */
    public static Map<String, FigureKind> declarations() {
        return FIGURES;
    }

    /** The figures of a level, as its result carries them. */
    public Map<String, Object> figures() {
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("offered", offered);
        figures.put("achieved", achieved);
        if (late != null) {
            figures.put("late", late);
        }
        if (skipped != null) {
            figures.put("skipped", skipped);
        }
        return figures;
    }

    /** A level's figures, when it ran under paced load (averages over repeats rounded). */
    public static Optional<PacedLoad> of(LevelResult level) {
        Map<String, Object> details = level.details();
        if (!(details.get("offered") instanceof Number offered)) {
            return Optional.empty();
        }
        return Optional.of(new PacedLoad(count(offered), count(details.get("achieved")),
                details.get("late") instanceof Number late ? count(late) : null,
                details.get("skipped") instanceof Number skipped ? count(skipped) : null));
    }

    /** Whether operations due in the window did not run: skipped, or still waiting when it closed. */
    public boolean overloaded() {
        return achieved < offered;
    }

    /**
     * What an overloaded level did not do, in words: "500 of 2000 due did not run: 480 skipped over the latency limit,
     * 20 not reached by the window's end".
     */
    public String shortfall() {
        long skippedCount = skipped == null ? 0 : skipped;
        long unreached = offered - achieved - skippedCount;
        List<String> why = new ArrayList<>();
        if (skippedCount > 0) {
            why.add(skippedCount + " skipped over the latency limit");
        }
        if (unreached > 0) {
            why.add(unreached + " not reached by the window's end");
        }
        return String.format(Locale.ROOT, "%d of %d due did not run: %s", offered - achieved, offered,
                String.join(", ", why));
    }

    private static long count(Object value) {
        return value instanceof Number number ? Math.round(number.doubleValue()) : 0;
    }
}
