package io.igen.core.cli;

import io.igen.core.launch.LaunchCommand;
import io.igen.core.launch.LaunchSettings;
import io.igen.core.launch.SelfLaunch;
import picocli.CommandLine.Model.CommandSpec;

import java.io.IOException;

/**
 * A command typed on the command line measured in a launch of its own ({@link SelfLaunch}): whether it is, and the
 * launch. One decision for every command that measures, a benchmark's run ({@link BenchmarkCommand}) and
 * {@code igen-oltp capacity} alike, so that every figure comes from a JVM whose settings iGen chose.
 */
public final class OwnLaunch {

    private OwnLaunch() {
    }

    /**
     * Whether the command measures in a launch of its own rather than in this JVM: its root command is the process's
     * entry ({@link Cli#main}; not a test running it inside another program), this JVM was not started as a launch,
     * and {@code --in-process} was not given.
     *
     * @param spec      the command as parsed
     * @param inProcess whether {@code --in-process} was given
     */
    public static boolean wanted(CommandSpec spec, boolean inProcess) {
        return spec.root().userObject() instanceof BenchmarkCommand root && root.entryPoint && !inProcess
                && !LaunchSettings.thisJvmIsALaunch();
    }

    /**
     * Runs the same command line in a fresh JVM with iGen's launch settings, its output on this terminal.
     *
     * @param quiet whether to leave out the line that says so
     * @return the launch's exit code
     */
    public static int run(CommandSpec spec, boolean quiet) throws IOException, InterruptedException {
        Object root = spec.root().userObject();
        return SelfLaunch.run(BenchmarkCommand.withCollectorOf(root, LaunchCommand.asGiven(root.getClass(),
                spec.commandLine().getParseResult().originalArgs())), spec.commandLine().getErr(), quiet);
    }
}
