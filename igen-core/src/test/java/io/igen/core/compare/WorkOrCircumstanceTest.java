package io.igen.core.compare;

import io.igen.core.result.ResultJson;
import io.igen.core.result.RunResult;
import io.igen.core.workload.SettingRole;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static io.igen.core.compare.ComparisonTest.run;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What {@code compare} calls other work, refused, and what it calls a circumstance of the same work, listed beside its
 * verdict: the benchmark's settings by the roles its workload declares, and by their names in files written before
 * roles were recorded.
 */
class WorkOrCircumstanceTest {

    @TempDir
    Path temp;

    @Test
    void differentWorkPerOperationIsRefused() throws Exception {
        Path a = write("a.json", run(Map.of("maxIterations", 512), new double[] {1, 2, 3}, new double[] {1, 1, 1}));
        Path b = write("b.json", run(Map.of("maxIterations", 256), new double[] {1, 2, 3}, new double[] {1, 1, 1}));

        assertThatThrownBy(() -> Comparison.of(List.of(ResultFileReader.curves(a), ResultFileReader.curves(b))))
                .isInstanceOf(IncomparableRunsException.class)
                .hasMessageContaining("ran cpu with different work per operation (maxIterations 512 vs 256)");
    }

    @Test
    void resultsWrittenBeforeSettingRolesKeepTheirServerSettingsAsCircumstances() throws Exception {
        Map<String, Object> on = Map.of("customersPerShard", 300, "shardSettings", List.of(Map.of("product",
                "PostgreSQL",
                "version", "16.4", "settings", Map.of("synchronous_commit", "on"), "shards", List.of(0, 1))));
        Map<String, Object> off = Map.of("customersPerShard", 300, "shardSettings", List.of(Map.of("product",
                "PostgreSQL",
                "version", "16.4", "settings", Map.of("synchronous_commit", "off"), "shards", List.of(0, 1))));
        Path a = write("a.json", run(on, new double[] {1, 2, 3}, new double[] {1, 1, 1}));
        Path b = write("b.json", run(off, new double[] {1, 2, 3}, new double[] {1, 1, 1}));
        Path old = write("old.json", run(Map.of("customersPerShard", 300), new double[] {1, 2, 3}, new double[] {1, 1,
                1}));

        Comparison comparison = Comparison.of(List.of(ResultFileReader.curves(a), ResultFileReader.curves(b),
                ResultFileReader.curves(old))).get(0);

        assertThat(comparison.differences()).containsOnlyKeys("shardSettings");
        List<String> values = comparison.differences().get("shardSettings");
        assertThat(values.get(0)).contains("synchronous_commit=on", "shards=[0, 1]");
        assertThat(values.get(1)).contains("synchronous_commit=off");
        assertThat(values.get(2)).isEqualTo("not recorded");
    }

    @Test
    void sessionSettingsAreComparedAndListedWhileAnotherKeyDistributionIsOtherWork() throws Exception {
        Map<String, SettingRole> roles = Map.of("isolation", SettingRole.CIRCUMSTANCE, "maxTries",
                SettingRole.CIRCUMSTANCE);
        Path readCommitted = write("rc.json", run(Map.of("keyDistribution", "uniform", "isolation", "read-committed",
                "maxTries", 1), roles, new double[] {1, 2, 3}, new double[] {1, 1, 1}));
        Path serializable = write("ser.json", run(Map.of("keyDistribution", "uniform", "isolation", "serializable",
                "maxTries", 3), roles, new double[] {1, 2, 3}, new double[] {1, 1, 1}));
        Path zipfian = write("zipf.json", run(Map.of("keyDistribution", "zipfian (theta 0.99)", "isolation",
                "read-committed", "maxTries", 1), roles, new double[] {1, 2, 3}, new double[] {1, 1, 1}));

        Comparison comparison = Comparison.of(List.of(ResultFileReader.curves(readCommitted),
                ResultFileReader.curves(serializable))).get(0);

        assertThat(comparison.differences()).containsOnlyKeys("isolation", "maxTries");
        assertThat(comparison.differences().get("isolation")).containsExactly("read-committed", "serializable");
        assertThatThrownBy(() -> Comparison.of(List.of(ResultFileReader.curves(readCommitted),
                ResultFileReader.curves(zipfian))))
                .isInstanceOf(IncomparableRunsException.class)
                .hasMessageContaining("keyDistribution uniform vs zipfian (theta 0.99)");
    }

    @Test
    void anOutageLimitIsHowARunWasJudgedNotItsWork() throws Exception {
        Map<String, SettingRole> roles = Map.of("maxUnavailableSeconds", SettingRole.CIRCUMSTANCE);
        Path a = write("a.json", run(Map.of("customersPerShard", 300, "maxUnavailableSeconds", 1.0), roles,
                new double[] {1, 2, 3}, new double[] {1, 1, 1}));
        Path b = write("b.json", run(Map.of("customersPerShard", 300, "maxUnavailableSeconds", 5.0), roles,
                new double[] {1, 2, 3}, new double[] {1, 1, 1}));

        Comparison comparison = Comparison.of(List.of(ResultFileReader.curves(a), ResultFileReader.curves(b))).get(0);

        assertThat(comparison.differences()).containsOnlyKeys("maxUnavailableSeconds");
        assertThat(comparison.differences().get("maxUnavailableSeconds")).containsExactly("1.0", "5.0");
    }

    @Test
    void whatTheWorkloadDeclaresOrFoundIsACircumstanceWhateverItsName() throws Exception {
        Map<String, SettingRole> roles = Map.of("bufferPool", SettingRole.CIRCUMSTANCE, "serverBuild",
                SettingRole.FOUND);
        Path a = write("a.json", run(Map.of("maxIterations", 512, "bufferPool", "1G", "serverBuild", "16.4"), roles,
                new double[] {1, 2, 3}, new double[] {1, 1, 1}));
        Path b = write("b.json", run(Map.of("maxIterations", 512, "bufferPool", "4G", "serverBuild", "16.5"), roles,
                new double[] {1, 2, 3}, new double[] {1, 1, 1}));
        Path undeclaredA = write("c.json", run(Map.of("maxIterations", 512, "bufferPool", "1G", "serverBuild", "16.4"),
                Map.of("serverBuild", SettingRole.FOUND), new double[] {1, 2, 3}, new double[] {1, 1, 1}));
        Path undeclaredB = write("d.json", run(Map.of("maxIterations", 512, "bufferPool", "4G", "serverBuild", "16.5"),
                Map.of("serverBuild", SettingRole.FOUND), new double[] {1, 2, 3}, new double[] {1, 1, 1}));

        Comparison comparison = Comparison.of(List.of(ResultFileReader.curves(a), ResultFileReader.curves(b))).get(0);

        assertThat(comparison.differences()).containsOnlyKeys("bufferPool", "serverBuild");
        assertThatThrownBy(() -> Comparison.of(List.of(ResultFileReader.curves(undeclaredA),
                ResultFileReader.curves(undeclaredB))))
                .isInstanceOf(IncomparableRunsException.class)
                .hasMessageContaining("bufferPool 1G vs 4G");
    }

    /**
     * iGen before 2026-11-28 filed where the shards are under the work, and {@code ab} of the old jar against the new
     * one was refused after 21 minutes of launches ("urlTemplate jdbc:h2:mem:... vs null").
     */
    @Test
    void aSettingOneFileRecordsAsACircumstanceIsOneForAnOlderFileThatFiledItAsWork() throws Exception {
        Map<String, SettingRole> before = Map.of("isolation", SettingRole.CIRCUMSTANCE);
        Map<String, SettingRole> now = Map.of("isolation", SettingRole.CIRCUMSTANCE, "urlTemplate",
                SettingRole.CIRCUMSTANCE);
        Path older = write("old.json", run(Map.of("customersPerShard", 300, "isolation", "read-committed",
                "urlTemplate", "jdbc:h2:file:/a/igen{shard}"), before, new double[] {1, 2, 3}, new double[] {1, 1, 1}));
        Path newer = write("new.json", run(Map.of("customersPerShard", 300, "isolation", "read-committed",
                "urlTemplate", "jdbc:h2:file:/b/igen{shard}"), now, new double[] {1, 2, 3}, new double[] {1, 1, 1}));
        Path otherWork = write("more.json", run(Map.of("customersPerShard", 1000, "isolation", "read-committed",
                "urlTemplate", "jdbc:h2:file:/b/igen{shard}"), now, new double[] {1, 2, 3}, new double[] {1, 1, 1}));

        Comparison comparison = Comparison.of(List.of(ResultFileReader.curves(older), ResultFileReader.curves(newer)))
                .get(0);

        assertThat(comparison.differences()).containsOnlyKeys("urlTemplate");
        assertThat(comparison.differences().get("urlTemplate"))
                .containsExactly("jdbc:h2:file:/a/igen{shard}", "jdbc:h2:file:/b/igen{shard}");
        assertThatThrownBy(() -> Comparison.of(List.of(ResultFileReader.curves(older),
                ResultFileReader.curves(otherWork))))
                .isInstanceOf(IncomparableRunsException.class)
                .hasMessageContaining("customersPerShard 300 vs 1000");
    }

    @Test
    void runsThatDifferOnlyInWhetherEnergyWasReadableCompare() throws Exception {
        Path measured = write("a.json", run(Map.of("maxIterations", 512), new double[] {100, 200, 300},
                new double[] {1, 1, 1}));
        Path unreadable = write("b.json", run(Map.of("maxIterations", 512, "energy",
                "not available: no RAPL counters"), Map.of("energy", SettingRole.FOUND), new double[] {100, 200, 300},
                new double[] {1, 1, 1}));

        Comparison comparison = Comparison.of(List.of(ResultFileReader.curves(measured),
                ResultFileReader.curves(unreadable))).get(0);

        assertThat(comparison.differences()).containsOnlyKeys("energy");
        assertThat(comparison.differences().get("energy"))
                .containsExactly("not recorded", "not available: no RAPL counters");
        assertThat(comparison.commonLevels()).containsExactly(1, 2, 4);
    }

    private Path write(String name, RunResult result) throws Exception {
        Path file = temp.resolve(name);
        ResultJson.write(result, file);
        return file;
    }
}
