package io.igen.core.cli;

import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.function.Supplier;

/**
 * The warnings picocli prints while a jar's commands are built and each one's {@code --help} is drawn. picocli formats
 * every description with {@link String#format}, so a lone {@code 95%} is not text but a broken format: picocli then
 * prints {@code [picocli WARN] Could not format ...} on standard error before the help, through its
 * {@link CommandLine#tracer() tracer}, and the user sees it above every {@code --help}. Shared with the benchmark
 * modules' tests.
 */
public final class HelpWarnings {

    /** How picocli's tracer starts a warning. */
    private static final String WARN = "[picocli WARN]";
    /** A warning of our own, to prove the capture sees what the tracer prints. */
    private static final String PROBE = "help-warnings probe";

    private HelpWarnings() {
    }

    /**
     * Every picocli warning met while building the command tree and drawing the help of each command in it (every
     * subcommand, recursively), each as {@code "<command>: [picocli WARN] ..."}, once per command; empty when the help
     * is clean.
     *
     * @param root builds the jar's command line, as its {@code main} does
     * @throws IllegalStateException when picocli's tracer is off or prints where it cannot be captured: the check
     *                               would then pass on anything
     */
    public static List<String> of(Supplier<CommandLine> root) {
        List<String> warnings = new ArrayList<>();
        CommandLine[] built = new CommandLine[1];
        String building = traced(() -> built[0] = root.get());
        collect("building " + built[0].getCommandName(), building, warnings);
        walk(built[0], warnings);
        return warnings;
    }

    private static void walk(CommandLine command, List<String> warnings) {
        StringWriter help = new StringWriter();
        String traced = traced(() -> command.usage(new PrintWriter(help, true), CommandLine.Help.Ansi.OFF));
        collect(command.getCommandSpec().qualifiedName(), traced, warnings);
        // a command with aliases is listed once per name: its help is drawn once
        for (CommandLine subcommand : new LinkedHashSet<>(command.getSubcommands().values())) {
            walk(subcommand, warnings);
        }
    }

    private static void collect(String command, String traced, List<String> warnings) {
        // picocli formats a text each time it measures or draws it: one warning is printed several times
        traced.lines().filter(line -> line.contains(WARN) && !line.contains(PROBE)).distinct()
                .forEach(line -> warnings.add(command + ": " + line.strip()));
    }

    /**
     * What picocli's tracer printed while the work ran. The tracer prints to whatever {@code System.err} is each time
     * it is asked for (unless its level was set in code), so standard error is swapped for the work's duration;
     * a probe warning checks that the swap is seen.
     */
    private static synchronized String traced(Runnable work) {
        PrintStream original = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        try (PrintStream capture = new PrintStream(captured, true, StandardCharsets.UTF_8)) {
            System.setErr(capture);
            CommandLine.Tracer tracer = CommandLine.tracer();
            if (!tracer.isWarn()) {
                throw new IllegalStateException("picocli's tracer is at " + tracer.getLevel() + " (system property "
                        + "picocli.trace): its warnings cannot be seen; run the test without it");
            }
            tracer.warn("%s%n", PROBE);
            work.run();
        } finally {
            System.setErr(original);
        }
        String text = captured.toString(StandardCharsets.UTF_8);
        if (!text.contains(PROBE)) {
            throw new IllegalStateException("picocli's tracer does not print to System.err (its level was set in "
                    + "code, which fixes its stream): its warnings cannot be captured");
        }
        return text;
    }
}
