package io.igen.cpu;

import io.igen.core.cli.Cli;
import io.igen.core.cli.HelpLayout;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code igen-cpu --help}: sections, no token broken, and nothing offered that only several drivers need. */
class CpuHelpTest {

    @Test
    void theHelpHasSectionsAndOffersOnlyWhatApplies() {
        CommandLine command = Cli.commandLine(new CpuCommand());
        String help = HelpLayout.help(command);

        assertThat(HelpLayout.brokenTokens(command)).as(help).isEmpty();
        assertThat(HelpLayout.optionsWithoutSection(command)).isEmpty();
        assertThat(help).containsSubsequence("Levels:", "--threads=LEVELS", "Warm-up and measurement, per level:",
                "Results:", "Repeating", "While it runs:", "Commands:", "compare", "ab", "Exit codes:");
        assertThat(help).doesNotContain("--run-id", "--start-at", "--driver-index", "merge", "shard");
        assertThat(command.getSubcommands()).containsOnlyKeys("compare", "ab");
    }
}
