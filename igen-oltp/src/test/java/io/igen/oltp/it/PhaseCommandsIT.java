package io.igen.oltp.it;

import io.igen.core.cli.CliRun;
import io.igen.oltp.OltpCommand;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code igen-oltp load}, {@code run}, {@code run}, {@code drop} on the local PostgreSQL server ({@link DatabaseServer}):
 * the runs load nothing and leave the load's metadata as it was, and the drop leaves no table behind.
 */
class PhaseCommandsIT {

    private static final String PREFIX = "igen_it_phases";

    @TempDir
    Path temp;

    @Test
    void postgresLoadsOnceRunsTwiceWithoutLoadingAndDropsEverything() throws Exception {
        DatabaseServer server = DatabaseServer.postgres();
        List<String> where = server.freshShardArguments(PREFIX, 2, temp);
        List<String> shards = new ArrayList<>(where);
        shards.addAll(List.of("--customers-per-shard", "300"));

        CliRun load = run("load", shards);
        assertThat(load.exitCode()).as(load.err()).isZero();
        assertThat(load.err()).contains("loading 2 shard(s), 13,300 rows each", "loaded 2 shard(s)");
        assertThat(load.out()).contains("shard 0 (jdbc:postgresql://", "/" + PREFIX + "0): loaded in ",
                "shard 1 (", "verified: 300 customers, 10,000 items, 3,000 orders");
        LocalDateTime loadedAt = loadedAt(server, 0);

        for (String name : List.of("first", "second")) {
            List<String> levels = new ArrayList<>(shards);
            levels.addAll(List.of("--threads", "2", "--warmup", "0", "--no-priming", "--duration", "0.5",
                    "--out", temp.resolve(name).toString()));
            CliRun runs = run("run", levels);
            assertThat(runs.exitCode()).as(runs.err()).isZero();
            assertThat(runs.err()).contains("not loading: shards 0..1 hold the data set",
                    "integrity check passed on all 2 shards").doesNotContain("loading 2", "loaded 2");
        }
        assertThat(loadedAt(server, 0)).isEqualTo(loadedAt);
        assertThat(loadedAt(server, 1)).isNotNull();

        // drop takes where the shards are, nothing of their data
        CliRun drop = run("drop", where);
        assertThat(drop.exitCode()).as(drop.err()).isZero();
        assertThat(drop.out()).contains("/" + PREFIX + "1): dropped igen_metadata, orders, item, customer");
        for (int shard = 0; shard < 2; shard++) {
            assertThat(tables(server, shard)).isEmpty();
        }

        CliRun again = run("drop", where);
        assertThat(again.exitCode()).isZero();
        assertThat(again.out()).contains("/" + PREFIX + "0): nothing to drop");
        CliRun refused = run("run", shards);
        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.err()).contains("shards 0..1 are not loaded", "run `igen-oltp load --db postgresql")
                .doesNotContain(server.password() == null ? "\tat " : server.password());
    }

    private static CliRun run(String command, List<String> arguments) {
        List<String> all = new ArrayList<>(List.of(command));
        all.addAll(arguments);
        return CliRun.of(new OltpCommand(), all.toArray(String[]::new));
    }

    private static LocalDateTime loadedAt(DatabaseServer server, int shard) throws SQLException {
        try (Connection connection = connect(server, shard); Statement statement = connection.createStatement();
             ResultSet row = statement.executeQuery("SELECT loaded_at FROM igen_metadata")) {
            row.next();
            return row.getObject(1, LocalDateTime.class);
        }
    }

    /** Every table, view or sequence left in the shard's database outside the server's own schemas. */
    private static List<String> tables(DatabaseServer server, int shard) throws SQLException {
        try (Connection connection = connect(server, shard); Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT relname FROM pg_class c JOIN pg_namespace n "
                     + "ON n.oid = c.relnamespace WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') "
                     + "AND n.nspname NOT LIKE 'pg_toast%'")) {
            List<String> names = new ArrayList<>();
            while (rows.next()) {
                names.add(rows.getString(1));
            }
            return names;
        }
    }

    private static Connection connect(DatabaseServer server, int shard) throws SQLException {
        return DriverManager.getConnection(server.urlOf(PREFIX + shard), server.user(), server.password());
    }
}
