package io.igen.oltp.it;

import com.fasterxml.jackson.databind.JsonNode;
import io.igen.core.cli.CliRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * iGenOLTP on the local servers named by environment variables (see {@link DatabaseServer}): PostgreSQL
 * ({@code IGEN_PG_URL}; COPY loading) and MySQL or MariaDB through MySQL Connector/J ({@code IGEN_MYSQL_URL}, in CI the
 * local MariaDB; multi-row INSERT loading): a stepwise run, the integrity check and re-use, through the command a user
 * runs, and on MySQL a wrong password for a user of the test's own. The same in containers: {@link DatabaseContainerIT}.
 * Wrong passwords and stopped shards on PostgreSQL are tested on instances of the test's own
 * ({@link LocalInstancesIT}), where the test controls authentication and the server's life.
 */
class LocalServerOltpIT {

    private static final String MYSQL_USER = "igen_it";
    private static final String MYSQL_PASSWORD = "right-Secret-7f3a";
    private static final String MYSQL_PREFIX = "igen_it_my";

    @TempDir
    Path temp;

    /** Fresh databases {@code igen_it_my0..1} on the MySQL server, and a user with a password who may use them. */
    private static String mySqlDatabases() throws Exception {
        return DatabaseServer.mysql().freshMySqlDatabasesFor(MYSQL_USER, MYSQL_PASSWORD, MYSQL_PREFIX, 2);
    }

    @Test
    void postgresLoadsRunsChecksIntegrityAndReusesTheData() throws Exception {
        DatabaseServer server = DatabaseServer.postgres();
        ServerOltpScenarios.loadRunCheckAndReuse("postgresql", server.freshDatabases("igen_it_pg", 2), server.user(),
                server.password(), List.of("PostgreSQL"), temp);
        // the loader left statistics for the planner (autovacuum is off here; the runs' maintenance analyzes orders only)
        try (Connection connection = DriverManager.getConnection(server.urlOf("igen_it_pg0"), server.user(),
                server.password());
             Statement statement = connection.createStatement();
             ResultSet tables = statement.executeQuery("SELECT relname FROM pg_stat_user_tables "
                     + "WHERE last_analyze IS NOT NULL ORDER BY relname")) {
            List<String> analyzed = new ArrayList<>();
            while (tables.next()) {
                analyzed.add(tables.getString(1));
            }
            assertThat(analyzed).contains("customer", "item", "orders");
        }
    }

    /**
     * The stall experiment as a test: while a level runs, another session takes {@code orders} on shard 0 in ACCESS
     * EXCLUSIVE mode for 400 ms of every 500. The level's sampled sessions show the Lock waits, and its judgment names
     * them among its evidence.
     */
    @Test
    void postgresSessionsWaitingForATableLockShowAsLockWaits() throws Exception {
        DatabaseServer server = DatabaseServer.postgres();
        List<String> arguments = server.freshShardArguments("igen_it_pglock", 2, temp);
        arguments.addAll(List.of("--customers-per-shard", "300", "--warmup", "0.3", "--no-priming",
                "--maintenance", "off"));
        List<String> load = new ArrayList<>(arguments);
        load.addAll(List.of("--threads", "2", "--duration", "0.5"));
        assertThat(OltpRun.run(temp.resolve("load"), load).exitCode()).isZero();

        AtomicBoolean running = new AtomicBoolean(true);
        CompletableFuture<Integer> locks = CompletableFuture.supplyAsync(() -> holdLockRepeatedly(server,
                server.urlOf("igen_it_pglock0"), running));
        List<String> run = new ArrayList<>(arguments);
        run.addAll(List.of("--threads", "4", "--duration", "3"));
        CliRun locked;
        try {
            locked = OltpRun.run(temp.resolve("locked"), run);
        } finally {
            running.set(false);
        }

        assertThat(locked.exitCode()).as(locked.err()).isZero();
        assertThat(locks.get(30, TimeUnit.SECONDS)).isPositive();
        JsonNode level = OltpRun.latestResult(temp.resolve("locked")).orElseThrow().get("levels").get(0);
        ServerOltpScenarios.assertSessionsSampled(level, true);
        assertThat(level.get("sessionLockPercent").asDouble()).as(level.toString()).isGreaterThanOrEqualTo(10);
        assertThat(level.get("sessionTopWaits").asText()).contains("Lock:relation");
        assertThat(level.get("boundEvidence").asText()).contains("Lock:relation");
        assertThat(locked.out()).contains("Lock %");
    }

    /** Takes the table lock for 400 ms of every 500 until told to stop; returns how often it held it. */
    private static int holdLockRepeatedly(DatabaseServer server, String url, AtomicBoolean running) {
        int held = 0;
        try (Connection connection = DriverManager.getConnection(url, server.user(), server.password());
             Statement statement = connection.createStatement()) {
            statement.execute("SET application_name = 'igen-it-lock-holder'");
            connection.setAutoCommit(false);
            while (running.get()) {
                statement.execute("LOCK TABLE orders IN ACCESS EXCLUSIVE MODE");
                Thread.sleep(400);
                connection.commit();
                held++;
                Thread.sleep(100);
            }
        } catch (SQLException | InterruptedException failed) {
            throw new IllegalStateException(failed);
        }
        return held;
    }

    @Test
    void mySqlLoadsRunsChecksIntegrityAndReusesTheData() throws Exception {
        ServerOltpScenarios.loadRunCheckAndReuse("mysql", mySqlDatabases(), MYSQL_USER, MYSQL_PASSWORD,
                List.of("MySQL", "MariaDB"), temp);
    }

    @Test
    void mySqlRefusesAWrongPasswordInOneClearLineNamingTheShard() throws Exception {
        ServerOltpScenarios.wrongPasswordIsOneClearLine("mysql", mySqlDatabases(), MYSQL_USER, "wrong-Secret-91c2", temp);
    }
}
