package io.igen.oltp.dialect;

import java.util.List;

/**
 * A table as the loader fills it: its name and the columns it supplies, in the order of each row's values.
 * Columns the database generates (the order id) are left out.
 */
public record TableShape(String name, List<String> columns) {

    public TableShape {
        columns = List.copyOf(columns);
        if (name == null || name.isBlank() || columns.isEmpty()) {
            throw new IllegalArgumentException("a table shape needs a name and columns");
        }
    }

    /** {@code INSERT INTO name (a, b) VALUES (?, ?)}. */
    public String insertSql() {
        return "INSERT INTO " + name + " (" + String.join(", ", columns) + ") VALUES ("
                + String.join(", ", java.util.Collections.nCopies(columns.size(), "?")) + ")";
    }
}
