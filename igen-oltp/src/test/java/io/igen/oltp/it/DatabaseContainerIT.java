package io.igen.oltp.it;

import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testcontainers.containers.MariaDBContainer;
import org.testcontainers.containers.PostgreSQLContainer;

import java.nio.file.Path;
import java.util.List;

/**
 * iGenOLTP on PostgreSQL and on MariaDB (through MySQL Connector/J) in containers that Testcontainers' modules start
 * ({@link ContainerImages}: the official images, or the local stand-ins in CI), each started by its first test:
 * loading (COPY; multi-row INSERT), a stepwise run, the integrity check and re-use, and a wrong password refused in
 * one line, as a user of the test's own; the same scenarios as on the local servers ({@link LocalServerOltpIT}).
 */
class DatabaseContainerIT {

    private static final String PG_USER = "igen";
    private static final String PG_PASSWORD = "pg-Container-Secret-3e1f";
    private static final String MARIADB_ROOT_PASSWORD = "maria-Root-Secret-48d0";
    private static final String MARIADB_USER = "igen_ct";
    private static final String MARIADB_PASSWORD = "maria-Container-Secret-c7e2";

    /** Closed (stopped and removed) after the class; Ryuk, where it runs, would also remove them after a crash. */
    @AutoClose
    private static final PostgreSQLContainer<?> POSTGRES = DatabaseContainers.postgres(PG_USER, PG_PASSWORD);
    @AutoClose
    private static final MariaDBContainer<?> MARIADB = DatabaseContainers.mariaDb(MARIADB_ROOT_PASSWORD);

    @TempDir
    Path temp;

    @BeforeAll
    static void engine() {
        ContainerEngine.require();
    }

    /** Starts the PostgreSQL container if it is not running yet, and makes fresh databases {@code igen_ct_pg0..1}. */
    private static String postgresDatabases() throws Exception {
        POSTGRES.start();
        return DatabaseContainers.server(POSTGRES).freshDatabases("igen_ct_pg", 2);
    }

    /** The same on MariaDB ({@code igen_ct_my0..1}), with a user of the test's own who may use them. */
    private static String mariaDbDatabases() throws Exception {
        MARIADB.start();
        return DatabaseContainers.server(MARIADB).freshMySqlDatabasesFor(MARIADB_USER, MARIADB_PASSWORD, "igen_ct_my", 2);
    }

    @Test
    void postgresLoadsRunsChecksIntegrityAndReusesTheData() throws Exception {
        ServerOltpScenarios.loadRunCheckAndReuse("postgresql", postgresDatabases(), PG_USER, PG_PASSWORD,
                List.of("PostgreSQL"), temp);
    }

    @Test
    void postgresRefusesAWrongPasswordInOneClearLineNamingTheShard() throws Exception {
        ServerOltpScenarios.wrongPasswordIsOneClearLine("postgresql", postgresDatabases(), PG_USER, "wrong-Secret-6a0b",
                temp);
    }

    @Test
    void mariaDbLoadsRunsChecksIntegrityAndReusesTheData() throws Exception {
        ServerOltpScenarios.loadRunCheckAndReuse("mysql", mariaDbDatabases(), MARIADB_USER, MARIADB_PASSWORD,
                List.of("MariaDB", "MySQL"), temp);
    }

    @Test
    void mariaDbRefusesAWrongPasswordInOneClearLineNamingTheShard() throws Exception {
        ServerOltpScenarios.wrongPasswordIsOneClearLine("mysql", mariaDbDatabases(), MARIADB_USER, "wrong-Secret-5f19",
                temp);
    }
}
