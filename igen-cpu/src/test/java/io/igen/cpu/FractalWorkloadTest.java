package io.igen.cpu;

import io.igen.core.workload.Level;
import io.igen.core.workload.LevelReport;
import io.igen.core.workload.LevelSession;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The run checks its own work: every fractal against its golden checksum, a wrong one failing its level. */
class FractalWorkloadTest {

    private static final Level ONE_THREAD = Level.ofThreads(1);

    @Test
    void aFractalWithAWrongChecksumFailsItsOperationAndItsLevel() throws Exception {
        FractalWorkload workload = FractalWorkload.standard(withWrong(1, 1L));
        LevelSession<FractalWorkload.FractalWorker> level = workload.openLevel(ONE_THREAD);
        FractalWorkload.FractalWorker worker = level.createWorker(0);

        worker.execute();           // fractal 0, warm-up: never told
        assertThatThrownBy(worker::execute).isInstanceOf(ChecksumMismatchException.class)
                .hasMessage("fractal 1 of the viewport sequence (centre -0.08780355274242693, 0.6540822076731395, "
                        + "width 0.009296914696929722) has checksum d3342ee37bcb29a9, expected 0000000000000001");
        worker.countLast(false);
        worker.execute();           // fractal 2: right
        worker.countLast(true);

        // the report does not read the measurement
        LevelReport report = level.report(List.of(worker), null);
        assertThat(report.figures())
                .containsExactly(java.util.Map.entry("verified", 2L), java.util.Map.entry("checkMismatches", 1L));
        assertThat(report.problems()).containsExactly(
                "level 1: fractal 1 of the viewport sequence (centre -0.08780355274242693, 0.6540822076731395, "
                        + "width 0.009296914696929722) has checksum d3342ee37bcb29a9, expected 0000000000000001; "
                        + "wrong fractals: 1 of the 3 the level rendered, 1 of the 2 in its window, counted as "
                        + "errors, not as work done");
    }

    @Test
    void aWrongFractalInTheWarmUpAloneStillFailsTheLevel() throws Exception {
        FractalWorkload workload = FractalWorkload.standard(withWrong(0, 1L));
        Level two = Level.ofThreads(2);
        LevelSession<FractalWorkload.FractalWorker> level = workload.openLevel(two);
        FractalWorkload.FractalWorker warmedUp = level.createWorker(0);
        FractalWorkload.FractalWorker idle = level.createWorker(1);

        assertThatThrownBy(warmedUp::execute).isInstanceOf(ChecksumMismatchException.class);
        warmedUp.execute();
        warmedUp.countLast(true);

        LevelReport report = level.report(List.of(idle, warmedUp), null);
        assertThat(report.figures()).containsEntry("verified", 1L).containsEntry("checkMismatches", 0L);
        assertThat(report.problems()).singleElement().asString()
                .startsWith("level 2: fractal 0 of the viewport sequence (centre -0.7646937880959503, ")
                .endsWith("has checksum b2d84b750f1de2ec, expected 0000000000000001; wrong fractals: 1 of the 2 "
                        + "the level rendered, 0 of the 1 in its window, counted as errors, not as work done");
    }

    @Test
    void rightFractalsAreVerifiedAndNoProblem() throws Exception {
        FractalWorkload workload = FractalWorkload.standard(GoldenChecksums.STANDARD);
        LevelSession<FractalWorkload.FractalWorker> level = workload.openLevel(ONE_THREAD);
        FractalWorkload.FractalWorker worker = level.createWorker(0);
        for (int i = 0; i < 3; i++) {
            worker.execute();
            worker.countLast(true);
        }

        LevelReport report = level.report(List.of(worker), null);
        assertThat(report.figures()).containsEntry("verified", 3L).containsEntry("checkMismatches", 0L);
        assertThat(report.problems()).isEmpty();
    }

    @Test
    void goldenChecksumsOfOtherWorkAreRefused() {
        assertThatThrownBy(() -> new FractalWorkload(50, 512, CpuCommand.SEED, GoldenChecksums.STANDARD))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the golden checksums are those of 100 x 100 points, 512 iterations, seed 20261121, "
                        + "not of 50 x 50 points, 512 iterations, seed 20261121");
    }

    @Test
    void figuresAddUpOverTheParts() {
        assertThat(FractalWorkload.standard(GoldenChecksums.STANDARD).figures()).containsOnlyKeys("verified",
                "checkMismatches").allSatisfy((name, kind) -> {
                    assertThat(kind.unit()).isEqualTo("fractals");
                    assertThat(kind.combination()).isEqualTo(io.igen.core.workload.Combination.SUM);
                });
    }

    /** The standard checksums with fractal {@code fractal}'s replaced by {@code checksum}. */
    static GoldenChecksums withWrong(int fractal, long checksum) {
        long[] byFractal = new long[ViewportSequence.PERIOD];
        for (int n = 0; n < byFractal.length; n++) {
            byFractal[n] = GoldenChecksums.STANDARD.expected(n);
        }
        byFractal[fractal] = checksum;
        return new GoldenChecksums(MandelbrotKernel.DEFAULT_SIZE, MandelbrotKernel.DEFAULT_MAX_ITERATIONS,
                CpuCommand.SEED, byFractal);
    }
}
