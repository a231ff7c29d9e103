package io.igen.history.cli;

import io.igen.core.workload.BadConfigurationException;
import io.igen.history.change.DetectionSettings;
import io.igen.history.change.SeriesChange;
import io.igen.history.change.SeriesChanges;
import io.igen.history.store.Series;
import io.igen.history.store.Figure;
import picocli.CommandLine.Option;

import java.util.List;

/** Which figure changes are looked for in, and how strictly (Apache Otava's defaults): {@code show}, {@code changes}. */
final class DetectionOptions {

    @Option(names = "--figure", paramLabel = "FIGURE", converter = FigureConverter.class,
            defaultValue = "throughput", description = "throughput or meanMs. Default: ${DEFAULT-VALUE}.")
    private Figure figure;

    @Option(names = "--p-value", paramLabel = "P", defaultValue = "" + DetectionSettings.DEFAULT_MAX_P_VALUE,
            description = "A change is reported when the t-test between the runs before and after gives a p-value of "
                    + "at most this. Default: ${DEFAULT-VALUE}, as Apache Otava.")
    private double maxPValue;

    @Option(names = "--window", paramLabel = "RUNS", defaultValue = "" + DetectionSettings.DEFAULT_WINDOW_RUNS,
            description = "Longer series are searched in windows of this many runs, overlapping by half. Default: "
                    + "${DEFAULT-VALUE}, as Apache Otava.")
    private int windowRuns;

    @Option(names = "--min-change", paramLabel = "PERCENT",
            defaultValue = "" + DetectionSettings.DEFAULT_MIN_CHANGE_PERCENT,
            description = "Changes smaller than this, in percent of the mean before, are not reported. Default: "
                    + "${DEFAULT-VALUE}, as Apache Otava.")
    private double minChangePercent;

    Figure figure() {
        return figure;
    }

    /** The series' changes in the figure, at these settings. */
    List<SeriesChange> changes(Series series) {
        return SeriesChanges.of(series, figure, settings());
    }

    DetectionSettings settings() {
        return BadConfigurationException.asBadInput(() -> new DetectionSettings(maxPValue, windowRuns,
                minChangePercent));
    }

    String describe() {
        return "p <= " + maxPValue + ", window " + windowRuns + " runs"
                + (minChangePercent > 0 ? ", at least " + minChangePercent + " %" : "");
    }
}
