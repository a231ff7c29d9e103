package io.igen.history.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the kept runs of a benchmark with their levels and launches, for {@link HistoryStore#runs}: the runs before
 * their levels and launches, so that a run another process commits meanwhile is either left out or read whole.
 */
final class StoredRuns {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final TypeReference<LinkedHashMap<String, String>> MAP = new TypeReference<>() {
    };

    private StoredRuns() {
    }

    /**
     * The benchmark's runs, oldest first (by start, then by number).
     *
     * @param store the store as the user calls it, for a run that cannot be read
     * @throws HistoryException when a run's start is not a time: it could be placed nowhere among the others
     */
    static List<StoredRun> read(Connection connection, String benchmark, String store)
            throws SQLException, JsonProcessingException, HistoryException {
        List<StoredRun> runs = new ArrayList<>();
        try (PreparedStatement select = connection.prepareStatement("select id, benchmark, operation, started_at, "
                + "run_name, series, work, circumstances, result_file from igen_run where benchmark = ?")) {
            select.setString(1, benchmark);
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    long number = rows.getLong(1);
                    String startedAt = rows.getString(4);
                    Instant started = RunRecords.start(startedAt).orElseThrow(() -> new HistoryException("the "
                            + "history store " + store + " holds run " + number + " of igen-" + benchmark + " with "
                            + "the start '" + startedAt + "', which is not a time " + RunRecords.TIME_FORMAT + ": "
                            + "remove the run (its rows in igen_launch, igen_level and igen_run, where run_key or id "
                            + "is " + number + ") and import its result file again, or name another store with "
                            + "--history"));
                    String runName = rows.getString(5);
                    runs.add(new StoredRun(number, rows.getString(2), rows.getString(3), startedAt, started,
                            runName.isEmpty() ? null : runName, rows.getString(6), map(rows.getString(7)),
                            map(rows.getString(8)), rows.getString(9), List.of()));
                }
            }
        }
        Map<Long, List<StoredLevel>> levels = levels(connection, benchmark, launches(connection, benchmark));
        return runs.stream().map(run -> run.withLevels(levels.getOrDefault(run.number(), List.of())))
                .sorted(Comparator.comparing(StoredRun::started).thenComparingLong(StoredRun::number))
                .toList();
    }

    /** A run's level, as the key of its launches. */
    private record LevelKey(long run, int level) {
    }

    private static Map<LevelKey, List<StoredLevel.Launch>> launches(Connection connection, String benchmark)
            throws SQLException {
        Map<LevelKey, List<StoredLevel.Launch>> launches = new HashMap<>();
        try (PreparedStatement select = connection.prepareStatement("select a.run_key, a.level, a.throughput, "
                + "a.mean_ms from igen_launch a join igen_run r on r.id = a.run_key where r.benchmark = ? "
                + "order by a.run_key, a.level, a.launch")) {
            select.setString(1, benchmark);
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    launches.computeIfAbsent(new LevelKey(rows.getLong(1), rows.getInt(2)), key -> new ArrayList<>())
                            .add(new StoredLevel.Launch(rows.getDouble(3), nullable(rows, 4)));
                }
            }
        }
        return launches;
    }

    private static Map<Long, List<StoredLevel>> levels(Connection connection, String benchmark,
                                                       Map<LevelKey, List<StoredLevel.Launch>> launches)
            throws SQLException {
        Map<Long, List<StoredLevel>> levels = new HashMap<>();
        try (PreparedStatement select = connection.prepareStatement("select l.run_key, l.level, l.threads, "
                + "l.throughput, l.mean_ms from igen_level l join igen_run r on r.id = l.run_key where r.benchmark = ? "
                + "order by l.run_key, l.level")) {
            select.setString(1, benchmark);
            try (ResultSet rows = select.executeQuery()) {
                while (rows.next()) {
                    long run = rows.getLong(1);
                    int level = rows.getInt(2);
                    List<StoredLevel.Launch> itsLaunches = launches.getOrDefault(new LevelKey(run, level), List.of());
                    levels.computeIfAbsent(run, key -> new ArrayList<>()).add(new StoredLevel(level, rows.getInt(3),
                            rows.getDouble(4), nullable(rows, 5), itsLaunches));
                }
            }
        }
        return levels;
    }

    private static Map<String, String> map(String json) throws JsonProcessingException {
        return JSON.readValue(json, MAP);
    }

    /** A figure the run did not record (a mean with no operations) is stored as SQL null, read back as NaN. */
    private static double nullable(ResultSet rows, int index) throws SQLException {
        double value = rows.getDouble(index);
        return rows.wasNull() ? Double.NaN : value;
    }
}
