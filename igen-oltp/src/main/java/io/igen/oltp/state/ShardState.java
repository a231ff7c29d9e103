package io.igen.oltp.state;

import io.igen.oltp.dialect.StateReading;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One shard's state figures at one moment ({@link StateReading}), by name. A figure the server would not tell (no
 * privilege, a view this version lacks) is left out: the record describes the shard, it is not a condition of the run.
 */
public record ShardState(Map<String, Long> figures) {

    public ShardState {
        figures = Map.copyOf(figures);
    }

    /** Reads every figure over a connection with auto-commit off, and ends its transaction. */
    public static ShardState read(Connection connection, List<StateReading> readings) throws SQLException {
        Map<String, Long> figures = new LinkedHashMap<>();
        for (StateReading reading : readings) {
            try (Statement statement = connection.createStatement();
                 ResultSet rows = statement.executeQuery(reading.query())) {
                if (rows.next()) {
                    long value = rows.getLong(rows.getMetaData().getColumnCount());
                    if (!rows.wasNull()) {
                        figures.put(reading.name(), value);
                    }
                }
            } catch (SQLException refused) {
                connection.rollback();
            }
        }
        connection.commit();
        return new ShardState(figures);
    }

    /** The figure, or null when it was not read. */
    public Long get(String name) {
        return figures.get(name);
    }

    /** The figures in the order of the readings, for the result. */
    public Map<String, Long> inOrderOf(List<StateReading> readings) {
        Map<String, Long> ordered = new LinkedHashMap<>();
        for (StateReading reading : readings) {
            if (figures.containsKey(reading.name())) {
                ordered.put(reading.name(), figures.get(reading.name()));
            }
        }
        return ordered;
    }
}
