package io.igen.core.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine.TypeConversionException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The converters of --repeat and --time-budget: what they accept and what they say of the rest. */
class ConvertersTest {

    @Test
    void repeatTakesACountOrAuto() {
        Converters.Repeats repeats = new Converters.Repeats();

        assertThat(repeats.convert("3")).isEqualTo(3);
        assertThat(repeats.convert("auto")).isZero();
        assertThat(repeats.convert(" AUTO ")).isZero();
        assertThatThrownBy(() -> repeats.convert("0")).isInstanceOf(TypeConversionException.class)
                .hasMessageContaining("give auto");
        assertThatThrownBy(() -> repeats.convert("often")).isInstanceOf(TypeConversionException.class)
                .hasMessage("'often' is not a repeat count; give auto (launches until every level's interval is "
                        + "tight), or a whole number from 1 to 100 (3 or more for a confidence interval)");
    }

    @Test
    void aTimeSpanIsSecondsOrHoursMinutesAndSeconds() {
        Converters.TimeSpan span = new Converters.TimeSpan();

        assertThat(span.convert("900")).isEqualTo(900.0);
        assertThat(span.convert("90s")).isEqualTo(90.0);
        assertThat(span.convert("20m")).isEqualTo(1200.0);
        assertThat(span.convert("1h30m")).isEqualTo(5400.0);
        assertThat(span.convert("1.5h")).isEqualTo(5400.0);
        for (String bad : new String[] {"", "m", "20 minutes", "-5", "0", "5x", "m20"}) {
            assertThatThrownBy(() -> span.convert(bad)).as(bad).isInstanceOf(TypeConversionException.class)
                    .hasMessageContaining("is not a time span; give seconds (900)");
        }
    }
}
