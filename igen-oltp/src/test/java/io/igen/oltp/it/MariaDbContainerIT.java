package io.igen.oltp.it;

import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testcontainers.containers.MariaDBContainer;

import java.nio.file.Path;
import java.util.List;

/**
 * iGenOLTP through MySQL Connector/J on MariaDB in a container that Testcontainers' MariaDB module starts
 * ({@link ContainerImages}): multi-row INSERT loading, a stepwise run, the integrity check, re-use, and a wrong
 * password refused in one line, as a user of the test's own; the same scenarios as on the local server
 * ({@link MySqlOltpIT}).
 */
class MariaDbContainerIT {

    private static final String ROOT_PASSWORD = "maria-Root-Secret-48d0";
    private static final String USER = "igen_ct";
    private static final String PASSWORD = "maria-Container-Secret-c7e2";
    private static final String PREFIX = "igen_ct_my";

    /** Closed (stopped and removed) after the class; Ryuk, where it runs, would also remove it after a crash. */
    @AutoClose
    private static final MariaDBContainer<?> CONTAINER = DatabaseContainers.mariaDb(ROOT_PASSWORD);
    private static String template;

    @TempDir
    Path temp;

    @BeforeAll
    static void startContainer() throws Exception {
        ContainerEngine.require();
        CONTAINER.start();
        DatabaseServer server = DatabaseContainers.server(CONTAINER);
        template = server.freshDatabases(PREFIX, 2);
        server.createMySqlUser(USER, PASSWORD, PREFIX, 2);
    }

    @Test
    void loadsRunsChecksIntegrityAndReusesTheData() throws Exception {
        ServerOltpScenarios.loadRunCheckAndReuse("mysql", template, USER, PASSWORD, List.of("MariaDB", "MySQL"), temp);
    }

    @Test
    void aWrongPasswordIsOneClearLineNamingTheShard() throws Exception {
        ServerOltpScenarios.wrongPasswordIsOneClearLine("mysql", template, USER, "wrong-Secret-5f19", temp);
    }
}
