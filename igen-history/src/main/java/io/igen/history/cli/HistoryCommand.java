package io.igen.history.cli;

import io.igen.core.cli.IgenVersion;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code history}: the runs kept over time, their figures per level, and where they changed. */
@Command(name = "history", mixinStandardHelpOptions = true, versionProvider = IgenVersion.class,
        subcommands = {HistoryListCommand.class, HistoryShowCommand.class, HistoryChangesCommand.class,
                HistoryImportCommand.class, HistoryExportCommand.class},
        description = {"The runs kept over time: every finished run keeps its result in a history store (embedded H2 "
                + "in ~/.igen/history by default, or PostgreSQL for a team or a CI fleet; see --history), with each "
                + "level's launch-level figures, its settings and its environment.",
                "Runs that did the same work (as compare decides) form a series; changes are looked for in a series, "
                        + "on launches, with E-divisive means and a t-test as Apache Otava does, and each is labelled "
                        + "with what differed between the runs before and after (JDK, flags, CPU quota, kernel, "
                        + "iGen's commit, database settings) or with 'no recorded difference'.",
                "See docs/history.md."},
        commandListHeading = "%nCommands:%n")
public final class HistoryCommand implements Runnable {

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "give a command: list, show, changes, import or export");
    }
}
