package io.igen.core.report;

import java.util.List;

/** Rows of text as right-aligned columns for the terminal. */
public final class TextTable {

    private TextTable() {
    }

    public static String render(List<List<String>> rows) {
        int columns = rows.get(0).size();
        int[] widths = new int[columns];
        for (List<String> row : rows) {
            for (int c = 0; c < columns; c++) {
                widths[c] = Math.max(widths[c], row.get(c).length());
            }
        }
        StringBuilder text = new StringBuilder();
        for (List<String> row : rows) {
            for (int c = 0; c < columns; c++) {
                text.append(c == 0 ? "" : "  ").append(" ".repeat(widths[c] - row.get(c).length())).append(row.get(c));
            }
            text.append('\n');
        }
        return text.toString();
    }
}
