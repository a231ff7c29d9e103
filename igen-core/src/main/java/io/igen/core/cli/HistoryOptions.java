package io.igen.core.cli;

import io.igen.core.result.RunDefaults;
import io.igen.core.result.RunHistory;
import io.igen.core.workload.BadConfigurationException;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.util.Optional;

/**
 * Where a finished run is kept over time, a section of {@code --help} of every command that runs a benchmark. Not of
 * {@code igen-oltp capacity}: a study's two sweeps and the figures between them are not a run to follow over time, and
 * an option it took and ignored would mislead.
 */
final class HistoryOptions {

    @Option(names = "--history", paramLabel = "STORE", defaultValue = "${env:IGEN_HISTORY:-"
            + RunDefaults.HISTORY_STORE + "}",
            description = {"Where the finished result is kept over time, for the history command: "
                    + RunDefaults.HISTORY_STORE + " (an embedded H2 file, ~/.igen/history), another file path "
                    + "(an H2 file there), or a JDBC URL for a team or a CI fleet, like jdbc:postgresql://HOST/DB "
                    + "with user= and password= as its parameters; off keeps nothing. The store is checked before the "
                    + "run; a store that fails after it leaves the result files written and exits 1.",
                    "Default: the environment variable IGEN_HISTORY when set (its value is not shown: a URL may "
                            + "hold a password), else " + RunDefaults.HISTORY_STORE + "."})
    private String store;

    @Option(names = "--no-history", description = "Keep this run out of the history store.")
    private boolean off;

    /** The history store to keep the result in; empty with {@code --no-history} or {@code --history off}. */
    Optional<String> store() {
        return off || RunDefaults.HISTORY_OFF.equalsIgnoreCase(store) ? Optional.empty() : Optional.of(store);
    }

    /**
     * The store named, opened and checked, so that one that cannot keep the run fails in the first second, before a
     * launch is started; empty when there is none (history off, or igen-core alone).
     *
     * @throws BadConfigurationException when it cannot be reached, is damaged, or was written by a newer iGen: the
     *                                   message says which store, what is wrong and what to do
     */
    static Optional<RunHistory> open(Optional<String> store) {
        if (store.isEmpty()) {
            return Optional.empty();
        }
        try {
            return RunHistory.open(store.get());
        } catch (IOException e) {
            throw new BadConfigurationException("history: " + e.getMessage() + "; or keep this run out of it with "
                    + "--no-history", e);
        }
    }
}
