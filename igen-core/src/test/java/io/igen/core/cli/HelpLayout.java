package io.igen.core.cli;

import picocli.CommandLine;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.util.ArrayList;
import java.util.List;

/**
 * What a command's {@code --help} must be, checked on the text a user reads at 80 columns: every option under a
 * section heading, and no description broken inside a token (picocli's line breaking may split {@code igen{shard}}
 * or {@code 1..N} at punctuation, which a reader cannot copy back). Shared with the benchmark modules' tests.
 */
public final class HelpLayout {

    private HelpLayout() {
    }

    /** The help of {@code command} and of each of its subcommands, as printed at 80 columns. */
    public static String help(CommandLine command) {
        command.setUsageHelpAutoWidth(false);
        command.setUsageHelpWidth(80);
        return command.getUsageMessage(CommandLine.Help.Ansi.OFF);
    }

    /**
     * Every text of the command's options and footer that the help shows broken inside a token: each found as one
     * run of words with the same line breaks collapsed, or listed with the part where it breaks.
     */
    public static List<String> brokenTokens(CommandLine command) {
        String help = collapse(help(command));
        List<String> broken = new ArrayList<>();
        CommandSpec spec = command.getCommandSpec();
        for (OptionSpec option : spec.options()) {
            for (String line : option.description()) {
                check(option.longestName(), rendered(line), help, broken);
            }
        }
        for (String line : spec.usageMessage().footer()) {
            check("footer", rendered(line), help, broken);
        }
        for (String line : spec.usageMessage().description()) {
            check("description", rendered(line), help, broken);
        }
        return broken;
    }

    /** What is wrong with the help as a reader sees it: tokens broken across lines, options outside any section. */
    public static List<String> problems(CommandLine command) {
        List<String> problems = new ArrayList<>(brokenTokens(command));
        optionsWithoutSection(command).forEach(option -> problems.add(option + ": under no section heading"));
        return problems;
    }

    /** The options that the help lists outside any section heading (only -h and -V may be). */
    public static List<String> optionsWithoutSection(CommandLine command) {
        List<String> loose = new ArrayList<>();
        for (OptionSpec option : command.getCommandSpec().options()) {
            ArgGroupSpec group = option.group();
            while (group != null && group.heading() == null) {
                group = group.parentGroup();
            }
            if (group == null && !option.usageHelp() && !option.versionHelp()) {
                loose.add(option.longestName());
            }
        }
        return loose;
    }

    private static void check(String where, String text, String help, List<String> broken) {
        String wanted = collapse(text);
        if (wanted.isEmpty() || help.contains(wanted)) {
            return;
        }
        String[] words = wanted.split(" ");
        StringBuilder prefix = new StringBuilder();
        for (String word : words) {
            String longer = prefix.isEmpty() ? word : prefix + " " + word;
            if (!help.contains(longer)) {
                broken.add(where + ": breaks at '" + word + "' in: " + wanted);
                return;
            }
            prefix.setLength(0);
            prefix.append(longer);
        }
    }

    /** A description line as the help prints it: picocli formats it, so {@code %%} is one {@code %}. */
    private static String rendered(String line) {
        return line.replace("%n", " ").replace("%%", "%");
    }

    private static String collapse(String text) {
        return text.replaceAll("\\s+", " ").trim();
    }
}
