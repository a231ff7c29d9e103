package io.igen.oltp.dialect;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class KeySettingsTest {

    @Test
    void postgresqlShowsItsCacheAndDurabilitySettings() {
        assertThat(new PostgresDialect().keySettings()).containsExactly(
                new KeySetting("shared_buffers", "SHOW shared_buffers"),
                new KeySetting("synchronous_commit", "SHOW synchronous_commit"),
                new KeySetting("fsync", "SHOW fsync"),
                new KeySetting("autovacuum", "SHOW autovacuum"),
                new KeySetting("autovacuum_naptime", "SHOW autovacuum_naptime"),
                new KeySetting("autovacuum_vacuum_scale_factor", "SHOW autovacuum_vacuum_scale_factor"),
                new KeySetting("autovacuum_vacuum_threshold", "SHOW autovacuum_vacuum_threshold"),
                new KeySetting("checkpoint_timeout", "SHOW checkpoint_timeout"),
                new KeySetting("max_wal_size", "SHOW max_wal_size"));
    }

    @Test
    void mysqlSelectsItsInnoDbSystemVariables() {
        assertThat(new MySqlDialect().keySettings()).containsExactly(
                new KeySetting("innodb_buffer_pool_size", "SELECT @@innodb_buffer_pool_size"),
                new KeySetting("innodb_flush_log_at_trx_commit", "SELECT @@innodb_flush_log_at_trx_commit"),
                new KeySetting("innodb_purge_threads", "SELECT @@innodb_purge_threads"),
                new KeySetting("innodb_max_purge_lag", "SELECT @@innodb_max_purge_lag"),
                new KeySetting("innodb_io_capacity", "SELECT @@innodb_io_capacity"),
                new KeySetting("innodb_max_dirty_pages_pct", "SELECT @@innodb_max_dirty_pages_pct"),
                new KeySetting("innodb_log_file_size", "SELECT @@innodb_log_file_size"));
    }

    @Test
    void postgresqlWarnsOfAutovacuumOffOnly() {
        assertThat(new PostgresDialect().settingWarnings(java.util.Map.of("autovacuum", "off")))
                .singleElement().asString().startsWith("autovacuum is off: the dead rows");
        assertThat(new PostgresDialect().settingWarnings(java.util.Map.of("autovacuum", "on"))).isEmpty();
        assertThat(new MySqlDialect().settingWarnings(java.util.Map.of("autovacuum", "off"))).isEmpty();
    }

    @Test
    void embeddedH2HasNone() {
        assertThat(new H2Dialect().keySettings()).isEmpty();
    }
}
