package io.igen.oltp.dialect;

import org.postgresql.PGConnection;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.stream.Stream;

/**
 * PostgreSQL through the PostgreSQL JDBC driver: {@code LIMIT n}, an identity column for the order id,
 * and loading through {@code COPY ... FROM STDIN} (the driver's CopyManager). Statements the workload
 * prepares become server-side prepared statements after the driver's prepare threshold (5 uses), as
 * with {@code pgbench -M prepared}. Besides the standard SQLState classes, PostgreSQL ends sessions with class 57
 * (operator intervention: shutdown, terminated backend) and names a missing database {@code 3D000}.
 */
public final class PostgresDialect implements Dialect {

    @Override
    public String name() {
        return "postgresql";
    }

    @Override
    public String driverClassName() {
        return "org.postgresql.Driver";
    }

    /** A database per shard on the local server: {@code igen0}, {@code igen1}, ... (create them first). */
    @Override
    public String defaultUrlTemplate() {
        return "jdbc:postgresql://127.0.0.1:5432/igen{shard}";
    }

    @Override
    public String rowLimit(int rows) {
        return "LIMIT " + rows;
    }

    @Override
    public String product() {
        return "PostgreSQL";
    }

    /** {@code shared_buffers}, {@code synchronous_commit}, {@code fsync}, each by {@code SHOW}. */
    @Override
    public List<KeySetting> keySettings() {
        return Stream.of("shared_buffers", "synchronous_commit", "fsync")
                .map(name -> new KeySetting(name, "SHOW " + name)).toList();
    }

    /** Also class 57: the server shut down ({@code 57P01}..{@code 57P03}) or terminated the session. */
    @Override
    public boolean connectionLost(SQLException failure) {
        return Dialect.super.connectionLost(failure) || SqlStates.inClass(failure, "57");
    }

    /** A refused password is {@code 28P01} (class 28), or said in the message when the state is missing. */
    @Override
    public ConnectRefusal connectRefusal(Throwable failure) {
        if (Dialect.super.connectRefusal(failure) == ConnectRefusal.CREDENTIALS
                || SqlStates.says(failure, "password authentication failed")) {
            return ConnectRefusal.CREDENTIALS;
        }
        return "3D000".equals(SqlStates.of(failure)) ? ConnectRefusal.UNKNOWN_DATABASE : ConnectRefusal.OTHER;
    }

    @Override
    public RowWriter rowWriter(Connection connection, TableShape table) throws SQLException {
        return new CopyWriter(connection.unwrap(PGConnection.class).getCopyAPI(), connection, table);
    }
}
