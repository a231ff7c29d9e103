package io.igen.oltp.dialect;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/** Loads rows with one prepared INSERT and JDBC batches, committing every so many rows. */
public final class JdbcBatchWriter implements RowWriter {

    private final Connection connection;
    private final PreparedStatement insert;
    private final int batchRows;
    private final int commitRows;
    private long rows;

    /**
     * @param batchRows  rows per {@code executeBatch}
     * @param commitRows rows per commit, a multiple of {@code batchRows}
     */
    public JdbcBatchWriter(Connection connection, TableShape table, int batchRows, int commitRows) throws SQLException {
        if (batchRows < 1 || commitRows < batchRows || commitRows % batchRows != 0) {
            throw new IllegalArgumentException("batch " + batchRows + " / commit " + commitRows + " rows");
        }
        this.connection = connection;
        this.insert = connection.prepareStatement(table.insertSql());
        this.batchRows = batchRows;
        this.commitRows = commitRows;
    }

    @Override
    public void write(Object... values) throws SQLException {
        for (int i = 0; i < values.length; i++) {
            insert.setObject(i + 1, values[i]);
        }
        insert.addBatch();
        rows++;
        if (rows % batchRows == 0) {
            insert.executeBatch();
            if (rows % commitRows == 0) {
                connection.commit();
            }
        }
    }

    @Override
    public long rows() {
        return rows;
    }

    @Override
    public void close() throws SQLException {
        try (insert) {
            if (rows % batchRows != 0) {
                insert.executeBatch();
            }
            connection.commit();
        }
    }
}
