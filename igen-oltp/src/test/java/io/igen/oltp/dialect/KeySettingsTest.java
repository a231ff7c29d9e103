package io.igen.oltp.dialect;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class KeySettingsTest {

    @Test
    void postgresqlShowsItsCacheAndDurabilitySettings() {
        assertThat(new PostgresDialect().keySettings()).containsExactly(
                new KeySetting("shared_buffers", "SHOW shared_buffers"),
                new KeySetting("synchronous_commit", "SHOW synchronous_commit"),
                new KeySetting("fsync", "SHOW fsync"));
    }

    @Test
    void mysqlSelectsItsInnoDbSystemVariables() {
        assertThat(new MySqlDialect().keySettings()).containsExactly(
                new KeySetting("innodb_buffer_pool_size", "SELECT @@innodb_buffer_pool_size"),
                new KeySetting("innodb_flush_log_at_trx_commit", "SELECT @@innodb_flush_log_at_trx_commit"));
    }

    @Test
    void embeddedH2HasNone() {
        assertThat(new H2Dialect().keySettings()).isEmpty();
    }
}
