package io.igen.oltp.it;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

/**
 * iGenOLTP on a local MySQL or MariaDB server through MySQL Connector/J ({@code IGEN_MYSQL_URL}, in CI the
 * local MariaDB; see {@link DatabaseServer}; the same in a container: {@link MariaDbContainerIT}): multi-row INSERT
 * loading, a stepwise run, the integrity check, re-use, and a wrong password.
 */
class MySqlOltpIT {

    private static final String USER = "igen_it";
    private static final String RIGHT_PASSWORD = "right-Secret-7f3a";
    private static final String WRONG_PASSWORD = "wrong-Secret-91c2";

    private static DatabaseServer server;
    private static String template;

    @TempDir
    Path temp;

    @BeforeAll
    static void databasesAndAPasswordUser() throws Exception {
        server = DatabaseServer.mysql();
        template = server.freshDatabases("igen_it_my", 2);
        server.createMySqlUser(USER, RIGHT_PASSWORD, "igen_it_my", 2);
    }

    @Test
    void loadsRunsChecksIntegrityAndReusesTheData() throws Exception {
        ServerOltpScenarios.loadRunCheckAndReuse("mysql", template, USER, RIGHT_PASSWORD, List.of("MySQL", "MariaDB"), temp);
    }

    @Test
    void aWrongPasswordIsOneClearLineNamingTheShard() throws Exception {
        ServerOltpScenarios.wrongPasswordIsOneClearLine("mysql", template, USER, WRONG_PASSWORD, temp);
    }
}
