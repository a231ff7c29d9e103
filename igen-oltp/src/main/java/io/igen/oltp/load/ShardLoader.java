package io.igen.oltp.load;

import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.dialect.RowWriter;
import io.igen.oltp.dialect.SchemaScript;
import io.igen.oltp.dialect.TableShape;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.util.concurrent.atomic.LongAdder;

/**
 * Loads one shard from scratch: runs the schema file (dropping what was there), writes the item
 * catalogue, the shard's customers and their orders with the dialect's bulk writer, gathers the planner's statistics
 * ({@link Dialect#afterLoad}) and writes the metadata row last.
 */
public final class ShardLoader {

    private static final int PROGRESS_ROWS = 1_000;

    private final Dialect dialect;
    private final SchemaScript schema;
    private final DataSpec spec;
    private final DataGenerator generator;

    public ShardLoader(Dialect dialect, SchemaScript schema, DataSpec spec) {
        this.dialect = dialect;
        this.schema = schema;
        this.spec = spec;
        this.generator = new DataGenerator(spec.seed());
    }

    /**
     * Loads shard {@code shard} over the connection (auto-commit off).
     *
     * @param rowsWritten grows by the rows written, as they are written, for progress display
     * @return the rows written
     */
    public long load(int shard, Connection connection, LongAdder rowsWritten) throws SQLException {
        schema.run(connection);
        long rows = 0;
        rows += fill(connection, DataGenerator.ITEM, rowsWritten, generator::writeItems);
        rows += fill(connection, DataGenerator.CUSTOMER, rowsWritten,
                writer -> generator.writeCustomers(spec.partitioning().range(shard), writer));
        rows += fill(connection, DataGenerator.ORDERS, rowsWritten,
                writer -> generator.writeOrders(spec.partitioning().range(shard), writer));
        try (Statement statement = connection.createStatement()) {
            for (String sql : dialect.afterLoad()) {
                statement.execute(sql);
            }
        }
        connection.commit();
        LoadMetadata.expected(spec, shard, LocalDateTime.now()).write(connection);
        return rows;
    }

    private long fill(Connection connection, TableShape table, LongAdder rowsWritten, Fill fill) throws SQLException {
        try (RowWriter writer = new CountingWriter(dialect.rowWriter(connection, table), rowsWritten)) {
            fill.into(writer);
            return writer.rows();
        }
    }

    @FunctionalInterface
    private interface Fill {
        void into(RowWriter writer) throws SQLException;
    }

    /** Passes rows on and reports them to the progress counter every {@value PROGRESS_ROWS} rows. */
    private static final class CountingWriter implements RowWriter {
        private final RowWriter target;
        private final LongAdder rowsWritten;

        CountingWriter(RowWriter target, LongAdder rowsWritten) {
            this.target = target;
            this.rowsWritten = rowsWritten;
        }

        @Override
        public void write(Object... values) throws SQLException {
            target.write(values);
            if (target.rows() % PROGRESS_ROWS == 0) {
                rowsWritten.add(PROGRESS_ROWS);
            }
        }

        @Override
        public long rows() {
            return target.rows();
        }

        @Override
        public void close() throws SQLException {
            target.close();
            rowsWritten.add(target.rows() % PROGRESS_ROWS);
        }
    }
}
