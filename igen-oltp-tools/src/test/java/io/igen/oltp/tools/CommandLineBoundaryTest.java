package io.igen.oltp.tools;

import io.igen.core.cli.CommandLineBoundary;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Only the tools' command-line classes know the command line; the study, the model and the servers do not. */
class CommandLineBoundaryTest {

    @Test
    void onlyTheCommandLineLayerUsesTheCommandLine() {
        assertThat(CommandLineBoundary.violationsIn(OltpToolsCommand.class)).isEmpty();
    }
}
