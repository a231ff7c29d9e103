package io.igen.oltp.it;

import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testcontainers.containers.PostgreSQLContainer;

import java.nio.file.Path;
import java.util.List;

/**
 * iGenOLTP on PostgreSQL in a container that Testcontainers' PostgreSQL module starts ({@link ContainerImages}:
 * the official image, or the local stand-in in CI): COPY loading, a stepwise run, the integrity check and re-use,
 * and a wrong password refused in one line; the same scenarios as on the local server ({@link PostgresOltpIT}).
 */
class PostgresContainerIT {

    private static final String USER = "igen";
    private static final String PASSWORD = "pg-Container-Secret-3e1f";
    private static final String PREFIX = "igen_ct_pg";

    /** Closed (stopped and removed) after the class; Ryuk, where it runs, would also remove it after a crash. */
    @AutoClose
    private static final PostgreSQLContainer<?> CONTAINER = DatabaseContainers.postgres(USER, PASSWORD);
    private static String template;

    @TempDir
    Path temp;

    @BeforeAll
    static void startContainer() throws Exception {
        ContainerEngine.require();
        CONTAINER.start();
        template = DatabaseContainers.server(CONTAINER).freshDatabases(PREFIX, 2);
    }

    @Test
    void loadsRunsChecksIntegrityAndReusesTheData() throws Exception {
        ServerOltpScenarios.loadRunCheckAndReuse("postgresql", template, USER, PASSWORD, List.of("PostgreSQL"), temp);
    }

    @Test
    void aWrongPasswordIsOneClearLineNamingTheShard() throws Exception {
        ServerOltpScenarios.wrongPasswordIsOneClearLine("postgresql", template, USER, "wrong-Secret-6a0b", temp);
    }
}
