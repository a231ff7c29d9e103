package io.igen.core.launch;

import sun.misc.Signal;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;

/**
 * A run started from the command line, measured in a launch of its own: the same command and arguments in a fresh JVM
 * started with iGen's launch settings ({@link LaunchSettings}), its output on this terminal, its result files where the
 * run would have written them, its exit code this one's. As JMH forks its benchmarks, so that every figure iGen reports
 * comes from a JVM whose settings iGen chose and the result records, whoever typed the command.
 *
 * <p>SIGINT and SIGTERM reach the launch too: a terminal's Ctrl-C reaches both processes, and a SIGTERM sent to this
 * one is passed on; the launch writes its completed levels and exits 130, and this JVM waits for it.
 */
public final class SelfLaunch {

    private static final String[] SIGNALS = {"INT", "TERM"};

    private SelfLaunch() {
    }

    /** Runs the launch and returns its exit code. */
    public static int run(LaunchCommand launch, PrintWriter err, boolean quiet) throws IOException, InterruptedException {
        if (!quiet) {
            List<String> added = LaunchSettings.added(launch.jvmOptions(), launch.collector());
            String collector = launch.collector().filter(added::contains).map(option -> ", the benchmark's collector")
                    .orElse("");
            err.println("launch: measuring in a JVM of its own" + (added.isEmpty() ? ""
                    : ", with " + String.join(" ", added) + " (a fixed, pre-touched heap"
                    + (added.contains(LaunchSettings.HUGE_PAGES) ? " in transparent huge pages" : "") + collector + ")")
                    + "; --in-process measures in this JVM as started");
            err.flush();
        }
        Process process = new ProcessBuilder(launch.commandLine()).inheritIO().start();
        for (String name : SIGNALS) {
            try {
                Signal.handle(new Signal(name), caught -> process.destroy());
            } catch (IllegalArgumentException notHandled) {
                // the JVM keeps this signal (-Xrs): it stops this JVM, and the launch carries on alone
            }
        }
        try {
            return process.waitFor();
        } catch (InterruptedException e) {
            process.destroy();
            throw e;
        }
    }
}
