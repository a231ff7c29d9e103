package io.igen.cpu;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Golden checksums: the work of one fractal is pinned, so no change, "optimisation" or JVM can make
 * iGenCPU compute something else and still compare its figures with older runs.
 */
class MandelbrotKernelTest {

    @ParameterizedTest
    @CsvSource({
            "0,  b2d84b750f1de2ec",
            "1,  d3342ee37bcb29a9",
            "17, d7a748541f16922b",
            "63, dc950b9a0e286ea4",
    })
    void defaultFractalsOfTheSequenceHaveGoldenChecksums(int n, String checksum) {
        MandelbrotKernel kernel = MandelbrotKernel.withDefaults();
        assertThat(Long.toHexString(kernel.render(new ViewportSequence(CpuCommand.SEED).get(n)))).isEqualTo(checksum);
    }

    @Test
    void smallGridOfTheWholeSetHasAGoldenChecksum() {
        assertThat(new MandelbrotKernel(8, 8, 50).render(new Viewport(-0.5, 0, 3))).isEqualTo(0x916a8b6710409861L);
    }

    @Test
    void aReusedKernelGivesTheSameChecksumsInAnyOrder() {
        ViewportSequence sequence = new ViewportSequence(CpuCommand.SEED);
        MandelbrotKernel reused = MandelbrotKernel.withDefaults();
        long backwards = reused.render(sequence.get(9));
        reused.render(sequence.get(3));
        long again = reused.render(sequence.get(9));
        assertThat(again).isEqualTo(backwards).isEqualTo(MandelbrotKernel.withDefaults().render(sequence.get(9)));
    }

    @Test
    void workingSetStaysUnder128KilobytesPerThread() {
        assertThat(MandelbrotKernel.withDefaults().workingSetBytes()).isLessThan(128 * 1024);
    }

    @Test
    void degenerateGridsAreRefused() {
        assertThatThrownBy(() -> new MandelbrotKernel(2, 10, 10)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least 3 x 3 pixels");
        assertThatThrownBy(() -> new Viewport(0, 0, 0)).hasMessageContaining("positive width");
    }
}
