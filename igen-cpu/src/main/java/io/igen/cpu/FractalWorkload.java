package io.igen.cpu;

import io.igen.core.workload.FigureKind;
import io.igen.core.workload.Level;
import io.igen.core.workload.LevelReport;
import io.igen.core.workload.LevelSession;
import io.igen.core.workload.MeasuredLevel;
import io.igen.core.workload.Worker;
import io.igen.core.workload.Workload;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * iGenCPU's workload: every thread renders fractals from the same deterministic viewport sequence, one
 * fractal per operation, each thread with its own kernel and buffers, and checks each fractal's checksum against
 * its golden one. A wrong fractal is a failed operation (a {@link ChecksumMismatchException}), and its level a
 * problem of the run.
 *
 * @param size          the grid's width and height in points
 * @param maxIterations the most iterations a point takes before it counts as inside the set
 * @param seed          the viewport sequence's seed
 * @param golden        the checksums of this work
 */
public record FractalWorkload(int size, int maxIterations, long seed, GoldenChecksums golden)
        implements Workload<FractalWorkload.FractalWorker> {

    public FractalWorkload {
        Objects.requireNonNull(golden, "golden");
        if (!golden.pin(size, maxIterations, seed)) {
            throw new IllegalArgumentException("the golden checksums are those of " + golden.work() + ", not of "
                    + size + " x " + size + " points, " + maxIterations + " iterations, seed " + seed);
        }
    }

    /** The work {@code igen-cpu} runs, checked against {@code golden}. */
    static FractalWorkload standard(GoldenChecksums golden) {
        return new FractalWorkload(MandelbrotKernel.DEFAULT_SIZE, MandelbrotKernel.DEFAULT_MAX_ITERATIONS,
                CpuCommand.SEED, golden);
    }

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

    /** A level's workers each render the sequence from its start; its report checks what they rendered. */
    @Override
    public LevelSession<FractalWorker> openLevel(Level level) {
        return new LevelSession<>() {
            @Override
            public FractalWorker createWorker(int workerIndex) {
                return new FractalWorker(new MandelbrotKernel(size, size, maxIterations), new ViewportSequence(seed),
                        golden);
            }

            @Override
            public LevelReport report(List<FractalWorker> workers, MeasuredLevel measurement) {
                Checks checks = Checks.of(workers);
                return LevelReport.of(checks.figures()).withProblems(checks.problems(level));
            }
        };
    }

    /** Both are counts of fractals, which add up over the parts of a run. */
    @Override
    public Map<String, FigureKind> figures() {
        return Map.of("verified", FigureKind.sum("fractals"), "checkMismatches", FigureKind.sum("fractals"));
    }

    /** The checks of a level's workers summed: in the whole level, and in its window. */
    private record Checks(long rendered, long wrong, ChecksumMismatchException first, long verified, long mismatches) {

        static Checks of(List<FractalWorker> workers) {
            Checks sum = new Checks(0, 0, null, 0, 0);
            for (FractalWorker worker : workers) {
                sum = new Checks(sum.rendered + worker.next, sum.wrong + worker.wrong,
                        sum.first == null ? worker.firstWrong : sum.first, sum.verified + worker.verified,
                        sum.mismatches + worker.mismatches);
            }
            return sum;
        }

        /**
         * {@code verified}: fractals of the window whose checksum was checked (all of them); {@code checkMismatches}:
         * how many of those had a wrong one, counted as errors.
         */
        Map<String, Object> figures() {
            Map<String, Object> figures = new LinkedHashMap<>();
            figures.put("verified", verified);
            figures.put("checkMismatches", mismatches);
            return figures;
        }

        /**
         * A level with a wrong fractal, in its window or outside it (warm-up, the last fractals after it): the first
         * one, and how many there were. Its figures do not count them as work done, but whatever made them (a JIT's
         * shortcut, a changed kernel) may have changed the right ones' speed too, so the level is no result.
         */
        List<String> problems(Level level) {
            if (first == null) {
                return List.of();
            }
            return List.of(String.format(Locale.ROOT, "level %d: %s; wrong fractals: %,d of the %,d the level "
                            + "rendered, %,d of the %,d in its window, counted as errors, not as work done",
                    level.level(), first.getMessage(), wrong, rendered, mismatches, verified));
        }
    }

    /**
     * Renders fractal 0, 1, 2, ... of the sequence, one per operation, and checks each against its golden checksum:
     * a load and a compare beside a render of 10,000 points of up to 512 iterations each. Using the checksum is also
     * what keeps the JIT from dropping the render as unused.
     */
    public static final class FractalWorker implements Worker {

        private final MandelbrotKernel kernel;
        private final ViewportSequence viewports;
        private final GoldenChecksums golden;
        /** The next fractal of the sequence; also how many this worker rendered. */
        private long next;
        private boolean lastWrong;
        /** Over the whole level, in the window or not, for the level's problem. */
        private long wrong;
        private ChecksumMismatchException firstWrong;
        /** Over the window only, for the level's figures. */
        private long verified;
        private long mismatches;

        FractalWorker(MandelbrotKernel kernel, ViewportSequence viewports, GoldenChecksums golden) {
            this.kernel = kernel;
            this.viewports = viewports;
            this.golden = golden;
        }

        @Override
        public void execute() throws ChecksumMismatchException {
            long fractal = next++;
            Viewport viewport = viewports.get(fractal);
            long checksum = kernel.render(viewport);
            long expected = golden.expected(fractal);
            lastWrong = checksum != expected;
            if (lastWrong) {
                wrong++;
                ChecksumMismatchException mismatch = new ChecksumMismatchException(
                        Math.floorMod(fractal, ViewportSequence.PERIOD), viewport, expected, checksum);
                if (firstWrong == null) {
                    firstWrong = mismatch;
                }
                throw mismatch;
            }
        }

        @Override
        public void countLast(boolean succeeded) {
            verified++;
            if (lastWrong) {
                mismatches++;
            }
        }
    }
}
