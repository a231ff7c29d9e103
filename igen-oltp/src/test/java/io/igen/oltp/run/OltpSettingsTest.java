package io.igen.oltp.run;

import io.igen.core.workload.LevelSpec;
import io.igen.core.workload.SettingRole;
import io.igen.oltp.dialect.Isolation;
import io.igen.oltp.load.DataSpec;
import io.igen.oltp.shard.Credentials;
import io.igen.oltp.shard.ShardLocations;
import io.igen.oltp.state.MaintenanceMode;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

class OltpSettingsTest {

    @Test
    void resultsNeverHoldPasswords() {
        DataSpec spec = TestShards.spec(2, 10);
        OltpSettings settings = new OltpSettings(
                TestShards.shards(spec, "jdbc:postgresql://db{shard}/igen?user=bench&password=s3cret&ssl=true"),
                ScalingPlan.threads(new LevelSpec(List.of(2)), spec.partitioning()), new OltpSettings.Load(null, false, 0),
                TestShards.DEFAULT_UPKEEP);

        assertThat(settings.describe()).containsEntry("urlTemplate", "jdbc:postgresql://db{shard}/igen?ssl=true");
        assertThat(settings.describe().toString()).doesNotContain("s3cret", "bench");
    }

    /**
     * Where the shards are is no part of the work: two machines' runs name their own hosts, and ab's sides their own
     * H2 directories; compare had refused an old jar against a new one for {@code /tmp/h2old} against
     * {@code /tmp/h2new}.
     */
    @Test
    void whereTheShardsAreIsACircumstanceOfTheWork() {
        OltpSettings settings = TestShards.settings(3, 10, List.of(3), null);

        assertThat(settings.describe()).containsKey("urlTemplate");
        assertThat(settings.settingRoles()).containsEntry("urlTemplate", SettingRole.CIRCUMSTANCE)
                .containsEntry("shardMap", SettingRole.CIRCUMSTANCE).containsEntry("urls", SettingRole.CIRCUMSTANCE)
                .doesNotContainKeys("shards", "customersPerShard", "seed", "db");
    }

    @Test
    void eachShardGetsItsOwnUrl() {
        OltpSettings settings = TestShards.settings(3, 10, List.of(3), null);

        assertThat(settings.shards().locations().targets()).hasSize(3);
        assertThat(settings.shards().locations().targets().get(2).jdbcUrl()).contains("-2;").doesNotContain("{shard}");
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
                entry("keyDistribution", "uniform"), entry("isolation", "read-committed (the database's default)"),
                entry("isolationMeaning", TestShards.H2.isolationMeaning(Isolation.READ_COMMITTED)),
                entry("maxTries", 1), entry("connectPerTransaction", false),
                entry("maxUnavailableSeconds", 1.0), entry("maintenance", "window (none needed)"));
    }

    @Test
    void theNextRunIsOnTheSameShardsWithoutAReloadAndWithItsOwnPlanAndRate() {
        DataSpec spec = TestShards.spec(2, 10);
        OltpSettings.Shards reloaded = new OltpSettings.Shards(spec, TestShards.H2,
                ShardLocations.fromTemplate(TestShards.freshTemplate(), 2), new Credentials("bench", "s3cret"), true);
        OltpSettings.Upkeep upkeep = new OltpSettings.Upkeep(3.0, MaintenanceMode.RUN);
        OltpSettings first = new OltpSettings(reloaded, ScalingPlan.firstShard(new LevelSpec(List.of(1, 2)),
                spec.partitioning()), new OltpSettings.Load(null, true, 1), upkeep);
        ScalingPlan horizontal = ScalingPlan.shards(LevelSpec.parse("1,2"), 3, spec.partitioning());

        OltpSettings next = first.nextRun(horizontal, 40.0);

        assertThat(next).isEqualTo(new OltpSettings(reloaded.withoutReload(), horizontal,
                new OltpSettings.Load(40.0, true, 1), upkeep));
        assertThat(next.shards().reload()).isFalse();
        assertThat(next.shards().credentials()).isEqualTo(new Credentials("bench", "s3cret"));
    }

    @Test
    void aPlanForOtherShardsThanTheDataIsRefused() {
        OltpSettings.Shards twoShards = TestShards.shards(TestShards.spec(2, 10), TestShards.freshTemplate());
        ScalingPlan threeShards = ScalingPlan.threads(new LevelSpec(List.of(1)), TestShards.spec(3, 10).partitioning());

        assertThatThrownBy(() -> new OltpSettings(twoShards, threeShards, new OltpSettings.Load(null, false, 0),
                TestShards.DEFAULT_UPKEEP)).hasMessage("the plan and the data set disagree on the shards");
    }
}
