package io.igen.oltp.it;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

/**
 * iGenOLTP on a local PostgreSQL server ({@code IGEN_PG_URL}; see {@link DatabaseServer}; the same in a
 * container: {@link PostgresContainerIT}):
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
        ServerOltpScenarios.loadRunCheckAndReuse("postgresql", template, server.user(), server.password(),
                List.of("PostgreSQL"), temp);
    }
}
