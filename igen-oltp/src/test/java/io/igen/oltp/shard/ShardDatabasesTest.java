package io.igen.oltp.shard;

import io.igen.oltp.dialect.KeySetting;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.DriverManager;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

class ShardDatabasesTest {

    private static final Map<String, String> DURABLE = Map.of("synchronous_commit", "on");

    @Test
    void identicalShardsAreOneServerEntryWithTheShardList() {
        ShardDatabases databases = new ShardDatabases(IntStream.range(0, 28)
                .mapToObj(shard -> new ShardDatabase(shard, "jdbc:h2:mem:s" + shard, "H2", "2.3.232", Map.of()))
                .toList());

        assertThat(databases.summary()).isEqualTo("H2 2.3.232 on all 28 shard(s)");
        assertThat(databases.serverSettings()).hasSize(1);
        Map<String, Object> only = databases.serverSettings().get(0);
        assertThat(only).containsEntry("product", "H2").containsEntry("version", "2.3.232")
                .containsEntry("settings", Map.of());
        assertThat(only.get("shards")).isEqualTo(IntStream.range(0, 28).boxed().toList());
        assertThat(databases.settings()).hasSize(28);
    }

    @Test
    void aShardWithOtherSettingsIsItsOwnEntry() {
        ShardDatabases databases = new ShardDatabases(List.of(
                new ShardDatabase(0, "u0", "PostgreSQL", "16.4", DURABLE),
                new ShardDatabase(1, "u1", "PostgreSQL", "16.4", Map.of("synchronous_commit", "off")),
                new ShardDatabase(2, "u2", "PostgreSQL", "16.4", DURABLE)));

        assertThat(databases.summary()).isEqualTo("PostgreSQL 16.4 (synchronous_commit on) on shard(s) 0, 2; "
                + "PostgreSQL 16.4 (synchronous_commit off) on shard(s) 1");
        assertThat(databases.serverSettings()).extracting(server -> server.get("shards"))
                .containsExactly(List.of(0, 2), List.of(1));
        assertThat(databases.serverSettings()).extracting(server -> server.get("settings"))
                .containsExactly(DURABLE, Map.of("synchronous_commit", "off"));
    }

    @Test
    void aSettingTheServerWillNotTellIsAbsentAndTheNextIsStillRead() throws Exception {
        try (Connection connection = DriverManager.getConnection("jdbc:h2:mem:server-settings-test")) {
            connection.setAutoCommit(false);
            Map<String, String> values = ServerSettings.read(connection, List.of(
                    new KeySetting("refused", "SELECT value FROM no_such_table"),
                    new KeySetting("answered", "SELECT 'on'"),
                    new KeySetting("no row", "SELECT 1 FROM DUAL WHERE 1 = 0")));

            assertThat(values).containsExactly(Map.entry("answered", "on"));
        }
    }
}
