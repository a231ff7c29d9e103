package io.igen.core.launch;

import io.igen.core.launch.LaunchCommand.EntryPoint;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class LaunchCommandTest {

    @Test
    void eachLaunchRunsTheUsersArgumentsOnceIntoItsOwnDirectory() {
        List<String> arguments = List.of("--threads", "2", "--repeat", "auto", "--out", "results", "--duration=5",
                "--repeat=3", "--out=elsewhere", "--target-precision", "2", "--time-budget=5m", "--quiet", "--no-history",
                "--host-control");

        // the host is timed by the series, between launches: a launch is one, and measures it not
        assertThat(LaunchCommand.withoutRepeatAndOut(arguments)).containsExactly("--threads", "2", "--duration=5",
                "--quiet");
    }

    @Test
    void aLaunchRunsInTheSameJavaWithTheSameOptionsAndClassPath() {
        List<String> command = LaunchCommand.ofThisJvm(LaunchCommandTest.class, List.of("--threads", "1"))
                .commandLine(Path.of("out"));

        assertThat(command.get(0)).endsWith("java");
        assertThat(command).containsSubsequence("-cp", System.getProperty("java.class.path"),
                LaunchCommandTest.class.getName(), "--threads", "1", "--repeat", "1", "--out", "out", "--no-history");
    }

    @Test
    void aSideOfAnAbExperimentAddsItsLauncherJvmOptionsJarAndArguments() {
        LaunchCommand side = new LaunchCommand(List.of(), "java", List.of("-Xmx1g"), EntryPoint.mainClass("cp", "Main"),
                List.of("--threads", "2"))
                .withLauncher(List.of("taskset", "-c", "0"))
                .withJava("/opt/jdk25/bin/java")
                .withMoreJvmOptions(List.of("-XX:+UseParallelGC", "-Dname=a b", "-XX:-UseTransparentHugePages"))
                .withJar(Path.of("old.jar"))
                .withMoreArguments(List.of("--threads", "4", "--out", "x"));

        assertThat(side.commandLine(Path.of("d"))).containsExactly("taskset", "-c", "0", "/opt/jdk25/bin/java",
                "-Xmx1g", "-XX:+UseParallelGC", "-Dname=a b", "-XX:-UseTransparentHugePages", "-Xms1g",
                "-XX:+AlwaysPreTouch",
                "-Digen.launch=-Xms1g -XX:+AlwaysPreTouch", "-jar", "old.jar", "--threads", "2", "--threads", "4",
                "--repeat", "1", "--out", "d", "--no-history");
    }

    @Test
    void aRunFromTheCommandLineLaunchesItsArgumentsAsGivenWithTheLaunchSettings() {
        List<String> command = LaunchCommand.asGiven(LaunchCommandTest.class, List.of("--threads", "1", "--out", "r"))
                .commandLine();

        assertThat(command).containsSubsequence("-XX:+AlwaysPreTouch", "-cp", System.getProperty("java.class.path"),
                LaunchCommandTest.class.getName(), "--threads", "1", "--out", "r");
        assertThat(command).doesNotContain("--repeat");
        assertThat(command.stream().filter(word -> word.startsWith("-Digen.launch="))).hasSize(1);
    }

}
