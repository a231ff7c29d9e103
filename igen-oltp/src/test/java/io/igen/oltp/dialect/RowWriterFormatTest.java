package io.igen.oltp.dialect;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class RowWriterFormatTest {

    @Test
    void copyTextFormatEscapesTextAndWritesNumbersAndTimesPlainly() {
        StringBuilder out = new StringBuilder();
        for (Object value : new Object[] {42L, new BigDecimal("1E+2"), LocalDateTime.of(2026, 1, 2, 3, 4),
                "a\tb\\c\nd", null}) {
            CopyWriter.appendValue(out, value);
            out.append('|');
        }
        assertThat(out).hasToString("42|100|2026-01-02 03:04|a\\tb\\\\c\\nd|\\N|");
    }

    @Test
    void multiRowInsertsRepeatTheRowPlaceholders() {
        TableShape table = new TableShape("item", List.of("i_id", "i_name"));
        assertThat(MultiRowInsertWriter.sql(table, 3))
                .isEqualTo("INSERT INTO item (i_id, i_name) VALUES (?, ?), (?, ?), (?, ?)");
    }
}
