package io.igen.core.result;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.igen.core.report.ResultJsonTest;
import io.igen.core.resources.ResourceUse;
import io.igen.core.resources.ResourceUse.DriverUse;
import io.igen.core.resources.ResourceUse.HostActivity;
import io.igen.core.resources.ResourceUse.HostCpu;
import io.igen.core.resources.WindowResources;
import io.igen.core.result.Repetition.LevelRepetition;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The result file's field names are a contract with its readers. Two files under {@code src/test/resources/golden}
 * were written by the code before the environment, machine, latency and repetition records were regrouped: a result
 * with every optional figure ({@code golden-full.json}) and one with every optional figure absent
 * ({@code golden-sparse.json}). The same results must still be written to the byte, and the files must still be read.
 */
class ResultJsonGoldenTest {

    @Test
    void aResultIsWrittenExactlyAsBefore() throws Exception {
        assertThat(ResultJson.toJson(fullResult())).isEqualTo(golden("golden-full.json"));
        assertThat(ResultJson.toJson(sparseResult())).isEqualTo(golden("golden-sparse.json"));
    }

    @Test
    void aResultWrittenBeforeIsReadWholeAndWrittenBackUnchanged() throws Exception {
        for (String file : List.of("golden-full.json", "golden-sparse.json")) {
            String before = golden(file);

            RunResult read = ResultJson.fromJson(before);

            assertThat(ResultJson.toJson(read)).as(file).isEqualTo(before);
        }
        RunResult full = ResultJson.fromJson(golden("golden-full.json"));
        // The workload's own figures come back as JSON numbers (a long for an int): the round trip above pins them.
        assertThat(full).usingRecursiveComparison().withComparatorForType(Double::compare, Double.class)
                .ignoringFields("levels.details").isEqualTo(fullResult());
    }

    @Test
    void aResultFromBeforeTheMachineAndLimitsWereRecordedIsRead() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode json = (ObjectNode) mapper.readTree(golden("golden-full.json"));
        ((ObjectNode) json.get("environment")).remove(List.of("machine", "limits"));

        Environment environment = ResultJson.fromJson(mapper.writeValueAsString(json)).environment();

        assertThat(environment.machine()).isNull();
        assertThat(environment.limits()).isNull();
        assertThat(environment.describeMachine()).containsValue("not recorded");
        assertThat(environment.summary()).isEqualTo("Linux 6.1.0-18-amd64 (amd64), AMD EPYC 7B13, 2 hardware threads, "
                + "7.8 GiB, OpenJDK 64-Bit Server VM 17.0.12+7, iGen 0.9.0 (1a2b3c4)");
    }

    private static String golden(String name) throws IOException {
        try (InputStream in = ResultJsonGoldenTest.class.getResourceAsStream("/golden/" + name)) {
            assertThat(in).as(name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("\r\n", "\n").stripTrailing();
        }
    }

    /** The sample result on a fixed machine, repeated automatically, a level with its window's resources. */
    /** A machine with every property the probe reads; {@code MachineTest} reads its manifest. */
    static Machine fullMachine() {
        Map<String, Long> caches = new LinkedHashMap<>();
        caches.put("L1d", 32_768L);
        caches.put("L2", 524_288L);
        caches.put("L3", 33_554_432L);
        return new Machine(new Machine.Cpu(1, 1, 2, 1, 2450L, 3500L),
                new Machine.Memory(caches, List.of("DDR4 3200 MT/s 8 GiB")),
                new Machine.OsSettings("Debian GNU/Linux 12 (bookworm)", "6.1.0-18-amd64", "performance", "madvise"));
    }

    static RunResult fullResult() {
        Machine machine = fullMachine();
        ProcessLimits limits = new ProcessLimits("/igen", 1.5, 4L << 30);
        RunResult sample = ordered(ResultJsonTest.sampleResult(environment(machine, limits)));
        ResourceUse use = new ResourceUse(10, new HostCpu(2, 1.5, 0.4, 0.01, 0.02, 0.1),
                new HostActivity(20_000, 35.0, 512, 4_000_000, 2_048, 41.5),
                new DriverUse(0.6, 40, 12.0, 3), 1.25);
        List<LevelRepetition> levels = List.of(new LevelRepetition(1, 1.2, 35.0, 12.0, "precise enough", null),
                new LevelRepetition(2, 1.9, null, null, "more launches", "rising 3 %"));
        return sample.toBuilder().levels(withResources(sample.levels(), use))
                .repetition(new Repetition("auto", 3, new Repetition.AutoGoal(2.0, 600.0),
                        new Repetition.Outcome(95.5, 31.8, "every level within 2 %"), "cached: igen-launch.aot",
                        levels))
                .build();
    }

    /** The sample result with every optional figure absent: a bare machine, no limits, a fixed repeat. */
    static RunResult sparseResult() {
        Machine bare = new Machine(new Machine.Cpu(1, 2, 2, 1, null, null), new Machine.Memory(null, null),
                new Machine.OsSettings(null, "6.1.0", null, null));
        RunResult sample = ordered(ResultJsonTest.sampleResult(environment(bare, null)));
        ResourceUse use = new ResourceUse(1, new HostCpu(2, 0.5, 0.3, 0, 0, 1.2),
                new HostActivity(5_000, null, 0, 0, 0, null),
                new DriverUse(0.2, 20, null, 0), null);
        return sample.toBuilder().levels(withResources(sample.levels(), use))
                .repetition(new Repetition("fixed", 2, Repetition.AutoGoal.NONE,
                        new Repetition.Outcome(20.0, 10.0, "2 launches run"), null,
                        List.of(new LevelRepetition(1, null, null, null, "one more launch", null))))
                .build();
    }

    private static Environment environment(Machine machine, ProcessLimits limits) {
        return new Environment(new Environment.Platform("bench-1", "Linux", "6.1.0-18-amd64", "amd64"),
                new Environment.Hardware("AMD EPYC 7B13", 1, 2, 8_341_000_000L),
                new Environment.Jvm("Eclipse Adoptium", "OpenJDK 64-Bit Server VM", "17.0.12+7",
                        List.of("-Xmx1g", "-Dpassword=<redacted>"), 1L << 30,
                        List.of("G1 Young Generation", "G1 Old Generation")),
                new BuildInfo("0.9.0", "1a2b3c4"), machine, limits);
    }

    /** The sample with its maps in a fixed order: {@code Map.of} iterates in an order that changes with each JVM. */
    private static RunResult ordered(RunResult sample) {
        Map<String, Object> workload = new LinkedHashMap<>();
        workload.put("gridWidth", 100);
        workload.put("seed", 20261121);
        Map<String, Object> shard = new LinkedHashMap<>();
        shard.put("transactions", 3);
        shard.put("errors", 1);
        List<LevelResult> levels = new ArrayList<>();
        for (LevelResult level : sample.levels()) {
            levels.add(level.details().containsKey("perShard")
                    ? level.toBuilder().detail("perShard", Map.of("0", shard)).build() : level);
        }
        return sample.toBuilder().config(sample.config().toBuilder().workload(workload).build()).levels(levels).build();
    }

    private static List<LevelResult> withResources(List<LevelResult> levels, ResourceUse use) {
        List<LevelResult> withFigures = new ArrayList<>();
        for (LevelResult level : levels) {
            Map<String, Object> figures = WindowResources.of(use, null, level.throughput(), false, null);
            withFigures.add(level.toBuilder().details(figures).build());
        }
        return withFigures;
    }
}
