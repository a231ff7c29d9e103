package io.igen.core.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine.TypeConversionException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The one whole-number parser: what each bound accepts, and a refusal that says what was wrong and what to give. */
class WholeNumberTest {

    @Test
    void acceptsWholeNumbersWithinTheBoundsDigitsGroupedOrNot() {
        assertThat(new WholeNumber.AtLeastOne().convert("1")).isEqualTo(1);
        assertThat(new WholeNumber.AtLeastOne().convert(" 28 ")).isEqualTo(28);
        assertThat(new WholeNumber.AtLeastOne().convert("2147483647")).isEqualTo(Integer.MAX_VALUE);
        assertThat(new WholeNumber.AtLeastOneLong().convert("10_000_000_000")).isEqualTo(10_000_000_000L);
        assertThat(new WholeNumber.ZeroForNoLimit().convert("0")).isZero();
        assertThat(new Converters.Port().convert("0")).isZero();
        assertThat(new Converters.Port().convert("65535")).isEqualTo(65_535);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', value = {
            "0                     | '0' is below 1; give a whole number of 1 or more",
            "-3                    | '-3' is below 1; give a whole number of 1 or more",
            "2.5                   | '2.5' is not a whole number; give a whole number of 1 or more",
            "four                  | 'four' is not a whole number; give a whole number of 1 or more",
            "''                    | '' is not a whole number; give a whole number of 1 or more",
            "2147483648            | '2147483648' is above 2147483647; give a whole number of 1 or more",
            "99999999999999999999  | '99999999999999999999' is above 2147483647; give a whole number of 1 or more",
            "-99999999999999999999 | '-99999999999999999999' is below 1; give a whole number of 1 or more"})
    void aRefusalSaysWhatWasWrongAndWhatToGive(String value, String message) {
        assertThatThrownBy(() -> new WholeNumber.AtLeastOne().convert(value))
                .isInstanceOf(TypeConversionException.class).hasMessage(message);
    }

    @Test
    void eachBoundSaysItsOwnRange() {
        assertThatThrownBy(() -> new WholeNumber.ZeroForNoLimit().convert("-1"))
                .hasMessage("'-1' is below 0; give a whole number of 0 or more (0: no limit)");
        assertThatThrownBy(() -> new WholeNumber.AtLeastOneLong().convert("0"))
                .hasMessage("'0' is below 1; give a whole number of 1 or more");
        assertThatThrownBy(() -> new WholeNumber.AtLeastOneLong().convert("99999999999999999999"))
                .hasMessage("'99999999999999999999' is above 9223372036854775807; give a whole number of 1 or more");
        assertThatThrownBy(() -> new Converters.Port().convert("70000"))
                .hasMessage("'70000' is above 65535; give a whole number from 1 to 65535, or 0 for any free port");
        assertThatThrownBy(() -> new Converters.Port().convert("http"))
                .hasMessage("'http' is not a port; give a whole number from 1 to 65535, or 0 for any free port");
    }
}
