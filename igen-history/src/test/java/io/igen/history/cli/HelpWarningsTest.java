package io.igen.history.cli;

import io.igen.core.cli.Cli;
import io.igen.core.cli.HelpWarnings;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Every {@code history} command shows its {@code --help} without a picocli warning, in whichever jar holds it. */
class HelpWarningsTest {

    @Test
    void everyHistoryCommandsHelpIsDrawnWithoutAWarning() {
        assertThat(HelpWarnings.of(() -> Cli.commandLine(new HistoryCommand()))).isEmpty();
    }
}
