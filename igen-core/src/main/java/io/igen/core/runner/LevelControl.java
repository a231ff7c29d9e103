package io.igen.core.runner;

/**
 * The measurement window of one level, shared by the controlling thread (the only writer) and the
 * worker threads. An operation belongs to the window when its intended start lies in
 * [{@link #windowStart()}, window end): operations that start in the window count even when they end
 * after it closes, and the window's bounds are clock readings, not planned times.
 */
public final class LevelControl {

    private volatile long windowStartNanos = Long.MAX_VALUE;
    private volatile long windowEndNanos = Long.MAX_VALUE;
    private volatile boolean stopped;

    /** Opens the window at the given clock reading. */
    public void openWindow(long nowNanos) {
        windowStartNanos = nowNanos;
    }

    /** Closes the window at the given clock reading and asks the workers to stop. */
    public void closeWindow(long nowNanos) {
        windowEndNanos = nowNanos;
        stopped = true;
    }

    /** Asks the workers to stop without closing the window (a worker hit a fatal error). */
    public void abort() {
        stopped = true;
    }

    public boolean stopped() {
        return stopped;
    }

    public long windowStart() {
        return windowStartNanos;
    }

    /** The window's measured length, once it has closed. */
    public long windowNanos() {
        return windowEndNanos - windowStartNanos;
    }

    public boolean inWindow(long startNanos) {
        return startNanos >= windowStartNanos && startNanos < windowEndNanos;
    }
}
