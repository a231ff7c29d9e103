package io.igen.cpu;

import io.igen.core.workload.Level;
import io.igen.core.workload.Worker;
import io.igen.core.workload.Workload;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * iGenCPU's workload: every thread renders fractals from the same deterministic viewport sequence, one
 * fractal per operation, each thread with its own kernel and buffers.
 *
 * @param size          the grid's width and height in points
 * @param maxIterations the most iterations a point takes before it counts as inside the set
 * @param seed          the viewport sequence's seed
 */
public record FractalWorkload(int size, int maxIterations, long seed)
        implements Workload<FractalWorkload.FractalWorker> {

    /** The settings a result records, so two runs can be checked for doing the same work. */
    public Map<String, Object> settings() {
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("gridWidth", size);
        settings.put("gridHeight", size);
        settings.put("maxIterations", maxIterations);
        settings.put("seed", seed);
        settings.put("viewportsPerCycle", ViewportSequence.PERIOD);
        settings.put("workingSetBytesPerThread", new MandelbrotKernel(size, size, maxIterations).workingSetBytes());
        return settings;
    }

    @Override
    public FractalWorker createWorker(int workerIndex, Level level) {
        return new FractalWorker(new MandelbrotKernel(size, size, maxIterations), new ViewportSequence(seed));
    }

    /** Renders fractal 0, 1, 2, ... of the sequence, one per operation. */
    public static final class FractalWorker implements Worker {

        private final MandelbrotKernel kernel;
        private final ViewportSequence viewports;
        private long next;
        /** Every checksum folded in, so the JIT cannot drop the work as unused. */
        private long checksums;

        FractalWorker(MandelbrotKernel kernel, ViewportSequence viewports) {
            this.kernel = kernel;
            this.viewports = viewports;
        }

        @Override
        public void execute() {
            checksums ^= kernel.render(viewports.get(next++));
        }
    }
}
