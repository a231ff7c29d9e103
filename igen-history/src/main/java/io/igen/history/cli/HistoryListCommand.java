package io.igen.history.cli;

import io.igen.core.report.Numbers;
import io.igen.core.report.TextTable;
import io.igen.history.store.HistoryStore;
import io.igen.history.store.Series;
import io.igen.history.store.StoredLevel;
import io.igen.history.store.StoredRun;
import io.igen.core.workload.ExitCode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** {@code history list}: the kept runs of this benchmark, a line each, series by series. */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "Lists the kept runs of this benchmark, series by series (newest series first, its runs oldest "
                + "first): number, start, launches, each level's throughput, peak, iGen commit and result file.")
final class HistoryListCommand extends HistorySubcommand {

    @Option(names = "--series", paramLabel = "ID", description = "Only this series (the start of its id).")
    private String seriesId;

    @Override
    Integer call(HistoryStore history) throws Exception {
        List<Series> all = allSeries(history);
        List<Series> shown = seriesId == null ? all : List.of(chosen(all, seriesId));
        for (Series series : shown) {
            out().println("series " + series.id() + ": " + RunTexts.runs(series) + " of " + command() + " "
                    + RunTexts.work(series));
            out().print(TextTable.render(rows(series)));
        }
        out().println(all.size() + " series in " + history.describe() + "; " + command() + " history show --series ID "
                + "draws one over time");
        out().flush();
        return ExitCode.OK;
    }

    private static List<List<String>> rows(Series series) {
        List<List<String>> rows = new ArrayList<>();
        List<String> header = new ArrayList<>(List.of("run", "started (UTC)", "launches"));
        series.levels().forEach(level -> header.add("level " + level));
        header.addAll(List.of("peak", "iGen", "result file"));
        rows.add(header);
        for (StoredRun run : series.runs()) {
            List<String> row = new ArrayList<>(List.of(String.valueOf(run.number()), RunTexts.started(run),
                    String.valueOf(run.launches())));
            series.levels().forEach(level -> row.add(run.level(level).map(stored -> Numbers.readable(
                    stored.throughput())).orElse("-")));
            row.add(run.levels().stream().max(Comparator.comparingDouble(StoredLevel::throughput))
                    .map(peak -> Numbers.readable(peak.throughput()) + " @" + peak.level()).orElse("-"));
            row.add(RunTexts.commit(run));
            row.add(run.resultFile());
            rows.add(row);
        }
        return rows;
    }
}
