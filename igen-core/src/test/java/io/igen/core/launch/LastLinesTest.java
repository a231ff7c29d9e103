package io.igen.core.launch;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.Charset;

import static org.assertj.core.api.Assertions.assertThat;

/** What a launch said last, kept in a few lines while all of it passes through. */
class LastLinesTest {

    @Test
    void everythingPassesThroughAndTheLastLinesThatSaySomethingAreKept() throws IOException {
        String printed = "level 1/1: 1 (1 thread)\rlevel 1/1: 1 (1 thread): 15.40 fractals/s\n\n   \n"
                + "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space\n"
                + "\tat io.igen.Foo.bar(Foo.java:12)\n\t... 3 more\n"
                + "first\nsecond\nthird without a newline";
        LastLines said = new LastLines();
        StringWriter passed = new StringWriter();

        said.read(new ByteArrayInputStream(printed.getBytes(Charset.defaultCharset())), passed);

        assertThat(passed.toString()).isEqualTo(printed);
        assertThat(said.describe()).hasValue("Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space"
                + " / first / second / third without a newline");
    }

    @Test
    void aLongLineIsCutAndNothingSaidIsEmpty() throws IOException {
        LastLines said = new LastLines();
        assertThat(said.describe()).isEmpty();

        said.read(new ByteArrayInputStream("x".repeat(10_000).getBytes(Charset.defaultCharset())), null);

        assertThat(said.describe()).hasValue("x".repeat(LastLines.MAX_LINE_CHARS) + "...");
    }
}
