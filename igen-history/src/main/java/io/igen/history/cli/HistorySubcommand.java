package io.igen.history.cli;

import io.igen.core.result.RunDefaults;
import io.igen.core.workload.BadConfigurationException;
import io.igen.history.store.HistoryException;
import io.igen.history.store.HistoryStore;
import io.igen.history.store.Series;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

/** What the {@code history} commands share: the store, the benchmark whose jar runs them, choosing a series. */
abstract class HistorySubcommand implements Callable<Integer> {

    @Option(names = "--history", paramLabel = "STORE", defaultValue = "${env:IGEN_HISTORY:-"
            + RunDefaults.HISTORY_STORE + "}",
            description = "The history store: " + RunDefaults.HISTORY_STORE + " (~/.igen/history), an H2 file path, or "
                    + "a JDBC URL like jdbc:postgresql://HOST/DB with user= and password= as its parameters. Default: the "
                    + "environment variable "
                    + "IGEN_HISTORY when set, else " + RunDefaults.HISTORY_STORE + ".")
    private String store;

    @Option(names = "--verbose", description = "Print the stack trace of a failure.")
    private boolean verbose;

    @Spec
    CommandSpec spec;

    /** {@code cpu}, {@code ram} or {@code oltp}: the benchmark whose jar this is. */
    final String benchmark() {
        return command().replaceFirst("^igen-", "");
    }

    /** {@code igen-cpu}: the jar's command, for the commands a user is told to run. */
    final String command() {
        return spec.root().name();
    }

    @Override
    public final Integer call() throws Exception {
        try (HistoryStore history = store()) {
            return call(history);
        }
    }

    /** The command's work on the open store; its exit code. */
    abstract Integer call(HistoryStore history) throws Exception;

    /** The store, opened and checked; bad input when it cannot be. */
    private HistoryStore store() {
        if (RunDefaults.HISTORY_OFF.equalsIgnoreCase(store)) {
            throw new BadConfigurationException("the history store is off (--history off, or IGEN_HISTORY=off): name "
                    + "one with --history STORE");
        }
        try {
            return HistoryStore.open(store);
        } catch (HistoryException e) {
            throw new BadConfigurationException(e.getMessage(), e);
        }
    }

    /** This benchmark's series in the store, the newest first; bad input when there are none. */
    final List<Series> allSeries(HistoryStore history) throws HistoryException {
        List<Series> series = history.series(benchmark());
        if (series.isEmpty()) {
            throw new BadConfigurationException("the history store " + history.describe() + " holds no " + command()
                    + " runs yet: a run keeps its result there, or import result files with " + command()
                    + " history import FILE");
        }
        return series;
    }

    /**
     * The series named by the start of its id; the newest series when none is named.
     *
     * @throws BadConfigurationException when no series or several have that id
     */
    final Series chosen(List<Series> all, String wanted) {
        if (wanted == null) {
            return all.get(0);
        }
        List<Series> matching = all.stream().filter(series -> series.id().startsWith(wanted)).toList();
        if (matching.size() != 1) {
            throw new BadConfigurationException((matching.isEmpty() ? "no series" : "several series") + " of "
                    + command() + " start with '" + wanted + "'; the store has " + all.stream()
                    .map(series -> series.id() + " (" + RunTexts.runs(series) + ")")
                    .collect(Collectors.joining(", ")));
        }
        return matching.get(0);
    }

    final PrintWriter out() {
        return spec.commandLine().getOut();
    }

    final PrintWriter err() {
        return spec.commandLine().getErr();
    }
}
