package io.igen.oltp.it;

import com.fasterxml.jackson.databind.JsonNode;
import io.igen.core.cli.CliRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The tail of a level on the local PostgreSQL ({@code IGEN_PG_URL}) set against what the test does to the server while
 * the run goes on: checkpoints forced again and again are named as the database's events, and a lock held on one
 * shard's orders for 2 s at a time makes that shard's transactions slow while the other shard goes on, which the
 * level names as that shard standing still.
 */
class TailEventsIT {

    @TempDir
    Path temp;

    @Test
    void forcedCheckpointsAreNamedAsTheDatabasesEvents() throws Exception {
        DatabaseServer server = DatabaseServer.postgres();
        List<String> arguments = runArguments(server, "igen_it_tail_cp");
        AtomicInteger checkpoints = new AtomicInteger();
        JsonNode level = runWhile(arguments, server, "igen_it_tail_cp0", statement -> {
            statement.execute("CHECKPOINT");
            checkpoints.incrementAndGet();
            Thread.sleep(400);
        });

        assertThat(checkpoints.get()).isPositive();
        JsonNode tail = level.get("tail");
        List<String> events = new ArrayList<>();
        tail.get("longestEvents").forEach(event -> events.add(event.get("kind").asText() + ": "
                + event.get("what").asText()));
        assertThat(events).as(tail.toString()).anyMatch(event -> event.startsWith("database: checkpoint")
                && event.contains("(requested)"));
        assertThat(level.get("tailDatabasePercent").asDouble()).as(tail.toString()).isPositive();
        // the server answered every reading: no gap of the checkpoint watch
        List<String> watchesIncomplete = new ArrayList<>();
        tail.get("incomplete").forEach(gap -> watchesIncomplete.add(gap.get("watch").asText()));
        assertThat(watchesIncomplete).as(tail.toString()).doesNotContain("checkpointWatch");
    }

    @Test
    void aShardLockedForTwoSecondsIsNamedAsThatShardStandingStill() throws Exception {
        DatabaseServer server = DatabaseServer.postgres();
        List<String> arguments = runArguments(server, "igen_it_tail_lk");
        JsonNode level = runWhile(arguments, server, "igen_it_tail_lk1", statement -> {
            statement.execute("BEGIN");
            statement.execute("LOCK TABLE orders IN ACCESS EXCLUSIVE MODE");
            Thread.sleep(2_000);
            statement.execute("COMMIT");
            Thread.sleep(1_000);
        });

        JsonNode tail = level.get("tail");
        assertThat(level.get("tailPartStallPercent").asDouble()).as(tail.toString()).isPositive();
        JsonNode slowest = tail.get("slowest").get(0);
        assertThat(slowest.get("part").asText()).as(tail.toString()).isEqualTo("1");
        assertThat(slowest.get("cause").asText()).as(tail.toString()).isEqualTo("partStall");
        assertThat(slowest.get("ms").asDouble()).as(tail.toString()).isGreaterThan(1_000);
        assertThat(slowest.get("stepsMs").size()).as(tail.toString()).isEqualTo(7);
    }

    /** Two fresh shards of 200 customers, one level of 2 threads with a 6 s window. */
    private List<String> runArguments(DatabaseServer server, String prefix) throws Exception {
        List<String> arguments = new ArrayList<>(server.freshShardArguments(prefix, 2, temp));
        arguments.addAll(List.of("--customers-per-shard", "200", "--threads", "2", "--warmup", "1", "--no-priming",
                "--duration", "6", "--max-error-percent", "100"));
        return arguments;
    }

    /** What the test does to a database, again and again, on a connection of its own. */
    private interface Disturbance {
        void once(Statement statement) throws Exception;
    }

    /** Runs the command while {@code disturbance} runs on {@code database} in a loop; returns the level's result. */
    private JsonNode runWhile(List<String> arguments, DatabaseServer server, String database, Disturbance disturbance)
            throws Exception {
        Path out = temp.resolve(database);
        // load first, so that the disturbance finds the tables and the measured run does not wait for loading
        CliRun load = OltpRun.run(temp.resolve("load-" + database), loadingFirst(arguments));
        assertThat(load.exitCode()).as(load.err()).isZero();
        BackgroundLoop disturbing = BackgroundLoop.start("disturbing " + database, running -> {
            try (Connection connection = DriverManager.getConnection(server.urlOf(database), server.user(),
                    server.password()); Statement statement = connection.createStatement()) {
                connection.setAutoCommit(true);
                while (running.getAsBoolean()) {
                    disturbance.once(statement);
                }
            }
        });
        CliRun run;
        try {
            run = OltpRun.run(out, arguments);
        } finally {
            disturbing.stop(10_000);
        }
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).contains("tail: p99.9");
        return OltpRun.latestResult(out).orElseThrow().get("levels").get(0);
    }

    /** The same arguments with a short window: the run that loads the data. */
    private static List<String> loadingFirst(List<String> arguments) {
        List<String> loading = new ArrayList<>(arguments);
        int duration = loading.indexOf("--duration");
        loading.set(duration + 1, "0.5");
        return loading;
    }
}
