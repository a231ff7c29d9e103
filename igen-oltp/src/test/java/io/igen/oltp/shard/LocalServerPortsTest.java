package io.igen.oltp.shard;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class LocalServerPortsTest {

    private static ShardTarget shard(int index, String url) {
        return new ShardTarget(index, url, null, null);
    }

    @Test
    void localUrlsGiveTheirPortsOrTheProductsDefault() {
        assertThat(LocalServerPorts.of(List.of(
                shard(0, "jdbc:postgresql://127.0.0.1:5433/igen0?sslmode=disable"),
                shard(1, "jdbc:postgresql://localhost/igen1"),
                shard(2, "jdbc:mysql://[::1]:3307/igen2"),
                shard(3, "jdbc:mariadb://localhost:3308,127.0.0.1:3309/igen3"))))
                .containsExactly(3307, 3308, 3309, 5432, 5433);
    }

    @Test
    void remoteHostsAndEmbeddedDatabasesHaveNoLocalPort() {
        // 192.0.2.0/24 is TEST-NET-1: documentation only, never an address of this host
        assertThat(LocalServerPorts.of(List.of(
                shard(0, "jdbc:postgresql://192.0.2.7:5432/igen"),
                shard(1, "jdbc:h2:mem:igen1"),
                shard(2, "jdbc:postgresql://127.0.0.1:notaport/igen")))).isEmpty();
    }
}
