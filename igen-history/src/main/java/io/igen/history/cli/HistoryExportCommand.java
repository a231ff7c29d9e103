package io.igen.history.cli;

import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.ExitCode;
import io.igen.history.report.BencherJson;
import io.igen.history.report.OtavaCsv;
import io.igen.history.store.HistoryStore;
import io.igen.history.store.Series;
import io.igen.history.store.StoredRun;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** {@code history export}: a series for the tools teams already run, Apache Otava and Bencher. */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = {"Writes a series for another tool: otava, a CSV with a row per run (time, run, commit, then "
                + "throughput_LEVEL and meanMs_LEVEL, each the run's mean over its launches) for an Apache Otava CSV "
                + "test; or bencher, one run (the newest, or --run) in Bencher's Metric Format, a benchmark per level "
                + "with throughput and latency (ns), each with lower_value and upper_value from its launches' 95%% "
                + "interval, for bencher run --adapter json."})
final class HistoryExportCommand extends HistorySubcommand {

    /** The tools a series can be written for. */
    enum Format { otava, bencher }

    @Option(names = "--format", required = true, paramLabel = "FORMAT", description = "otava or bencher.")
    private Format format;

    @Option(names = "--series", paramLabel = "ID", description = "The series (the start of its id). Default: the one "
            + "with the newest run.")
    private String seriesId;

    @Option(names = "--run", paramLabel = "N", description = "With bencher: the run to write (its number in list). "
            + "Default: the series' newest.")
    private Long runNumber;

    @Option(names = "--out", paramLabel = "FILE", description = "Write to this file. Default: the terminal.")
    private Path outFile;

    @Override
    Integer call(HistoryStore history) throws Exception {
        if (runNumber != null && format == Format.otava) {
            throw new BadConfigurationException("--run picks the run of a bencher export; otava takes the whole series: "
                    + "leave --run out");
        }
        Series series = chosen(allSeries(history), seriesId);
        String text = format == Format.otava ? OtavaCsv.of(series) : BencherJson.of(run(series));
        if (outFile == null) {
            out().print(text);
            out().flush();
            return ExitCode.OK;
        }
        try {
            Files.writeString(outFile, text);
        } catch (IOException e) {
            throw new BadConfigurationException("cannot write " + outFile + " (" + e.getMessage() + "); choose a "
                    + "writable file with --out FILE");
        }
        err().println("export: series " + series.id() + " as " + format + " in " + outFile);
        err().flush();
        return ExitCode.OK;
    }

    private StoredRun run(Series series) {
        List<StoredRun> runs = series.runs();
        if (runNumber == null) {
            return runs.get(runs.size() - 1);
        }
        return runs.stream().filter(run -> run.number() == runNumber).findFirst()
                .orElseThrow(() -> new BadConfigurationException("series " + series.id() + " has no run " + runNumber
                        + "; its runs are " + String.join(", ", runs.stream().map(run -> String.valueOf(run.number()))
                        .toList())));
    }
}
