package io.igen.history.cli;

import io.igen.core.workload.ExitCode;
import io.igen.history.change.SeriesChange;
import io.igen.history.store.Figure;
import io.igen.history.store.Series;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.List;

/** {@code history changes}: where each series changed, labelled, with how to confirm it. */
@Command(name = "changes", mixinStandardHelpOptions = true,
        description = {"Finds where each series of this benchmark changed, level by level, on the launches of its "
                + "runs: E-divisive means proposes where a series divides and a t-test decides (Apache Otava's "
                + "method, with a t-test that knows which run each launch came from, so that runs which differ by "
                + "their own noise are not a change).",
                "Each change is labelled with what differed between the runs before and after, or 'no recorded "
                        + "difference', and followed by the ab experiment that would confirm it.",
                "Exit code 0; with --fail-on-change, 1 when a series' newest run begins a change (for CI)."})
final class HistoryChangesCommand extends ChangeSubcommand {

    @Option(names = "--series", paramLabel = "ID", description = "Only this series (the start of its id).")
    private String seriesId;

    @Option(names = "--fail-on-change", description = "Exit 1 when the newest run of a series begins a change: a "
            + "nightly CI job fails on the night something changed.")
    private boolean failOnChange;

    @Override
    Integer call(List<Series> all) {
        Figure figure = detection.figure();
        boolean newestChanged = false;
        for (Series series : seriesId == null ? all : List.of(chosen(all, seriesId))) {
            List<SeriesChange> changes = detection.changes(series);
            out().println("series " + series.id() + " (" + RunTexts.runs(series) + "): " + (changes.isEmpty()
                    ? "no change" : changes.size() + (changes.size() == 1 ? " change" : " changes")) + " in "
                    + figure.label() + " (" + detection.describe() + ")");
            String operation = series.runs().get(0).operation();
            for (SeriesChange change : changes) {
                out().println("  " + ChangeTexts.describe(change, figure, operation));
                ChangeTexts.confirm(change, command()).forEach(line -> out().println("    " + line));
                newestChanged |= change.after().equals(series.runs().get(series.runs().size() - 1));
            }
        }
        out().flush();
        return failOnChange && newestChanged ? ExitCode.FAILED : ExitCode.OK;
    }
}
