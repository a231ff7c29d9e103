package io.igen.history.store;

import io.igen.history.Runs;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The history in PostgreSQL, a team's or a CI fleet's store: the server named by {@code IGEN_PG_URL},
 * {@code IGEN_PG_USER}, {@code IGEN_PG_PASSWORD} ({@code .ci/databases.sh} starts one and exports them; the user may
 * create databases), each test in a database of its own, dropped after it. Without the server it fails under {@code CI=true} and is skipped elsewhere.
 */
class HistoryStoreIT {

    private static final int DRIVERS = 2;
    private static final int RUNS_EACH = 40;

    private String database;
    private String store;

    @BeforeEach
    void database() throws Exception {
        String url = System.getenv("IGEN_PG_URL");
        if (url == null || url.isBlank()) {
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                throw new IllegalStateException("CI=true: IGEN_PG_URL is not set (source .ci/databases.sh)");
            }
            Assumptions.abort("IGEN_PG_URL is not set: no PostgreSQL to keep history in");
        }
        database = "igen_it_history_" + ProcessHandle.current().pid() + "_" + System.nanoTime() % 100000;
        try (Connection connection = admin(); Statement statement = connection.createStatement()) {
            statement.execute("create database " + database);
        }
        String base = url.contains("?") ? url.substring(0, url.indexOf('?')) : url;
        store = base.substring(0, base.lastIndexOf('/') + 1) + database + "?connectTimeout=10" + credentials();
    }

    @AfterEach
    void drop() throws Exception {
        if (database != null) {
            try (Connection connection = admin(); Statement statement = connection.createStatement()) {
                statement.execute("drop database if exists " + database);
            }
        }
    }

    @Test
    void aRunIsWrittenAndReadBackWithItsLaunches() throws Exception {
        String described;
        try (HistoryStore history = HistoryStore.open(store)) {
            history.append(RunRecords.of(Runs.cpu(0, null, 90, 92, 94), Path.of("a.json")));
            history.append(RunRecords.of(Runs.cpu(5, 1.8, 80, 81, 82), Path.of("b.json")));
            described = history.describe();
        }

        List<StoredRun> runs = read();

        assertThat(runs).hasSize(2);
        assertThat(runs.get(0).level(2).orElseThrow().values(Figure.THROUGHPUT)).containsExactly(180, 184, 188);
        assertThat(runs.get(1).circumstances()).containsEntry("process limits", "CPU quota 1.80 cores, no memory limit");
        assertThat(described).doesNotContain(String.valueOf(System.getenv("IGEN_PG_PASSWORD")))
                .contains("/" + database + "?");
    }

    @Test
    void twoDriversAppendingAtOnceIntoAFreshStoreLoseNothing() throws Exception {
        ExecutorService drivers = Executors.newFixedThreadPool(DRIVERS);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<?>> done = new ArrayList<>();
        for (int driver = 0; driver < DRIVERS; driver++) {
            int offset = driver * RUNS_EACH;
            done.add(drivers.submit(() -> {
                start.await();
                // each driver opens the store itself: both may find it empty and create the tables at once
                try (HistoryStore history = HistoryStore.open(store)) {
                    for (int run = 0; run < RUNS_EACH; run++) {
                        int minute = offset + run;
                        history.append(RunRecords.of(Runs.cpu(minute, null, 100 + minute, 101 + minute,
                                102 + minute), Path.of("run-" + minute + ".json")));
                    }
                }
                return null;
            }));
        }
        start.countDown();
        for (Future<?> driver : done) {
            driver.get();
        }
        drivers.shutdown();

        List<StoredRun> runs = read();
        assertThat(runs).hasSize(DRIVERS * RUNS_EACH);
        for (int minute = 0; minute < DRIVERS * RUNS_EACH; minute++) {
            assertThat(runs.get(minute).level(1).orElseThrow().values(Figure.THROUGHPUT))
                    .containsExactly(100 + minute, 101 + minute, 102 + minute);
            assertThat(runs.get(minute).resultFile()).endsWith("run-" + minute + ".json");
        }
    }

    private List<StoredRun> read() throws Exception {
        try (HistoryStore history = HistoryStore.open(store)) {
            return history.runs("cpu");
        }
    }

    private static Connection admin() throws Exception {
        Properties properties = new Properties();
        if (System.getenv("IGEN_PG_USER") != null) {
            properties.setProperty("user", System.getenv("IGEN_PG_USER"));
        }
        if (System.getenv("IGEN_PG_PASSWORD") != null) {
            properties.setProperty("password", System.getenv("IGEN_PG_PASSWORD"));
        }
        return DriverManager.getConnection(System.getenv("IGEN_PG_URL"), properties);
    }

    private static String credentials() {
        String user = System.getenv("IGEN_PG_USER");
        String password = System.getenv("IGEN_PG_PASSWORD");
        return (user == null ? "" : "&user=" + encode(user)) + (password == null ? "" : "&password=" + encode(password));
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
