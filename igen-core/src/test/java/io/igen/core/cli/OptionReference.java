package io.igen.core.cli;

import picocli.CommandLine;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A command's option reference, drawn from its picocli definitions: a Markdown page with a section per command and
 * subcommand, a table per help section, every option with its meaning and default as {@code --help} renders them. The
 * pages under {@code docs/reference/} are committed; each benchmark module's {@code OptionReferenceTest} fails when
 * its page differs from what the code would write, so no option can be missing or stale. Shared with the benchmark
 * modules' tests.
 */
public final class OptionReference {

    /** With this system property set to {@code true}, a check writes the page instead of failing. */
    public static final String WRITE_PROPERTY = "igen.writeReference";

    private OptionReference() {
    }

    /**
     * A module's reference page: the file committed under {@code docs/reference/}, how a developer rewrites it, and
     * what the module's options make of it now.
     */
    public record Page(Path file, String regenerate, String generated) {

        /**
         * The page of {@code command}, named by the command, whose module ({@code module}, its directory name) rewrites
         * it; written to the file first when {@value #WRITE_PROPERTY} is set. Maven runs a module's tests in the
         * module's directory.
         */
        public static Page of(String module, CommandLine command) throws IOException {
            Path file = Path.of("../docs/reference/" + command.getCommandName() + ".md");
            String regenerate = "mvn -B -q -pl " + module + " -am test -Dtest=OptionReferenceTest "
                    + "-Dsurefire.failIfNoSpecifiedTests=false -D" + WRITE_PROPERTY + "=true";
            String generated = OptionReference.of(command, regenerate);
            if (Boolean.getBoolean(WRITE_PROPERTY)) {
                Files.createDirectories(file.getParent());
                Files.writeString(file, generated, StandardCharsets.UTF_8);
            }
            return new Page(file, regenerate, generated);
        }

        /** What the committed file holds, or a line saying it is missing. */
        public String committed() throws IOException {
            return Files.exists(file) ? Files.readString(file) : "(no file " + file + ")";
        }

        /** What a developer reads when the committed file is not the generated page. */
        public String stale() {
            return file + " is not what the options say; rewrite it with: " + regenerate;
        }
    }

    /** The reference page of a command and its subcommands. */
    public static String of(CommandLine command, String regenerate) {
        String name = command.getCommandName();
        StringBuilder page = new StringBuilder();
        page.append("[iGen](../../README.md) / [Options](../options.md) / `").append(name).append("`\n\n");
        page.append("# `").append(name).append("`: every option\n\n");
        page.append("Written from the commands' own definitions, as `--help` shows them; do not edit: `")
                .append(regenerate).append("` rewrites it, and the module's `OptionReferenceTest` fails when it "
                        + "differs from the code.\n");
        appendCommand(command, page);
        return page.toString();
    }

    private static void appendCommand(CommandLine command, StringBuilder page) {
        CommandSpec spec = command.getCommandSpec();
        page.append("\n## `").append(spec.qualifiedName()).append("`\n\n");
        for (String line : spec.usageMessage().description()) {
            String text = rendered(line).trim();
            if (!text.isEmpty()) {
                page.append(text).append("\n\n");
            }
        }
        if (!spec.positionalParameters().isEmpty()) {
            page.append("| parameter | meaning |\n| --- | --- |\n");
            for (PositionalParamSpec parameter : spec.positionalParameters()) {
                page.append("| `").append(cell(parameter.paramLabel())).append("` | ")
                        .append(cell(joined(parameter.renderedDescription()))).append(" |\n");
            }
            page.append('\n');
        }
        for (Map.Entry<String, List<OptionSpec>> section : sections(spec).entrySet()) {
            page.append("**").append(section.getKey()).append("**\n\n");
            page.append("| option | meaning | default |\n| --- | --- | --- |\n");
            for (OptionSpec option : section.getValue()) {
                page.append("| `").append(cell(synopsis(option))).append("` | ")
                        .append(cell(joined(option.renderedDescription()))).append(" | ")
                        .append(cell(defaultOf(option))).append(" |\n");
            }
            page.append('\n');
        }
        for (CommandLine subcommand : new LinkedHashMap<>(command.getSubcommands()).values()) {
            if (!subcommand.getCommandSpec().usageMessage().hidden()) {
                appendCommand(subcommand, page);
            }
        }
    }

    /** The options by help section, in the order the help shows them; the ungrouped ones under "Options". */
    private static Map<String, List<OptionSpec>> sections(CommandSpec spec) {
        Map<String, List<OptionSpec>> sections = new LinkedHashMap<>();
        for (ArgGroupSpec group : spec.argGroups().stream()
                .sorted((a, b) -> Integer.compare(a.order(), b.order())).toList()) {
            collect(group, heading(group.heading()), sections);
        }
        for (OptionSpec option : spec.options()) {
            if (option.group() == null && !option.hidden()) {
                sections.computeIfAbsent("Options", key -> new ArrayList<>()).add(option);
            }
        }
        return sections;
    }

    private static void collect(ArgGroupSpec group, String heading, Map<String, List<OptionSpec>> sections) {
        String own = group.heading() == null ? heading : heading(group.heading());
        for (OptionSpec option : group.options()) {
            if (!option.hidden()) {
                sections.computeIfAbsent(own, key -> new ArrayList<>()).add(option);
            }
        }
        for (ArgGroupSpec inner : group.subgroups()) {
            collect(inner, own, sections);
        }
    }

    private static String heading(String heading) {
        return heading == null ? "Options" : rendered(heading).trim().replaceAll(":$", "");
    }

    private static String synopsis(OptionSpec option) {
        String names = String.join(", ", option.names());
        return option.arity().max() == 0 ? names : names + " " + option.paramLabel();
    }

    private static String defaultOf(OptionSpec option) {
        if (option.arity().max() == 0 || option.usageHelp() || option.versionHelp()) {
            return "";
        }
        String value = option.defaultValueString();
        return value == null || value.equals("null") ? "" : value;
    }

    private static String joined(String[] lines) {
        List<String> texts = new ArrayList<>();
        for (String line : lines) {
            texts.add(rendered(line).trim());
        }
        return String.join(" ", texts).trim();
    }

    /** As the help prints it: picocli formats the text, so {@code %n} is a line break and {@code %%} one {@code %}. */
    private static String rendered(String line) {
        return line.replace("%n", " ").replace("%%", "%");
    }

    private static String cell(String text) {
        return text.replace("|", "\\|").replaceAll("\\s+", " ");
    }
}
