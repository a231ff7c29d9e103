package io.igen.oltp.run;

import io.igen.core.result.LevelResult;
import io.igen.core.result.ResultJson;
import io.igen.core.result.RunResult;
import io.igen.core.result.StepLatency;
import io.igen.core.runner.RunListener;
import io.igen.core.workload.Level;
import io.igen.core.workload.LevelSpec;
import io.igen.oltp.dialect.Isolation;
import io.igen.oltp.keys.KeyDistribution;
import io.igen.oltp.load.DataSpec;
import io.igen.oltp.state.MaintenanceMode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** A level's statements, conflicts and key shares, through the real runner on embedded shards. */
@Tag("slow")
class TransactionFiguresRunTest {

    @Test
    void everyCommittedTransactionOfTheWindowLeavesItsStatementsWhoseMeansFitInsideItsResponseTime() throws Exception {
        LevelResult level = run(TransactionSettings.DEFAULT, 4);

        Map<String, StepLatency> statements = steps(level.details().get("statements"));
        assertThat(statements.keySet()).containsExactly("selectCustomer", "selectOrders", "selectItem",
                "selectRecentOrders", "insertOrder", "deleteOrder", "commit");
        assertThat(statements.values()).allSatisfy(step -> {
            assertThat(step.count()).isEqualTo(level.operations());
            assertThat(step.histogram()).isNotNull();
            assertThat(step.percentiles().p99()).isGreaterThanOrEqualTo(step.percentiles().p50());
        });
        double stepsMs = statements.values().stream().mapToDouble(StepLatency::mean).sum();
        assertThat(stepsMs).isPositive().isLessThan(level.latencyMs().mean());
        // each shard's own statements add up to the level's
        @SuppressWarnings("unchecked")
        Map<String, Map<String, Object>> perShard = (Map<String, Map<String, Object>>) level.details().get("perShard");
        long shardCounts = perShard.values().stream()
                .mapToLong(shard -> steps(shard.get("statements")).get("commit").count()).sum();
        assertThat(shardCounts).isEqualTo(level.operations());
        assertThat(level.details().get("topCustomerShare")).isInstanceOfSatisfying(Double.class,
                share -> assertThat(share).isCloseTo(0.01, within(0.01)));
        assertThat(level.details()).doesNotContainKey("retries");
    }

    @Test
    void zipfianKeysSendAboutTwoFifthsOfTheTransactionsToTheTopOnePercentAndLoseNothing() throws Exception {
        TransactionSettings zipfian = new TransactionSettings(new KeyDistribution(KeyDistribution.Kind.ZIPFIAN,
                0.99, 0.2, 0.8), 3, Isolation.REPEATABLE_READ, false);

        LevelResult level = run(zipfian, 4);

        assertThat((Double) level.details().get("topCustomerShare")).isCloseTo(0.39, within(0.05));
        assertThat(level.details()).containsKeys("conflicts", "retries");
    }

    @Test
    void aConnectionPerTransactionStillCommitsEveryTransactionItCounts() throws Exception {
        TransactionSettings connecting = new TransactionSettings(KeyDistribution.UNIFORM, 1, null, true);

        LevelResult level = run(connecting, 2);

        assertThat(level.operations()).isPositive();
        assertThat(steps(level.details().get("statements")).get("commit").count()).isEqualTo(level.operations());
    }

    /** One level on 2 shards of 1,000 customers; the run's integrity check must pass. */
    private static LevelResult run(TransactionSettings transactions, int threads) throws Exception {
        DataSpec spec = TestShards.spec(2, 1000);
        OltpSettings settings = new OltpSettings(TestShards.shards(spec, TestShards.freshTemplate()),
                ScalingPlan.threads(new LevelSpec(List.of(threads)), spec.partitioning()),
                new OltpSettings.Load(null, false, 0),
                new OltpSettings.Upkeep(1, MaintenanceMode.WINDOW), transactions);
        RunResult result = RunFixture.run(new OltpWorkload(settings, null), List.of(Level.ofThreads(threads)), 0.3,
                1, null, RunListener.SILENT);
        assertThat(result.problems()).isEmpty();
        assertThat(settings.describe()).containsEntry("keyDistribution", transactions.keys().describe())
                .containsEntry("connectPerTransaction", transactions.connectPerTransaction());
        // what is written is read back: the figures survive the result file
        return ResultJson.fromJson(ResultJson.toJson(result)).levels().get(0);
    }

    private static Map<String, StepLatency> steps(Object figure) {
        Map<?, ?> map = (Map<?, ?>) figure;
        Map<String, StepLatency> steps = new LinkedHashMap<>();
        map.forEach((name, value) -> steps.put((String) name, ResultJson.figure(value, StepLatency.class)));
        return steps;
    }
}
