package io.igen.cpu;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The table the run checks against is the kernel's own output for every fractal of a cycle; MandelbrotKernelTest
 * pins some of the same values written out, so neither can drift alone.
 */
class GoldenChecksumsTest {

    @Test
    void theStandardTableHoldsTheKernelsChecksumOfEveryFractalOfACycle() {
        MandelbrotKernel kernel = MandelbrotKernel.withDefaults();
        ViewportSequence sequence = new ViewportSequence(CpuCommand.SEED);
        for (int n = 0; n < ViewportSequence.PERIOD; n++) {
            assertThat(GoldenChecksums.STANDARD.expected(n)).as("fractal %d", n)
                    .isEqualTo(kernel.render(sequence.get(n)));
        }
    }

    @Test
    void theTableRepeatsWithTheSequence() {
        assertThat(GoldenChecksums.STANDARD.expected(ViewportSequence.PERIOD + 17)).isEqualTo(0xd7a748541f16922bL);
        assertThat(GoldenChecksums.STANDARD.expected(3 * ViewportSequence.PERIOD)).isEqualTo(0xb2d84b750f1de2ecL);
    }

    @Test
    void aTableNeedsOneChecksumPerFractalOfACycle() {
        assertThatThrownBy(() -> new GoldenChecksums(100, 512, 1, new long[63]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("one golden checksum per fractal of a cycle: 64, not 63");
    }
}
