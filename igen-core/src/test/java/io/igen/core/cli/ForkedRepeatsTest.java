package io.igen.core.cli;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ForkedRepeatsTest {

    @Test
    void eachRepeatRunsTheUsersArgumentsOnceIntoItsOwnDirectory() {
        List<String> arguments = List.of("--threads", "2", "--repeat", "3", "--out", "results", "--duration=5",
                "--repeat=3", "--out=elsewhere", "--quiet");

        assertThat(ForkedRepeats.childArguments(arguments, Path.of("results/x-repeats/repeat-2")))
                .containsExactly("--threads", "2", "--duration=5", "--quiet", "--repeat", "1", "--out",
                        Path.of("results/x-repeats/repeat-2").toString());
    }

    @Test
    void aRepeatRunsInTheSameJavaWithTheSameOptionsAndClassPath() {
        List<String> command = new ForkedRepeats(ForkedRepeatsTest.class, List.of("--threads", "1"),
                new java.io.PrintWriter(java.io.Writer.nullWriter())).command(Path.of("out"));

        assertThat(command.get(0)).endsWith("java");
        assertThat(command).containsSubsequence("-cp", System.getProperty("java.class.path"),
                ForkedRepeatsTest.class.getName(), "--threads", "1", "--repeat", "1", "--out", "out");
    }
}
