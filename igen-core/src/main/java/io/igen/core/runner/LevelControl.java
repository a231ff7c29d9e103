package io.igen.core.runner;

/**
 * The measurement window of one level, shared by the controlling thread (the only writer) and the
 * worker threads. An operation belongs to the window when its intended start lies in
 * [{@link #windowStart()}, window end): operations that start in the window count even when they end
 * after it closes, and the window's bounds are clock readings, not planned times. Throughput instead counts
 * the work done inside the window ({@link #shareInWindow}), so slow operations do not quantise it.
 *
 * <p>A window of fixed work ({@link #forFixedWork}) is closed by the workers instead: each tells when one of its
 * clients has done its operations ({@link #clientFinished}), and the last one closes the window as its last operation
 * ended, so the window is the time the work took.
 */
public final class LevelControl {

    private final long levelStartNanos;
    private volatile long windowStartNanos = Long.MAX_VALUE;
    private volatile long windowEndNanos = Long.MAX_VALUE;
    private volatile boolean stopped;
    private volatile boolean pauseRequested;
    /**
     * Whether the workers have something to do between operations: stop or pause. One volatile read an operation
     * instead of two (RecordingBench's loop; lab note 2026-11-27-hot-loop).
     */
    private volatile boolean attention;
    /** Workers waiting in {@link #waitWhilePaused}; guarded by this. */
    private int paused;
    /** With fixed work, the clients not yet done, and when the last operation of those done ended; guarded by this. */
    private int clientsWorking;
    private long lastEndNanos = Long.MIN_VALUE;

    /** @param levelStartNanos the clock reading as the level's threads start: the warm-up's seconds count from it */
    public LevelControl(long levelStartNanos) {
        this.levelStartNanos = levelStartNanos;
    }

    /** A level whose window the last of its {@code clients} closes when it has done its operations. */
    public static LevelControl forFixedWork(long levelStartNanos, int clients) {
        LevelControl control = new LevelControl(levelStartNanos);
        control.clientsWorking = clients;
        return control;
    }

    /**
     * Told by a worker that one of its clients has done its operations, the last of which ended at {@code endNanos};
     * after the last client, closes the window at the latest such end and asks the workers to stop.
     */
    public synchronized void clientFinished(long endNanos) {
        lastEndNanos = Math.max(lastEndNanos, endNanos);
        if (--clientsWorking == 0) {
            closeWindow(lastEndNanos);
        }
    }

    public long levelStart() {
        return levelStartNanos;
    }

    /** Opens the window at the given clock reading. */
    public void openWindow(long nowNanos) {
        windowStartNanos = nowNanos;
    }

    /** Closes the window at the given clock reading and asks the workers to stop. */
    public synchronized void closeWindow(long nowNanos) {
        windowEndNanos = nowNanos;
        stopped = true;
        attention = true;
        notifyAll();
    }

    /** Asks the workers to stop without closing the window (a worker hit a fatal error). */
    public synchronized void abort() {
        stopped = true;
        attention = true;
        notifyAll();
    }

    /**
     * Asks the workers to wait after their current operation, and waits until {@code workers} of them do: then no
     * operation is running. Gives up when the level stops or after {@code timeoutMillis}; the workers stay asked to
     * wait until {@link #resume()}, whatever this returns.
     *
     * @return whether every worker was waiting
     */
    public synchronized boolean pause(int workers, long timeoutMillis) throws InterruptedException {
        pauseRequested = true;
        attention = true;
        long deadline = System.currentTimeMillis() + timeoutMillis;
        while (paused < workers && !stopped) {
            long left = deadline - System.currentTimeMillis();
            if (left <= 0) {
                return false;
            }
            wait(left);
        }
        return paused >= workers;
    }

    /** Lets the workers go on after {@link #pause}. */
    public synchronized void resume() {
        pauseRequested = false;
        attention = stopped;
        notifyAll();
    }

    /** Whether the level has stopped or asks the workers to wait: read by them between operations. */
    public boolean needsAttention() {
        return attention;
    }

    /** Whether the workers are asked to wait after their current operation: read by them between operations. */
    public boolean pauseRequested() {
        return pauseRequested;
    }

    /**
     * Called by a worker between operations when {@link #pauseRequested()}: waits until the pause ends or the level
     * stops. An interrupted worker stops waiting with its interrupt status kept.
     */
    public synchronized void waitWhilePaused() {
        paused++;
        notifyAll();
        try {
            while (pauseRequested && !stopped) {
                wait();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            paused--;
        }
    }

    public boolean stopped() {
        return stopped;
    }

    /** When the window opened; {@code Long.MAX_VALUE} until it has. */
    public long windowStart() {
        return windowStartNanos;
    }

    /** The window's measured length, once it has closed. */
    public long windowNanos() {
        return windowEndNanos - windowStartNanos;
    }

    /** When the window closed; {@code Long.MAX_VALUE} while it is open (or never opened). */
    public long windowEnd() {
        return windowEndNanos;
    }

    public boolean inWindow(long startNanos) {
        return inWindow(windowStartNanos, windowEndNanos, startNanos);
    }

    /** Whether {@code startNanos} lies in a window read once, [{@code windowStartNanos}, {@code windowEndNanos}). */
    static boolean inWindow(long windowStartNanos, long windowEndNanos, long startNanos) {
        return startNanos >= windowStartNanos && startNanos < windowEndNanos;
    }

    /**
     * The share of an operation that ran from {@code startNanos} to {@code endNanos} inside a window read once: 1
     * when it ran wholly inside, the fraction of its time inside when it straddles an edge, 0 when it missed the
     * window. A window counts 20 operations of half a second each as 19, 20 or 21 depending on where their
     * starts fall (5 % apart); their shares add up to the work actually done in the window.
     */
    static double shareInWindow(long windowStartNanos, long windowEndNanos, long startNanos, long endNanos) {
        if (endNanos <= startNanos) {
            return inWindow(windowStartNanos, windowEndNanos, startNanos) ? 1 : 0;
        }
        long from = Math.max(startNanos, windowStartNanos);
        long to = Math.min(endNanos, windowEndNanos);
        return to <= from ? 0 : (double) (to - from) / (endNanos - startNanos);
    }
}
