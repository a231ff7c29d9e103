package io.igen.oltp.dialect;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Collections;

/**
 * Loads rows with multi-row INSERTs, {@code INSERT INTO t (a, b) VALUES (?, ?), (?, ?), ...}: one
 * prepared statement for full chunks of rows and one for the last, shorter chunk; commits every so
 * many rows and at {@link #close()}.
 */
public final class MultiRowInsertWriter implements RowWriter {

    private final Connection connection;
    private final TableShape table;
    private final PreparedStatement fullChunk;
    private final int rowsPerInsert;
    private final int commitRows;
    private final Object[][] pending;
    private int pendingRows;
    private long rows;

    /**
     * @param rowsPerInsert rows per INSERT statement
     * @param commitRows    rows per commit, a multiple of {@code rowsPerInsert}
     */
    public MultiRowInsertWriter(Connection connection, TableShape table, int rowsPerInsert, int commitRows)
            throws SQLException {
        if (rowsPerInsert < 1 || commitRows < rowsPerInsert || commitRows % rowsPerInsert != 0) {
            throw new IllegalArgumentException("insert " + rowsPerInsert + " / commit " + commitRows + " rows");
        }
        this.connection = connection;
        this.table = table;
        this.rowsPerInsert = rowsPerInsert;
        this.commitRows = commitRows;
        this.pending = new Object[rowsPerInsert][];
        this.fullChunk = connection.prepareStatement(sql(table, rowsPerInsert));
    }

    /** {@code INSERT INTO t (a, b) VALUES (?, ?), (?, ?)} for {@code rows} rows. */
    static String sql(TableShape table, int rows) {
        String row = "(" + String.join(", ", Collections.nCopies(table.columns().size(), "?")) + ")";
        return "INSERT INTO " + table.name() + " (" + String.join(", ", table.columns()) + ") VALUES "
                + String.join(", ", Collections.nCopies(rows, row));
    }

    @Override
    public void write(Object... values) throws SQLException {
        pending[pendingRows++] = values;
        rows++;
        if (pendingRows == rowsPerInsert) {
            insert(fullChunk);
            if (rows % commitRows == 0) {
                connection.commit();
            }
        }
    }

    private void insert(PreparedStatement insert) throws SQLException {
        int parameter = 1;
        for (int row = 0; row < pendingRows; row++) {
            for (Object value : pending[row]) {
                insert.setObject(parameter++, value);
            }
        }
        insert.executeUpdate();
        pendingRows = 0;
    }

    @Override
    public long rows() {
        return rows;
    }

    @Override
    public void close() throws SQLException {
        try (fullChunk) {
            if (pendingRows > 0) {
                try (PreparedStatement lastChunk = connection.prepareStatement(sql(table, pendingRows))) {
                    insert(lastChunk);
                }
            }
            connection.commit();
        }
    }
}
