package io.igen.core.result;

import io.igen.core.result.Repetition.LevelRepetition;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a result says of its launches: the JVM settings iGen gave the launch ({@code environment.launchSettings}), each
 * level's launch spread ({@code repetition.levels[].launchCvPercent}) and the host's beside it
 * ({@code repetition.hostControl}); written, and read back the same.
 */
class LaunchFiguresJsonTest {

    @Test
    void theLaunchSettingsTheLaunchSpreadAndTheHostControlAreWrittenAndReadBack() throws Exception {
        RunResult sample = ResultJsonGoldenTest.fullResult();
        Environment environment = sample.environment();
        Environment.Jvm launched = new Environment.Jvm(environment.jvmVendor(), environment.jvmName(),
                environment.jvmVersion(), List.of("-Xms6g", "-Xmx6g", "-XX:+AlwaysPreTouch"), 6L << 30,
                environment.garbageCollectors(), List.of("-Xms6g", "-Xmx6g", "-XX:+AlwaysPreTouch"));
        Repetition repetition = new Repetition("fixed", 3, Repetition.AutoGoal.NONE,
                new Repetition.Outcome(300.0, 100.0, "ran the 3 launches asked for"), null,
                List.of(new LevelRepetition(28, 2.4, 60.0, null, "more launches", null, 1.83, 7.5)),
                new Repetition.HostControl("a compute loop", List.of(812.4, 815.0, 809.9), 0.31),
                new Repetition.HostMemory(new Repetition.HostControl("a chase", List.of(101.5, 98.25, 99.0), 1.7),
                        new Repetition.HostControl("a copy", List.of(9.1, 9.4, 8.8), 3.3),
                        new Repetition.HostControl("a chase during", List.of(140.0, 151.5, 139.25), 4.8)));
        RunResult result = sample.toBuilder().environment(new Environment(
                new Environment.Platform(environment.host(), environment.osName(), environment.osVersion(),
                        environment.osArch()),
                new Environment.Hardware(environment.cpuModel(), environment.cpuCores(),
                        environment.hardwareThreads(), environment.memoryBytes()),
                launched, environment.build(), environment.machine(), environment.limits()))
                .repetition(repetition).build();

        String json = ResultJson.toJson(result);

        assertThat(json).contains("\"launchSettings\" : [ \"-Xms6g\", \"-Xmx6g\", \"-XX:+AlwaysPreTouch\" ]",
                "\"launchCvPercent\" : 1.83", "\"detectableChangePercent\" : 7.5", "\"hostControl\" : {", "\"samples\" : [ 812.4, 815.0, 809.9 ]",
                "\"cvPercent\" : 0.31", "\"hostMemory\" : {", "\"latency\" : {",
                "\"samples\" : [ 101.5, 98.25, 99.0 ]", "\"bandwidth\" : {", "\"latencyDuringLaunches\" : {",
                "\"cvPercent\" : 4.8");
        RunResult read = ResultJson.fromJson(json);
        assertThat(read.environment().launchSettings()).containsExactly("-Xms6g", "-Xmx6g", "-XX:+AlwaysPreTouch");
        assertThat(read.repetition()).isEqualTo(repetition);
    }

    @Test
    void aJvmStartedByHandHasNoLaunchSettings() throws Exception {
        RunResult read = ResultJson.fromJson(ResultJson.toJson(ResultJsonGoldenTest.fullResult()));

        assertThat(read.environment().launchSettings()).isEmpty();
        assertThat(read.repetition().hostControl()).isNull();
        assertThat(read.repetition().hostMemory()).isNull();
        assertThat(read.repetition().levels().get(0).launchCvPercent()).isNull();
    }
}
