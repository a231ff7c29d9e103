package io.igen.oltp.dialect.example;

import io.igen.oltp.dialect.Database;
import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.dialect.Isolation;
import io.igen.oltp.dialect.JdbcBatchWriter;
import io.igen.oltp.dialect.RowWriter;
import io.igen.oltp.dialect.TableShape;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * The smallest dialect: H2 in its PostgreSQL compatibility mode. A new database returns its own {@link Database}
 * constant; this example borrows H2's, so that it runs with nothing to install.
 */
public final class H2PostgresModeDialect implements Dialect {

    @Override
    public Database database() {
        return Database.H2;
    }

    @Override
    public String driverClassName() {
        return "org.h2.Driver";
    }

    @Override
    public String defaultUrlTemplate() {
        return "jdbc:h2:mem:pg-mode-shard{shard};MODE=PostgreSQL;DB_CLOSE_DELAY=-1";
    }

    @Override
    public String rowLimit(int rows) {
        return "LIMIT " + rows;
    }

    @Override
    public String product() {
        return "H2 in PostgreSQL mode (embedded)";
    }

    @Override
    public Isolation defaultIsolation() {
        return Isolation.READ_COMMITTED;
    }

    @Override
    public String isolationMeaning(Isolation isolation) {
        return "H2 MVStore at " + isolation + ", whatever the mode";
    }

    @Override
    public RowWriter rowWriter(Connection connection, TableShape table) throws SQLException {
        return new JdbcBatchWriter(connection, table, 1_000, 10_000);
    }
}
