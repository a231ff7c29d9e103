package io.igen.core.measure;

import io.igen.core.result.CiBasis;
import io.igen.core.result.HistogramCodec;
import io.igen.core.result.IntervalPoint;
import io.igen.core.result.LatencySummary;
import io.igen.core.result.LevelResult;
import io.igen.core.result.PacedLoad;
import io.igen.core.stats.BatchMeans;
import io.igen.core.stats.Interval;
import io.igen.core.stats.MeanEstimate;
import io.igen.core.workload.Level;
import io.igen.core.workload.MeasuredLevel;
import org.HdrHistogram.Histogram;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The merged measurements of all worker threads of one level, over a measured window.
 */
public final class LevelMeasurement {

    private static final double NANOS_PER_SECOND = 1e9;

    private final long windowStartNanos;
    private final long windowNanos;
    private final Histogram responseNanos;
    private final Histogram serviceNanos;
    private final LatencyMoments responseMoments;
    private final long[] operationsPerSecond;
    private final long[] responseNanosPerSecond;
    private final Map<String, Long> errors;
    private final Map<String, String> errorSamples;
    private final double workInWindow;
    private final boolean fixedWork;
    private final long late;
    private final long skipped;
    private final long unreached;
    private final List<IntervalHistogram> intervals;
    /** Each thread's own seconds and how long the level warmed up: for the series of a part of the threads. */
    private final List<IntervalSeries> threadIntervals;
    private final long warmupNanos;
    /** Each thread's slow operations, in the order of the recorders merged. */
    private final List<SlowOperations> threadSlow;

    /** Merges the recorders of a level whose window opened at 0 on the runner's clock, leaving out any warm-up (synthetic
     * clocks in tests). */
    public static LevelMeasurement merge(List<WorkerRecorder> recorders, long windowNanos) {
        return merge(recorders, 0, 0, windowNanos);
    }

    /**
     * Merges the recorders of a level's threads. Call only after those threads have stopped.
     *
     * @param levelStartNanos  when the level's threads started, on the runner's clock: the time series keeps the whole
     *                         seconds from there to the window as the warm-up's
     * @param windowStartNanos when the window opened, on the runner's clock
     * @param windowNanos      the measured length of the window; the per-second series keep its whole seconds
     */
    public static LevelMeasurement merge(List<WorkerRecorder> recorders, long levelStartNanos, long windowStartNanos,
                                         long windowNanos) {
        return new LevelMeasurement(recorders, levelStartNanos, windowStartNanos, windowNanos, false);
    }

    /**
     * Merges the recorders of a level whose window was a fixed number of operations per client: its throughput is
     * then the operations that succeeded over the time they took, as pgbench {@code -t} reports it, leaving out the
     * share of the operations that were running as the window opened.
     */
    public static LevelMeasurement mergeFixedWork(List<WorkerRecorder> recorders, long levelStartNanos,
                                                  long windowStartNanos, long windowNanos) {
        return new LevelMeasurement(recorders, levelStartNanos, windowStartNanos, windowNanos, true);
    }

    /** The recorders of a level's threads, merged: see {@link #merge(List, long, long, long)}. */
    private LevelMeasurement(List<WorkerRecorder> recorders, long levelStartNanos, long windowStartNanos,
                             long windowNanos, boolean fixedWork) {
        Histogram response = WorkerRecorder.newHistogram();
        Histogram service = null;
        LatencyMoments moments = new LatencyMoments();
        int wholeSeconds = (int) (windowNanos / 1_000_000_000L);
        long[] perSecond = new long[wholeSeconds];
        long[] nanosPerSecond = new long[wholeSeconds];
        Map<String, Long> errorsByKind = new TreeMap<>();
        ErrorSamples samples = new ErrorSamples();
        double work = 0;
        long lateCount = 0;
        long skippedCount = 0;
        long unreachedCount = 0;
        for (WorkerRecorder recorder : recorders) {
            work += recorder.workInWindow();
            lateCount += recorder.late();
            skippedCount += recorder.skipped();
            unreachedCount += recorder.unreached();
            response.add(recorder.responseNanos());
            if (recorder.serviceNanos() != null) {
                if (service == null) {
                    service = WorkerRecorder.newHistogram();
                }
                service.add(recorder.serviceNanos());
            }
            moments.add(recorder.responseMoments());
            long[] counts = recorder.operationsPerSecond();
            long[] nanos = recorder.responseNanosPerSecond();
            for (int second = 0; second < Math.min(wholeSeconds, counts.length); second++) {
                perSecond[second] += counts[second];
                nanosPerSecond[second] += nanos[second];
            }
            recorder.errors().forEach((kind, count) -> errorsByKind.merge(kind, count, Long::sum));
            samples.addAll(recorder.errorSamples());
        }
        this.threadIntervals = recorders.stream().map(WorkerRecorder::intervals).toList();
        this.threadSlow = recorders.stream().map(WorkerRecorder::slowOperations).toList();
        this.warmupNanos = windowStartNanos - levelStartNanos;
        this.intervals = IntervalSeries.merge(threadIntervals, warmupNanos, wholeSeconds);
        this.windowStartNanos = windowStartNanos;
        this.windowNanos = windowNanos;
        this.workInWindow = work;
        this.fixedWork = fixedWork;
        this.late = lateCount;
        this.skipped = skippedCount;
        this.unreached = unreachedCount;
        this.responseNanos = response;
        this.serviceNanos = service;
        this.responseMoments = moments;
        this.operationsPerSecond = perSecond;
        this.responseNanosPerSecond = nanosPerSecond;
        this.errors = errorsByKind;
        this.errorSamples = samples.byKind();
    }

    /** Successful operations that started inside the window. */
    public long operations() {
        return responseMoments.count();
    }

    /** The window's headline figures, as a workload reads them when it reports the level. */
    public MeasuredLevel measured(double maxErrorPercent) {
        return new MeasuredLevel(throughput(), windowSeconds(), windowStartNanos(), windowEndNanos(), maxErrorPercent);
    }

    /** The measured length of the window. */
    public double windowSeconds() {
        return windowNanos / NANOS_PER_SECOND;
    }

    /** When the window opened, on the runner's clock. */
    public long windowStartNanos() {
        return windowStartNanos;
    }

    /** When the window closed, on the runner's clock. */
    public long windowEndNanos() {
        return windowStartNanos + windowNanos;
    }

    /**
     * Successful operations per second of the window, counting the work done inside it: an operation that
     * straddles an edge counts by the share of its time inside. For operations of microseconds this equals
     * operations started in the window per second; for operations of a second (iGenRAM) it removes the
     * quantisation of counting whole operations. A window of fixed work counts the operations that succeeded.
     */
    public double throughput() {
        return windowNanos == 0 ? 0 : (fixedWork ? operations() : workInWindow) / windowSeconds();
    }

    /**
     * How the window kept its schedule under paced load: what was due in it, what ran, and with a latency limit what
     * was late or skipped.
     *
     * @param latencyLimited whether a latency limit applied, so that late and skipped operations were counted
     */
    public PacedLoad pacedLoad(boolean latencyLimited) {
        long achieved = operations() + errorCount();
        return new PacedLoad(achieved + skipped + unreached, achieved, latencyLimited ? late : null,
                latencyLimited ? skipped : null);
    }

    public long errorCount() {
        return errors.values().stream().mapToLong(Long::longValue).sum();
    }

    public Map<String, Long> errors() {
        return errors;
    }

    /**
     * The first failure of each kind in the window (the earliest over all threads), kind -> message; at most
     * {@link ErrorSamples#MAX_KINDS} kinds, the earliest.
     */
    public Map<String, String> errorSamples() {
        return errorSamples;
    }

    /** Successful operations in each whole second of the window. */
    public long[] operationsPerSecond() {
        return operationsPerSecond.clone();
    }

    public Histogram responseNanos() {
        return responseNanos;
    }

    /**
     * What completed in each whole second of the warm-up and of the window, over all threads: operations, errors and
     * response-time percentiles. Unlike {@link #operationsPerSecond()} this counts operations by their completion.
     */
    public List<IntervalPoint> timeSeries() {
        return intervals.stream().map(IntervalHistogram::point).toList();
    }

    /**
     * The {@link #timeSeries()} of each part of the work the threads were bound to (for iGenOLTP, each shard), in the
     * parts' order (numbers as numbers).
     *
     * @param partitionOfThread the part thread {@code i} was bound to, in the order of the recorders merged
     */
    public Map<String, List<IntervalPoint>> timeSeriesBy(List<String> partitionOfThread) {
        Map<String, List<IntervalSeries>> threadsOf = new TreeMap<>(
                Comparator.comparingInt(String::length).thenComparing(Comparator.naturalOrder()));
        for (int thread = 0; thread < threadIntervals.size(); thread++) {
            threadsOf.computeIfAbsent(partitionOfThread.get(thread), part -> new ArrayList<>())
                    .add(threadIntervals.get(thread));
        }
        int wholeSeconds = (int) (windowNanos / 1_000_000_000L);
        Map<String, List<IntervalPoint>> series = new LinkedHashMap<>();
        threadsOf.forEach((part, threads) -> series.put(part, IntervalSeries.merge(threads, warmupNanos, wholeSeconds)
                .stream().map(IntervalHistogram::point).toList()));
        return series;
    }

    /** The window's slowest operations: those above its p99, for the tail's account. */
    public SlowestOperations slowest() {
        return new SlowestOperations(responseNanos, threadSlow);
    }

    /** The seconds of {@link #timeSeries()} with their response-time histograms, for an HdrHistogram log. */
    public List<IntervalHistogram> intervals() {
        return intervals;
    }

    /**
     * The result record of this level, with benchmark-specific details beside the standard figures, followed by
     * {@code errorSamples} when something failed, and 95 % intervals from the batch means of the window
     * ({@link BatchMeans}): the uncertainty one run can see. The
     * throughput interval takes its width from the batch means of the per-second counts and its centre from
     * {@link #throughput()}, which the whole-second counts only approximate.
     */
    public LevelResult toResult(Level level, Map<String, Object> details) {
        SeriesStatistics series = SeriesStatistics.of(operationsPerSecond);
        double[] counts = Arrays.stream(operationsPerSecond).asDoubleStream().toArray();
        double[] nanos = Arrays.stream(responseNanosPerSecond).asDoubleStream().toArray();
        double throughputHalfWidth = MeanEstimate.of(BatchMeans.of(counts)).ci95().halfWidth();
        Interval throughputCi = Interval.of(throughput() - throughputHalfWidth, throughput() + throughputHalfWidth);
        Interval meanNanosCi = MeanEstimate.of(BatchMeans.ratios(nanos, counts)).ci95();
        Interval meanMsCi = Interval.of(meanNanosCi.low() / 1e6, meanNanosCi.high() / 1e6);
        return LevelResult.builder()
                .level(level.level())
                .threads(level.threads())
                .operations(operations())
                .durationSeconds(windowSeconds())
                .throughput(throughput())
                .latencyMs(LatencySummary.of(responseNanos, responseMoments.mean(),
                        responseMoments.standardDeviation()))
                .serviceTimeMs(serviceNanos == null ? null
                        : LatencySummary.of(serviceNanos, serviceNanos.getMean(), serviceNanos.getStdDeviation()))
                .perSecond(Arrays.stream(operationsPerSecond).boxed().toList())
                .perSecondStdDev(series.standardDeviation())
                .perSecondTrend(series.trend())
                .errors(errors)
                .histogram(HistogramCodec.encode(responseNanos))
                .details(withErrorSamples(details))
                .throughputCi95(throughputCi)
                .meanMsCi95(meanMsCi)
                .ciBasis(CiBasis.WITHIN_RUN)
                .timeSeries(timeSeries())
                .build();
    }

    private Map<String, Object> withErrorSamples(Map<String, Object> details) {
        if (errorSamples.isEmpty()) {
            return details;
        }
        Map<String, Object> all = new LinkedHashMap<>(details);
        all.put("errorSamples", errorSamples);
        return all;
    }
}
