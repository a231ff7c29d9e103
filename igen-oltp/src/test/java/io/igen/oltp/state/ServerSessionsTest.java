package io.igen.oltp.state;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ServerSessionsTest {

    @Test
    void aUrlsServerIsItsHostAndPortWithoutCredentialsAndItsDatabaseThePath() {
        assertThat(ServerSessions.address("jdbc:postgresql://127.0.0.1:5432/igen3?sslmode=disable"))
                .isEqualTo("127.0.0.1:5432");
        assertThat(ServerSessions.address("jdbc:mysql://bench:secret@db1:3307/igen0")).isEqualTo("db1:3307");
        assertThat(ServerSessions.address("jdbc:postgresql://db2/igen")).isEqualTo("db2");
        assertThat(ServerSessions.database("jdbc:postgresql://127.0.0.1:5432/igen3?sslmode=disable"))
                .isEqualTo("igen3");
        assertThat(ServerSessions.database("jdbc:mysql://db1:3307/igen0;x=y")).isEqualTo("igen0");
        assertThat(ServerSessions.database("jdbc:postgresql://db2")).isEmpty();
    }
}
