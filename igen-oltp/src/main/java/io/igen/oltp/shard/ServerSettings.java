package io.igen.oltp.shard;

import io.igen.oltp.dialect.KeySetting;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a shard server's key settings ({@link io.igen.oltp.dialect.Dialect#keySettings()}). A setting the server will
 * not tell (no privilege, unknown to this version) is left out and the run goes on: the record is a description of
 * the server, not a condition of the run.
 */
final class ServerSettings {

    private ServerSettings() {
    }

    /**
     * Each setting's value, in the given order, on a connection with auto-commit off; a failed query is rolled back
     * so the next one runs (PostgreSQL refuses every statement of a transaction after a failure).
     */
    static Map<String, String> read(Connection connection, List<KeySetting> settings) throws SQLException {
        Map<String, String> values = new LinkedHashMap<>();
        for (KeySetting setting : settings) {
            try (Statement statement = connection.createStatement();
                 ResultSet rows = statement.executeQuery(setting.query())) {
                if (rows.next() && rows.getString(1) != null) {
                    values.put(setting.name(), rows.getString(1));
                }
            } catch (SQLException refused) {
                connection.rollback();
            }
        }
        return values;
    }
}
