package io.igen.oltp;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

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
}
