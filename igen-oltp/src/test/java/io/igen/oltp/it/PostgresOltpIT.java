package io.igen.oltp.it;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

/**
 * iGenOLTP on a real PostgreSQL server (Testcontainers, or {@code IGEN_PG_URL}; see {@link DatabaseServer}):
 * COPY loading, a stepwise run, the integrity check and re-use, through the command a user runs.
 * Wrong passwords and stopped shards are tested on instances of the test's own ({@link PostgresInstancesIT}),
 * where the test controls authentication and the server's life.
 */
class PostgresOltpIT {

    private static DatabaseServer server;
    private static String template;

    @TempDir
    Path temp;

    @BeforeAll
    static void databases() throws Exception {
        server = DatabaseServer.postgres();
        template = server.freshDatabases("igen_it_pg", 2);
    }

    @Test
    void loadsRunsChecksIntegrityAndReusesTheData() throws Exception {
        List<String> connection = ServerOltpScenarios.connection("postgresql", template, server.user(),
                server.password(), temp);
        ServerOltpScenarios.loadRunCheckAndReuse(connection, List.of("PostgreSQL"), server.password(), temp);
    }
}
