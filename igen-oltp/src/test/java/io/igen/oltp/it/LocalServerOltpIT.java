package io.igen.oltp.it;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

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
