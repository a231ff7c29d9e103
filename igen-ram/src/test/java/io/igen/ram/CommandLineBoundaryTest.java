package io.igen.ram;

import io.igen.core.cli.CommandLineBoundary;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Only the command line's own classes know the command line; the benchmark's code reports bad input as a core exception. */
class CommandLineBoundaryTest {

    @Test
    void onlyTheCommandLineLayerUsesTheCommandLine() {
        assertThat(CommandLineBoundary.violationsIn(RamCommand.class)).isEmpty();
    }
}
