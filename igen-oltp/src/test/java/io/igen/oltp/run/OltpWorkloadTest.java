package io.igen.oltp.run;

import io.igen.core.result.LevelResult;
import io.igen.core.result.RunResult;
import io.igen.core.runner.RunListener;
import io.igen.core.workload.FailureNaming;
import io.igen.core.workload.Level;
import io.igen.core.workload.LevelSpec;
import io.igen.core.workload.Partitioning;
import io.igen.oltp.load.DataSpec;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class OltpWorkloadTest {

    @Test
    @Tag("slow")
    void integrityHoldsAfterAMultiThreadedRunWithRacesOnFewCustomers() throws Exception {
        // 5 shared customers per shard and 8 threads: transactions on the same customer race for its oldest order.
        OltpSettings settings = TestShards.settings(2, 5, List.of(2, 8), null, true);

        RunResult result = RunFixture.run(new OltpWorkload(settings, null),
                List.of(Level.ofThreads(2), Level.ofThreads(8)), 0.2, 1, null, RunListener.SILENT);

        assertThat(result.problems()).isEmpty();
        assertThat(result.levels()).hasSize(2);
        LevelResult level = result.levels().get(1);
        assertThat(level.operations()).isPositive();
        assertThat(level.details()).containsEntry("shards", 2);
        assertThat((Double) level.details().get("statementsPerSecond")).isEqualTo(6 * level.throughput());
        @SuppressWarnings("unchecked")
        Map<String, Map<String, Object>> perShard = (Map<String, Map<String, Object>>) level.details().get("perShard");
        assertThat(perShard).containsOnlyKeys("0", "1");
        long transactions = perShard.values().stream().mapToLong(figures -> (Long) figures.get("transactions")).sum();
        assertThat(transactions).isEqualTo(level.operations());
        assertThat(perShard.get("0").get("transactions")).isNotEqualTo(0L);
    }

    @Test
    @Tag("slow")
    void withOneTransactionAtOnceAShardsClientsShareOneThreadAndNothingIsLost() throws Exception {
        OltpSettings settings = TestShards.settings(2, 5, List.of(8), null, true).withEmbeddedConcurrency(1);
        OltpWorkload workload = new OltpWorkload(settings, null);
        List<String> notes = new java.util.ArrayList<>();

        RunResult result = RunFixture.run(workload, List.of(Level.ofThreads(8)), 0.2, 1, null, new RunListener() {
            @Override
            public void note(String text) {
                notes.add(text);
            }
        });

        assertThat(shards(workload).threadsPerPartition()).isEqualTo(1);
        assertThat(result.problems()).isEmpty();
        assertThat(result.levels().get(0).operations()).isPositive();
        // the wait for the shard's thread is in the response time, the transaction alone in the service time
        assertThat(result.levels().get(0).serviceTimeMs().mean())
                .isLessThan(result.levels().get(0).latencyMs().mean());
        assertThat(notes).contains("level 8: 8 clients on 2 load threads, at most 1 per shard, each serving its "
                + "clients in turn");
        assertThat(settings.describe()).containsEntry("embeddedConcurrency", 1);
    }

    @Test
    void withoutALimitEveryClientHasAThreadAndWithNAShardHasNThreads() {
        OltpSettings embedded = TestShards.settings(2, 5, List.of(8), null, true);
        assertThat(shards(new OltpWorkload(embedded.withEmbeddedConcurrency(0), null)).threadsPerPartition()).isZero();
        assertThat(shards(new OltpWorkload(embedded.withEmbeddedConcurrency(3), null)).threadsPerPartition())
                .isEqualTo(3);
    }

    @Test
    @Tag("slow")
    void integrityFailsWhenOrdersAreRemovedBehindItsBack() throws Exception {
        OltpSettings settings = TestShards.settings(3, 20, List.of(3), null);
        OltpWorkload workload = new OltpWorkload(settings, null);
        RunListener intruder = new RunListener() {
            @Override
            public void levelFinished(LevelResult result) {
                try (Connection connection = workload.pools().shard(1).getConnection();
                     Statement statement = connection.createStatement()) {
                    statement.executeUpdate("DELETE FROM orders WHERE o_c_id = 25");
                    connection.commit();
                } catch (SQLException e) {
                    throw new IllegalStateException(e);
                }
            }
        };

        RunResult result = RunFixture.run(workload, List.of(Level.ofThreads(3)), 0, 0.5, null, intruder);

        assertThat(result.problems()).singleElement().asString()
                .startsWith("integrity check failed on shard 1: ")
                .contains("expected");
    }

    @Test
    @Tag("slow")
    void horizontalLevelsLoadOnlyTheActiveShards() throws Exception {
        DataSpec spec = TestShards.spec(3, 10);
        OltpSettings settings = TestShards.settings(spec, ScalingPlan.shards(LevelSpec.parse("1,3"), 2,
                spec.partitioning()), null, false);

        RunResult result = RunFixture.run(new OltpWorkload(settings, null), settings.plan().levels(), 0, 0.5, null,
                RunListener.SILENT);

        assertThat(result.problems()).isEmpty();
        assertThat(result.levels()).extracting(LevelResult::level, LevelResult::threads)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(1, 2), org.assertj.core.groups.Tuple.tuple(3, 6));
        assertThat(perShardKeys(result.levels().get(0))).containsOnly("0");
        assertThat(perShardKeys(result.levels().get(1))).containsOnly("0", "1", "2");
    }

    private static List<Object> perShardKeys(LevelResult level) {
        return List.copyOf(((Map<?, ?>) level.details().get("perShard")).keySet());
    }

    @Test
    void errorsAreCountedBySqlStateClass() {
        OltpWorkload workload = new OltpWorkload(TestShards.settings(1, 5, List.of(1), null), null);

        assertThat(naming(workload).kind(new SQLException("deadlock", "40001"))).isEqualTo("SQLState 40");
        assertThat(naming(workload).kind(new SQLTransientException("gone", "08006"))).isEqualTo("SQLState 08");
        assertThat(naming(workload).kind(new SQLException("no state"))).isEqualTo("SQLState unknown");
        assertThat(naming(workload).kind(new IllegalStateException())).isEqualTo("IllegalStateException");
    }

    @Test
    void theSampleOfAFailureIsOneLineWithoutCredentials() {
        OltpWorkload workload = new OltpWorkload(TestShards.settings(1, 5, List.of(1), null), null);

        assertThat(naming(workload).message(new SQLException(
                "Connection to jdbc:postgresql://bench:s3cret@db1:5432/igen refused.\nCheck the host.", "08001")))
                .isEqualTo("SQLException [08001]: Connection to jdbc:postgresql://db1:5432/igen refused.");
        assertThat(naming(workload).message(new IllegalStateException("no\nmore"))).isEqualTo("IllegalStateException: no");
    }

    private static Partitioning<OltpWorker> shards(OltpWorkload workload) {
        return workload.database().orElseThrow().partitioning().orElseThrow();
    }

    private static FailureNaming naming(OltpWorkload workload) {
        return workload.database().orElseThrow().failureNaming();
    }
}
