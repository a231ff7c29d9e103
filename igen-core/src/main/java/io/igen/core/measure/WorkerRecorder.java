package io.igen.core.measure;

import org.HdrHistogram.Histogram;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * Everything one worker thread measures during one level: a latency histogram, exact moments, a
 * per-second operation count, errors by kind and the first message of each kind, and the
 * {@link IntervalSeries} of what completed in each second of the warm-up and the window, and the window's slow
 * operations ({@link SlowOperations}). Single writer, so recording takes no lock and shares no cache line with other
 * threads; the runner merges the recorders once the threads have stopped ({@link LevelMeasurement#merge}). Recording a
 * success allocates nothing, but for one among the thread's slowest (its steps kept) or when the slow operations' arrays
 * grow.
 */
public final class WorkerRecorder {

    /** Latencies below a microsecond are told apart at about half a microsecond. */
    static final long LOWEST_DISCERNIBLE_NANOS = 1_000;
    /** The histograms grow past this on demand, so nothing is ever clipped. */
    static final long INITIAL_HIGHEST_NANOS = 10_000_000_000L;
    static final int SIGNIFICANT_DIGITS = 3;

    private static final VarHandle COMPLETED;

    static {
        try {
            COMPLETED = MethodHandles.lookup().findVarHandle(WorkerRecorder.class, "completed", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final Histogram responseNanos = newHistogram();
    private final Histogram serviceNanos = newHistogram();
    /**
     * Whether service times are recorded: they cost the loop a third histogram recording (2-4 ns of RecordingBench's
     * loop; lab note 2026-11-27-hot-loop), spent only where the level reports them. A recorder of priming
     * alternates, operation by operation ({@link #priming}), so that the JIT compiles the loop with both branches: a
     * branch never taken while it profiled becomes an uncommon trap, and taking it at a level's start (priming's
     * clients served in turn keep service time, a level with a client a thread does not) threw the compiled loop away.
     */
    private boolean recordsServiceTime;
    /** Whether {@link #recordsServiceTime} flips after each success: priming's recorders only. */
    private final boolean alternatesServiceTime;
    private final LatencyMoments responseMoments = new LatencyMoments();
    private long[] operationsPerSecond;
    private long[] responseNanosPerSecond;
    private final Map<String, Long> errors = new HashMap<>();
    private final ErrorSamples errorSamples = new ErrorSamples();
    private final IntervalSeries intervals;
    private final SlowOperations slow;
    private final Function<Exception, String> errorMessage;
    private double workInWindow;
    private long late;
    private long skipped;
    private long unreached;
    @SuppressWarnings("unused") // written and read through COMPLETED
    private long completed;

    /**
     * @param windowSeconds   the planned measurement window; the per-second series has one slot per
     *                        started second of it, and grows when the window runs longer (fixed work)
     * @param recordsServiceTime whether the start of service differs from the intended start (paced
     *                        load), so a separate service-time histogram is worth keeping
     */
    public WorkerRecorder(long windowSeconds, boolean recordsServiceTime) {
        this(windowSeconds, recordsServiceTime, Exception::toString);
    }

    /**
     * @param errorMessage the text kept as the sample of a failure's kind; asked only of the first failure of each
     *                     kind, so a level that fails all the time does not spend its time formatting messages
     */
    public WorkerRecorder(long windowSeconds, boolean recordsServiceTime, Function<Exception, String> errorMessage) {
        this(windowSeconds, recordsServiceTime, false, errorMessage, SlowOperations.kept());
    }

    /** @param slow keeps the window's slow operations, or none ({@link SlowOperations#none()}) */
    public WorkerRecorder(long windowSeconds, boolean recordsServiceTime, Function<Exception, String> errorMessage,
                          SlowOperations slow) {
        this(windowSeconds, recordsServiceTime, false, errorMessage, slow);
    }

    /**
     * A recorder for priming, whose figures nobody reads: it records service time for every other success, so that
     * the JIT compiles both paths of the choice (see {@link #recordsServiceTime}).
     */
    public static WorkerRecorder priming(long windowSeconds, Function<Exception, String> errorMessage) {
        return new WorkerRecorder(windowSeconds, true, true, errorMessage, SlowOperations.kept());
    }

    private WorkerRecorder(long windowSeconds, boolean recordsServiceTime, boolean alternatesServiceTime,
                           Function<Exception, String> errorMessage, SlowOperations slow) {
        this.slow = slow;
        this.alternatesServiceTime = alternatesServiceTime;
        this.operationsPerSecond = new long[(int) Math.max(1, windowSeconds + 1)];
        this.responseNanosPerSecond = new long[operationsPerSecond.length];
        this.intervals = new IntervalSeries(windowSeconds);
        this.recordsServiceTime = recordsServiceTime;
        this.errorMessage = errorMessage;
    }

    static Histogram newHistogram() {
        Histogram histogram = new Histogram(LOWEST_DISCERNIBLE_NANOS, INITIAL_HIGHEST_NANOS, SIGNIFICANT_DIGITS);
        histogram.setAutoResize(true);
        return histogram;
    }

    /**
     * Records an operation that succeeded.
     *
     * @param windowStartNanos   when the measurement window opened
     * @param intendedStartNanos when the operation was due to start (its actual start in stream mode);
     *                           response time counts from here, so a stall cannot hide (coordinated omission)
     * @param startNanos         when it actually started
     * @param endNanos           when it returned
     */
    public void recordSuccess(long windowStartNanos, long intendedStartNanos, long startNanos, long endNanos) {
        long responseTime = endNanos - intendedStartNanos;
        responseNanos.recordValue(responseTime);
        responseMoments.record(responseTime);
        if (recordsServiceTime) {
            serviceNanos.recordValue(endNanos - startNanos);
        }
        recordsServiceTime ^= alternatesServiceTime; // without a branch: the same code for every recorder
        int second = (int) ((intendedStartNanos - windowStartNanos) / 1_000_000_000L);
        if (second >= operationsPerSecond.length) {
            growSeconds(second);
        }
        operationsPerSecond[second]++;
        responseNanosPerSecond[second] += responseTime;
    }

    /** Makes room for {@code second}, doubling: once a doubling of a window longer than planned, not per operation. */
    private void growSeconds(int second) {
        int capacity = Math.max(second + 1, 2 * operationsPerSecond.length);
        operationsPerSecond = Arrays.copyOf(operationsPerSecond, capacity);
        responseNanosPerSecond = Arrays.copyOf(responseNanosPerSecond, capacity);
    }

    /**
     * A success of the window slower than this is kept ({@link #keepSlow}); one at most this fast is not. Asked of
     * every success: a field read.
     */
    public long slowNanos() {
        return slow.thresholdNanos();
    }

    /**
     * Keeps a success of the window slower than {@link #slowNanos()}, recorded already ({@link #recordSuccess}), for
     * the level's account of its tail.
     *
     * @param client     which of the thread's clients ran it, by its place among them
     * @param stepStamps the clock readings bounding its steps; null when it has none
     */
    public void keepSlow(long intendedStartNanos, long endNanos, int client, long[] stepStamps) {
        slow.keep(intendedStartNanos, endNanos, client, stepStamps, responseNanos);
    }

    /**
     * Counts a successful operation due in the window whose response time (from its scheduled start) exceeded the
     * latency limit.
     */
    public void countLate() {
        late++;
    }

    /** Counts a scheduled start in the window that was not run, being more than the latency limit late. */
    public void countSkipped() {
        skipped++;
    }

    /** Counts scheduled starts in the window that were still waiting for the thread when the window closed. */
    public void countUnreached(long scheduledStarts) {
        unreached += scheduledStarts;
    }

    /**
     * Records an operation in the time series by the second in which it completed, whenever it started: a stall then
     * shows as seconds with few completions and a high p99. Before the window opens it goes to the warm-up's seconds,
     * counted from the level's start.
     *
     * @param levelStartNanos    when the level's threads started
     * @param windowStartNanos   when the measurement window opened ({@code Long.MAX_VALUE} while it has not)
     * @param intendedStartNanos when the operation was due to start (its actual start in stream mode)
     * @param endNanos           when it returned
     * @param succeeded          whether it succeeded; a failure counts as an error and leaves no response time
     */
    public void recordCompletion(long levelStartNanos, long windowStartNanos, long intendedStartNanos, long endNanos,
                                 boolean succeeded) {
        if (windowStartNanos != Long.MAX_VALUE && endNanos - windowStartNanos >= 0) {
            intervals.recordInWindow(endNanos - windowStartNanos, succeeded, endNanos - intendedStartNanos);
        } else {
            intervals.recordInWarmup(endNanos - levelStartNanos, succeeded, endNanos - intendedStartNanos);
        }
    }

    /**
     * Counts an operation that succeeded, in the window or not (warm-up included): the runner reads these
     * counts every second to judge whether the warm-up has reached a steady state, and to show progress. The only
     * count another thread reads: one more, of the window's operations alone, cost the loop an opaque increment
     * (lab note 2026-11-27-hot-loop).
     */
    public void countCompleted() {
        COMPLETED.setOpaque(this, (long) COMPLETED.getOpaque(this) + 1);
    }

    /** Successful operations since the level started, warm-up included; safe to read from another thread. */
    public long completed() {
        return (long) COMPLETED.getOpaque(this);
    }

    /**
     * Adds the share of a successful operation that ran inside the window (see
     * {@code LevelControl.shareInWindow}); operations that started in the warm-up count here too.
     */
    public void recordWorkInWindow(double share) {
        workInWindow += share;
    }

    /** Records a failed operation under its kind, without a sample of its message. */
    public void recordError(String kind) {
        errors.merge(kind, 1L, Long::sum);
    }

    /**
     * Records a failed operation under its kind; the first failure of each kind (up to {@link ErrorSamples#MAX_KINDS}
     * kinds) also leaves its message, for the level's {@code errorSamples}.
     *
     * @param atNanos when the failure was seen: of each kind, the level keeps the earliest of all its threads
     */
    public void recordError(String kind, Exception failure, long atNanos) {
        recordError(kind);
        if (errorSamples.wants(kind)) {
            errorSamples.offer(kind, errorMessage.apply(failure), atNanos);
        }
    }

    Histogram responseNanos() {
        return responseNanos;
    }

    Histogram serviceNanos() {
        return recordsServiceTime || alternatesServiceTime ? serviceNanos : null;
    }

    LatencyMoments responseMoments() {
        return responseMoments;
    }

    long[] operationsPerSecond() {
        return operationsPerSecond;
    }

    long[] responseNanosPerSecond() {
        return responseNanosPerSecond;
    }

    double workInWindow() {
        return workInWindow;
    }

    long late() {
        return late;
    }

    long skipped() {
        return skipped;
    }

    long unreached() {
        return unreached;
    }

    Map<String, Long> errors() {
        return errors;
    }

    ErrorSamples errorSamples() {
        return errorSamples;
    }

    IntervalSeries intervals() {
        return intervals;
    }

    SlowOperations slowOperations() {
        return slow;
    }
}
