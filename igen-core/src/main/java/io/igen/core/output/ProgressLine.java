package io.igen.core.output;

import io.igen.core.report.Numbers;
import io.igen.core.result.LatencySummary;
import io.igen.core.result.LevelResult;
import io.igen.core.result.PacedLoad;
import io.igen.core.result.Priming;
import io.igen.core.runner.LevelProgress;
import io.igen.core.runner.RunListener;
import io.igen.core.workload.Level;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * Progress on the terminal. On an interactive terminal a live line per level (phase, elapsed and
 * remaining time, current throughput) that turns into the level's summary when it ends; elsewhere
 * (a log, a pipe) only the summary lines.
 */
public final class ProgressLine implements RunListener {

    private final PrintWriter out;
    private final boolean live;
    private final String operation;
    private final boolean fixedWork;
    private String prefix = "";
    private long lastOperations;
    private double lastElapsed;
    private int lastLength;

    /**
     * @param live      redraw one line in place with carriage returns (an interactive terminal)
     * @param operation what one operation is called, singular
     */
    public ProgressLine(PrintWriter out, boolean live, String operation) {
        this(out, live, operation, false);
    }

    /** @param fixedWork windows of fixed work ({@code --operations-per-thread}): each summary says what it took */
    public ProgressLine(PrintWriter out, boolean live, String operation, boolean fixedWork) {
        this.out = out;
        this.live = live;
        this.operation = operation;
        this.fixedWork = fixedWork;
    }

    @Override
    public void primingStarted(int clients, int threads) {
        prefix = "priming the JIT on " + threads + " thread" + (threads == 1 ? "" : "s")
                + (clients > threads ? " serving the first level's " + clients + " clients" : "");
        redraw(prefix + " until steady");
    }

    @Override
    public void primingFinished(Priming priming) {
        finish(String.format(Locale.ROOT, "%s: %.0f s%s", prefix, priming.seconds(),
                priming.unsteady() == null ? ", steady" : ", not steady (" + priming.unsteady() + ")"));
    }

    @Override
    public void levelStarted(Level level, int index, int count) {
        prefix = String.format(Locale.ROOT, "level %d/%d: %d (%d thread%s)", index + 1, count, level.level(),
                level.threads(), level.threads() == 1 ? "" : "s");
        lastOperations = 0;
        lastElapsed = 0;
        redraw(prefix + " starting");
    }

    @Override
    public void progress(LevelProgress progress) {
        String text = prefix + " " + progress.phase().label() + " "
                + String.format(Locale.ROOT, "%.0f", progress.elapsedSeconds());
        if (progress.phaseSeconds() > 0) {
            text += String.format(Locale.ROOT, "/%.0f s", progress.phaseSeconds());
        } else {
            text += " s";
        }
        if (progress.phase() == LevelProgress.Phase.MEASURE && progress.elapsedSeconds() > lastElapsed) {
            double rate = (progress.operations() - lastOperations) / (progress.elapsedSeconds() - lastElapsed);
            text += ", " + Numbers.readable(rate) + " " + operation + "s/s";
            lastOperations = progress.operations();
            lastElapsed = progress.elapsedSeconds();
        }
        redraw(text);
    }

    @Override
    public void levelFinished(LevelResult result) {
        String work = fixedWork ? String.format(Locale.ROOT, "%d %ss in %.3f s, ", result.operations(), operation,
                result.durationSeconds()) : "";
        String summary = prefix + ": " + work + Numbers.readable(result.throughput()) + " " + operation + "s/s"
                + Numbers.plusMinus(result.throughput(), result.throughputCi95()) + ", " + latency(result.latencyMs())
                + ", " + result.errorCount() + " errors"
                + (result.warmupSeconds() == null ? "" : String.format(Locale.ROOT, ", warm-up %.0f s", result.warmupSeconds()))
                + (result.remeasured().isEmpty() ? "" : ", window " + (result.remeasured().size() + 1) + " kept")
                + (result.steady() ? "" : ", UNSTEADY: " + result.unsteady())
                + PacedLoad.of(result).filter(PacedLoad::overloaded).map(paced -> ", OVERLOADED: " + paced.shortfall())
                        .orElse("");
        finish(summary);
        TailLine.of(result).ifPresent(line -> finish("  " + line));
    }

    /**
     * "mean 0.521 ms (above p99: the tail's), p99 0.178 ms, p99.9 60.20 ms, max 368.0 ms": the tail beside the mean,
     * and said when a few slow operations pull the mean above the 99th percentile.
     */
    static String latency(LatencySummary latency) {
        String tail = latency.mean() > latency.p99() ? " (above p99: the tail's)" : "";
        return "mean " + Numbers.readable(latency.mean()) + " ms" + tail + ", p99 " + Numbers.readable(latency.p99())
                + " ms, p99.9 " + Numbers.readable(latency.p999()) + " ms, max " + Numbers.readable(latency.max())
                + " ms";
    }

    @Override
    public void note(String text) {
        finish(text);
    }

    @Override
    public void levelAborted(Level level, Throwable cause) {
        finish(prefix + ": ABORTED, " + cause);
    }

    private void redraw(String text) {
        if (!live) {
            return;
        }
        out.print("\r" + text + " ".repeat(Math.max(0, lastLength - text.length())));
        out.flush();
        lastLength = text.length();
    }

    private void finish(String text) {
        if (live) {
            redraw(text);
            out.println();
            lastLength = 0;
        } else {
            out.println(text);
        }
        out.flush();
    }
}
