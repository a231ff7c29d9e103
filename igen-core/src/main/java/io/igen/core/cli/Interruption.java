package io.igen.core.cli;

import io.igen.core.measure.IntervalHistogram;
import io.igen.core.result.LevelResult;
import io.igen.core.result.Priming;
import io.igen.core.result.RunResult;
import io.igen.core.runner.LevelProgress;
import io.igen.core.runner.ResultSink;
import io.igen.core.runner.RunListener;
import io.igen.core.workload.ExitCode;
import io.igen.core.workload.Level;
import sun.misc.Signal;
import sun.misc.SignalHandler;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntConsumer;

/**
 * Turns SIGINT (Ctrl-C) or SIGTERM during a run into a finished result: the completed levels written with a
 * problem naming the level in progress, the problem printed, exit code {@link ExitCode#INTERRUPTED}.
 *
 * <p>It stands between the runner and its sink and listener, so it knows the last result written and the level in
 * progress. While it watches, it replaces the JVM's handlers of the two signals (which would only run the shutdown
 * hooks); {@link #close()} restores them. After an interruption it lets no later write through, so the runner,
 * still running until the JVM exits, cannot overwrite the interrupted result.
 */
final class Interruption implements ResultSink, RunListener, AutoCloseable {

    private static final String[] SIGNALS = {"INT", "TERM"};

    private final ResultSink files;
    private final RunListener listener;
    private final PrintWriter err;
    private final IntConsumer exit;
    private final Map<Signal, SignalHandler> previous = new LinkedHashMap<>();
    private RunResult latest;
    private String inProgress;
    private boolean done;

    private Interruption(ResultSink files, RunListener listener, RunResult empty, PrintWriter err, IntConsumer exit) {
        this.files = files;
        this.listener = listener;
        this.latest = empty;
        this.err = err;
        this.exit = exit;
    }

    /**
     * Watches SIGINT and SIGTERM until closed.
     *
     * @param empty the result written before the first level
     * @param exit  ends the JVM with the exit code ({@code System::exit})
     */
    static Interruption watch(ResultSink files, RunListener listener, RunResult empty, PrintWriter err, IntConsumer exit) {
        Interruption interruption = new Interruption(files, listener, empty, err, exit);
        for (String name : SIGNALS) {
            Signal signal = new Signal(name);
            try {
                SignalHandler old = Signal.handle(signal, caught -> interruption.interrupted("SIG" + caught.getName()));
                if (old == SignalHandler.SIG_IGN) {
                    Signal.handle(signal, old);
                } else {
                    interruption.previous.put(signal, old);
                }
            } catch (IllegalArgumentException notHandled) {
                // the JVM keeps this signal (-Xrs, or the platform has no such signal): the run simply stops on it
            }
        }
        return interruption;
    }

    /** Writes the result so far with the interruption among its problems, prints it and exits with 130. */
    void interrupted(String signal) {
        synchronized (this) {
            if (done) {
                return;
            }
            done = true;
            String problem = "interrupted (" + signal + ") "
                    + (inProgress == null ? "after level " + latest.levels().size() + ", before the run's checks finished"
                    : "during " + inProgress) + "; levels before it are complete";
            try {
                files.write(latest.withProblem(problem));
            } catch (IOException | RuntimeException e) {
                err.println("could not write the interrupted result: " + e.getMessage());
            }
            err.println();
            err.println(problem);
            err.flush();
        }
        exit.accept(ExitCode.INTERRUPTED);
    }

    @Override
    public synchronized void write(RunResult result) throws IOException {
        if (!done) {
            latest = result;
            files.write(result);
        }
    }

    @Override
    public synchronized void levelIntervals(Level level, long windowStartEpochMillis, List<IntervalHistogram> seconds)
            throws IOException {
        if (!done) {
            files.levelIntervals(level, windowStartEpochMillis, seconds);
        }
    }

    @Override
    public synchronized void finish(RunResult result) throws IOException {
        if (!done) {
            done = true;
            latest = result;
            files.finish(result);
        }
    }

    @Override
    public void primingStarted(int clients, int threads) {
        started("priming before the first level (" + threads + " threads)");
        listener.primingStarted(clients, threads);
    }

    @Override
    public void primingFinished(Priming priming) {
        started(null);
        listener.primingFinished(priming);
    }

    @Override
    public void levelStarted(Level level, int index, int count) {
        started(String.format(Locale.ROOT, "level %d of %d (%d threads)", index + 1, count, level.threads()));
        listener.levelStarted(level, index, count);
    }

    @Override
    public void progress(LevelProgress progress) {
        listener.progress(progress);
    }

    @Override
    public void levelFinished(LevelResult result) {
        started(null);
        listener.levelFinished(result);
    }

    @Override
    public void note(String text) {
        listener.note(text);
    }

    @Override
    public void levelAborted(Level level, Throwable cause) {
        started(null);
        listener.levelAborted(level, cause);
    }

    /** Stops watching: the signals stop the JVM as before. */
    @Override
    public void close() {
        previous.forEach(Signal::handle);
        previous.clear();
    }

    /** @param name what is now running, or null between levels */
    private synchronized void started(String name) {
        inProgress = name;
    }
}
