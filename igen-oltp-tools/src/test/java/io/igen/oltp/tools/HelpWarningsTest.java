package io.igen.oltp.tools;

import io.igen.core.cli.Cli;
import io.igen.core.cli.HelpWarnings;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Every command of the igen-oltp jar, subcommands too, shows its {@code --help} without a picocli warning. */
class HelpWarningsTest {

    @Test
    void everyCommandsHelpIsDrawnWithoutAWarning() {
        assertThat(HelpWarnings.of(() -> Cli.commandLine(new OltpToolsCommand()))).isEmpty();
    }
}
