package io.igen.oltp.tools;

import io.igen.core.cli.Cli;
import io.igen.core.cli.HelpLayout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code igen-oltp --help} and its subcommands' read as one tool: sections, and no token broken across lines. */
class HelpLayoutTest {

    @ParameterizedTest
    @ValueSource(strings = {"", "capacity", "servers", "servers start", "merge", "compare", "ab"})
    void everyOptionSitsUnderAHeadingAndNoTokenIsBroken(String subcommand) {
        CommandLine command = Cli.commandLine(new OltpToolsCommand());
        for (String name : subcommand.isEmpty() ? new String[0] : subcommand.split(" ")) {
            command = command.getSubcommands().get(name);
        }

        if (subcommand.isEmpty() || subcommand.equals("capacity")) {
            assertThat(HelpLayout.problems(command)).as(HelpLayout.help(command)).isEmpty();
        } else {
            assertThat(HelpLayout.brokenTokens(command)).as(HelpLayout.help(command)).isEmpty();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "capacity"})
    void theSectionsComeInTheOrderOfTheTask(String subcommand) {
        CommandLine command = Cli.commandLine(new OltpToolsCommand());
        if (!subcommand.isEmpty()) {
            command = command.getSubcommands().get(subcommand);
        }
        String help = HelpLayout.help(command);

        assertThat(help).containsSubsequence("Database:", "Where the shards are", "Shards and data:", "Load:",
                "Warm-up and measurement, per level:", "Results:", "While it runs:");
        if (subcommand.isEmpty()) {
            assertThat(help).containsSubsequence("Examples:", "Levels, one of", "Database:", "Repeating",
                    "Several drivers", "While it runs:", "Commands:", "Exit codes:",
                    "Shard URL templates when --url, --h2-dir and --shard-map are not given");
        } else {
            assertThat(help).containsSubsequence("The study's levels:", "Database:").doesNotContain("--threads=",
                    "--repeat", "--run-id", "--start-at", "--drivers", "--threads-per-shard");
        }
    }
}
