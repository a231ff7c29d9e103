package io.igen.core.result;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class HistogramCodecTest {

    @Test
    void encodedHistogramDecodesToTheSameCounts() {
        Histogram original = new Histogram(1_000, 10_000_000_000L, 3);
        original.setAutoResize(true);
        for (long value = 1_000; value < 50_000_000; value = value * 3 / 2 + 7) {
            original.recordValueWithCount(value, value % 5 + 1);
        }
        original.recordValue(3_600_000_000_000L); // beyond the initial range: auto-resized

        Histogram decoded = HistogramCodec.decode(HistogramCodec.encode(original));

        assertThat(decoded).isEqualTo(original);
        assertThat(decoded.getTotalCount()).isEqualTo(original.getTotalCount());
        assertThat(decoded.getValueAtPercentile(99.0)).isEqualTo(original.getValueAtPercentile(99.0));
        assertThat(decoded.getMaxValue()).isEqualTo(original.getMaxValue());
    }

    @Test
    void emptyHistogramRoundTrips() {
        Histogram empty = new Histogram(1_000, 10_000_000_000L, 3);
        assertThat(HistogramCodec.decode(HistogramCodec.encode(empty)).getTotalCount()).isZero();
    }

    @Test
    void textThatIsNoHistogramIsRefused() {
        assertThatThrownBy(() -> HistogramCodec.decode("bm90IGEgaGlzdG9ncmFt"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("not an encoded HdrHistogram");
        assertThatThrownBy(() -> HistogramCodec.decode("%%%"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
