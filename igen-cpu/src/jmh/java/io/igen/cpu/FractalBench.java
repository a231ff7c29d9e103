package io.igen.cpu;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * One iGenCPU fractal per operation: the same kernel, grid and viewport sequence as the stepwise
 * {@code igen-cpu} command, so JMH's fractals/s at {@code -t 1} and igen-cpu's at 1 thread measure the
 * same work two ways. Each thread has its own kernel and walks the sequence from fractal 0, as a worker of
 * the stepwise run does; a measurement of 10 s covers many whole 64-fractal cycles.
 *
 * <pre>java -jar igen-cpu/target/igen-cpu-jmh.jar FractalBench -t 2</pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 10)
@Fork(1)
@State(Scope.Thread)
public class FractalBench {

    private MandelbrotKernel kernel;
    private ViewportSequence viewports;
    private long next;

    @Setup
    public void setUp() {
        kernel = MandelbrotKernel.withDefaults();
        viewports = new ViewportSequence(CpuCommand.SEED);
    }

    @Benchmark
    public long fractal() {
        return kernel.render(viewports.get(next++));
    }
}
