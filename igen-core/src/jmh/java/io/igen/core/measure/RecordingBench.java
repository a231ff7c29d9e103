package io.igen.core.measure;

import io.igen.core.result.StepTimes;
import io.igen.core.runner.LevelControl;
import io.igen.core.runner.LevelWork;
import io.igen.core.runner.NanoClock;
import io.igen.core.runner.WorkerLoop;
import io.igen.core.workload.Worker;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * What the runner costs per measured operation, single-threaded: {@code record} is the recorder alone
 * (histogram, moments, per-second count) with latencies spread over five decades; {@code loop} is the
 * whole per-operation path of a worker thread around an empty operation in stream mode (one clock
 * read, the window check, recording, the worker's countLast). Target: under 100 ns and no allocation
 * ({@code -prof gc}). {@code steps} is what per-step times add to an operation of seven steps (iGenOLTP's statements): the eight clock
 * reads that bound them and their recording ({@link StepTimes}). {@code loop} keeps the slow operations for the
 * level's tail ({@link SlowOperations}, the default); {@code loopWithoutTail} is the same loop with {@code --no-tail}.
 * The recorders are new at every iteration, so that the slow operations kept stay what one window keeps.
 *
 * <pre>java -jar igen-core/target/igen-core-jmh.jar RecordingBench -prof gc</pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class RecordingBench {

    private static final int LOOP_OPERATIONS = 100_000;
    private static final int LATENCY_COUNT = 1024;

    private final long[] latenciesNanos = new long[LATENCY_COUNT];
    private final long[] stampsNanos = new long[8];
    private WorkerRecorder recorder;
    private WorkerRecorder recorderWithoutTail;
    private StepTimes steps;
    private long windowStart;
    private int next;

    @Setup
    public void setUp() {
        // 1 µs .. 100 ms, log-spaced, so recording touches many histogram buckets as real runs do
        for (int i = 0; i < LATENCY_COUNT; i++) {
            latenciesNanos[i] = (long) (1_000 * Math.pow(10, 5.0 * i / LATENCY_COUNT));
        }
        steps = new StepTimes(List.of("selectCustomer", "selectOrders", "selectItem", "selectRecentOrders",
                "insertOrder", "deleteOrder", "commit"));
        windowStart = System.nanoTime();
    }

    @Setup(Level.Iteration)
    public void newRecorders() {
        recorder = new WorkerRecorder(3_600, false);
        recorderWithoutTail = new WorkerRecorder(3_600, false, Exception::toString, SlowOperations.none());
    }

    @Benchmark
    public void record() {
        long start = windowStart + next * 1_000L;
        recorder.recordSuccess(windowStart, start, start, start + latenciesNanos[next]);
        next = (next + 1) & (LATENCY_COUNT - 1);
    }

    @Benchmark
    public StepTimes steps() {
        for (int i = 0; i < stampsNanos.length; i++) {
            stampsNanos[i] = System.nanoTime();
        }
        steps.record(stampsNanos);
        return steps;
    }

    @Benchmark
    @OperationsPerInvocation(LOOP_OPERATIONS)
    public WorkerRecorder loop() {
        return runLoop(recorder);
    }

    @Benchmark
    @OperationsPerInvocation(LOOP_OPERATIONS)
    public WorkerRecorder loopWithoutTail() {
        return runLoop(recorderWithoutTail);
    }

    private static WorkerRecorder runLoop(WorkerRecorder into) {
        LevelControl control = new LevelControl(0);
        control.openWindow(System.nanoTime());
        CountingWorker worker = new CountingWorker(control);
        new WorkerLoop(worker, into, control, NanoClock.SYSTEM, LevelWork.STREAM, failure -> "error").run();
        return into;
    }

    /** An empty operation that closes the window after {@link #LOOP_OPERATIONS}. */
    private static final class CountingWorker implements Worker {
        private final LevelControl control;
        private int executed;

        CountingWorker(LevelControl control) {
            this.control = control;
        }

        @Override
        public void execute() {
            if (++executed == LOOP_OPERATIONS) {
                control.closeWindow(Long.MAX_VALUE - 1);
            }
        }
    }
}
