package io.igen.cpu;

import io.igen.core.cli.CommandLineBoundary;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Only the command and its options know the command line; the benchmark's code reports bad input as a core exception. */
class CommandLineBoundaryTest {

    @Test
    void onlyTheCommandClassesImportTheCommandLine() {
        assertThat(CommandLineBoundary.classesUsingTheCommandLine(CpuCommand.class))
                .contains("CpuCommand")
                .allMatch(name -> name.endsWith("Command") || name.endsWith("Options"));
    }
}
