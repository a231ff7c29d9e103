package io.igen.oltp.dialect;

import java.sql.SQLException;

/**
 * Bulk-loads rows into one table. Single-threaded; {@link #close()} writes what is still buffered and commits.
 */
public interface RowWriter extends AutoCloseable {

    /** Adds one row; the values follow the {@link TableShape}'s columns. */
    void write(Object... values) throws SQLException;

    /** Rows written so far (buffered or not). */
    long rows();

    @Override
    void close() throws SQLException;
}
