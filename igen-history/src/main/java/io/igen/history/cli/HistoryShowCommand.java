package io.igen.history.cli;

import io.igen.core.report.Numbers;
import io.igen.core.report.TextTable;
import io.igen.core.result.RunDefaults;
import io.igen.core.stats.MeanEstimate;
import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.ExitCode;
import io.igen.history.change.SeriesChange;
import io.igen.history.change.SeriesChanges;
import io.igen.history.report.TrendPage;
import io.igen.history.store.Figure;
import io.igen.history.store.Series;
import io.igen.history.store.StoredRun;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** {@code history show}: one figure of a series per level over time, as a table and an HTML trend chart. */
@Command(name = "show", mixinStandardHelpOptions = true,
        description = {"Shows one figure of a series per level over time: each run's mean over its launches with its "
                + "95%% interval, the changes found marked where they begin, and what differed there.",
                "Writes an HTML page with a trend chart per level (runs' means and intervals, every launch as a "
                        + "point, changes as diamonds) to --out."})
final class HistoryShowCommand extends ChangeSubcommand {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    @Option(names = "--series", paramLabel = "ID", description = "The series (the start of its id). Default: the one "
            + "with the newest run.")
    private String seriesId;

    @Option(names = "--out", paramLabel = "DIR", defaultValue = RunDefaults.OUT_DIRECTORY,
            description = "Where the HTML page goes. Default: ${DEFAULT-VALUE}/.")
    private Path outDirectory;

    @Override
    Integer call(List<Series> all) {
        Series series = chosen(all, seriesId);
        List<SeriesChange> changes = detection.changes(series);
        Figure figure = detection.figure();
        String operation = series.runs().get(0).operation();
        out().println("series " + series.id() + ": " + RunTexts.runs(series) + " of " + command() + " "
                + RunTexts.work(series) + (all.size() > 1 ? "; other series: " + String.join(", ", all.stream()
                .filter(other -> other != series).map(other -> other.id() + " (" + RunTexts.runs(other) + ")")
                .toList()) : ""));
        out().println(figure.label() + " (" + figure.unit(operation) + "), each run's mean over its launches ± its 95% "
                + "interval; * marks the run a change begins at (" + detection.describe() + "):");
        out().print(TextTable.render(rows(series, figure, changes)));
        for (SeriesChange change : changes) {
            out().println("change: " + ChangeTexts.describe(change, figure, operation));
        }
        if (changes.isEmpty()) {
            out().println("no change found");
        }
        Path page = writePage(series, figure, changes);
        out().println("chart: " + page);
        out().flush();
        return ExitCode.OK;
    }

    private static List<List<String>> rows(Series series, Figure figure, List<SeriesChange> changes) {
        List<List<String>> rows = new ArrayList<>();
        List<String> header = new ArrayList<>(List.of("run", "started (UTC)", "launches"));
        series.levels().forEach(level -> header.add("level " + level));
        header.add("iGen");
        rows.add(header);
        for (StoredRun run : series.runs()) {
            List<String> row = new ArrayList<>(List.of(String.valueOf(run.number()), RunTexts.started(run),
                    String.valueOf(run.launches())));
            for (int level : series.levels()) {
                double[] values = SeriesChanges.values(run, level, figure);
                Optional<SeriesChange> begins = changes.stream()
                        .filter(change -> change.level() == level && change.after().equals(run)).findFirst();
                if (values.length == 0) {
                    row.add("-");
                    continue;
                }
                MeanEstimate estimate = MeanEstimate.of(values);
                row.add(Numbers.readable(estimate.mean()) + Numbers.plusMinus(estimate.mean(), estimate.ci95())
                        + begins.map(change -> String.format(Locale.ROOT, " *%+.1f%%",
                        change.point().changePercent())).orElse(""));
            }
            row.add(RunTexts.commit(run));
            rows.add(row);
        }
        return rows;
    }

    private Path writePage(Series series, Figure figure, List<SeriesChange> changes) {
        Path page = outDirectory.resolve(command() + "-history-" + series.id() + "-"
                + STAMP.format(ZonedDateTime.now(ZoneOffset.UTC)) + ".html");
        try {
            Files.createDirectories(outDirectory);
            TrendPage.write(series, figure, changes, command() + " history, series " + series.id(), page);
            return page;
        } catch (IOException e) {
            throw new BadConfigurationException("cannot write the chart to '" + outDirectory + "' (" + e.getMessage()
                    + "); choose a writable directory with --out DIR");
        }
    }
}
