package io.igen.oltp.it;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;

/**
 * iGenOLTP on a real MySQL or MariaDB server through MySQL Connector/J (Testcontainers' MySQL, or
 * {@code IGEN_MYSQL_URL}, in CI the local MariaDB; see {@link DatabaseServer}): multi-row INSERT
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
        try (Connection connection = server.connect(); Statement statement = connection.createStatement()) {
            statement.execute("DROP USER IF EXISTS '" + USER + "'@'%'");
            statement.execute("CREATE USER '" + USER + "'@'%' IDENTIFIED BY '" + RIGHT_PASSWORD + "'");
            statement.execute("GRANT ALL PRIVILEGES ON igen_it_my0.* TO '" + USER + "'@'%'");
            statement.execute("GRANT ALL PRIVILEGES ON igen_it_my1.* TO '" + USER + "'@'%'");
        }
    }

    @Test
    void loadsRunsChecksIntegrityAndReusesTheData() throws Exception {
        List<String> connection = ServerOltpScenarios.connection("mysql", template, USER, RIGHT_PASSWORD, temp);
        ServerOltpScenarios.loadRunCheckAndReuse(connection, List.of("MySQL", "MariaDB"), RIGHT_PASSWORD, temp);
    }

    @Test
    void aWrongPasswordIsOneClearLineNamingTheShard() throws Exception {
        List<String> connection = ServerOltpScenarios.connection("mysql", template, USER, WRONG_PASSWORD, temp);
        ServerOltpScenarios.wrongPasswordIsOneClearLine(connection, WRONG_PASSWORD,
                template.replace("{shard}", "0"), temp);
    }
}
