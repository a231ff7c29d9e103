package io.igen.oltp;

import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

class OltpSettingsTest {

    @Test
    void resultsNeverHoldPasswords() {
        OltpSettings settings = new OltpSettings(TestShards.spec(2, 10), TestShards.H2,
                "jdbc:postgresql://db{shard}/igen?user=bench&password=s3cret&ssl=true", false,
                ScalingPlan.threads(new io.igen.core.runner.LevelSpec(List.of(2)), TestShards.spec(2, 10).partitioning()),
                null, false);

        assertThat(settings.describe()).containsEntry("urlTemplate", "jdbc:postgresql://db{shard}/igen?ssl=true");
        assertThat(settings.describe().toString()).doesNotContain("s3cret", "bench");
    }

    @Test
    void eachShardGetsItsOwnUrl() {
        OltpSettings settings = TestShards.settings(3, 10, List.of(3), null);

        assertThat(settings.targets()).hasSize(3);
        assertThat(settings.targets().get(2).jdbcUrl()).contains("-2;").doesNotContain("{shard}");
        assertThat(settings.describe()).containsEntry("shards", 3).containsEntry("customerChoice", "thread slices")
                .containsEntry("loadModel", "stream");
    }

    @Test
    void aResultRecordsTheSameSettingsInTheSameOrder() {
        Map<String, Object> described = new LinkedHashMap<>(
                TestShards.settings(3, 10, List.of(3), 25.0, true).withEmbeddedConcurrency(2).describe());

        assertThat(described.remove("urlTemplate")).asString().startsWith("jdbc:h2:mem:test-");
        assertThat(described).containsExactly(entry("db", "h2"), entry("database", TestShards.H2.product()), entry("shards", 3),
                entry("customersPerShard", 10L), entry("itemsPerShard", 10_000), entry("ordersPerCustomer", 10),
                entry("seed", TestShards.SEED), entry("scalingAxis", "threads"), entry("loadModel", "stabilised"),
                entry("customerChoice", "shared"), entry("embeddedConcurrency", 2), entry("statementsPerTransaction", 6),
                entry("maxUnavailableSeconds", 1.0), entry("maintenance", "window (none needed)"));
    }
}
