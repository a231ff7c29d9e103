package io.igen.core.cli;

import io.igen.core.compare.Comparison;
import io.igen.core.compare.Curve;
import io.igen.core.compare.IncomparableRunsException;
import io.igen.core.compare.ResultFileException;
import io.igen.core.compare.ResultFileReader;
import io.igen.core.output.ComparisonJson;
import io.igen.core.output.ComparisonReport;
import io.igen.core.output.ComparisonText;
import io.igen.core.result.RunDefaults;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

/** {@code compare}: the ratio between runs at every common level and at peak, and their curves drawn over each other. */
@Command(name = "compare", mixinStandardHelpOptions = true, versionProvider = IgenVersion.class,
        description = {"Compares two or more result files of the same benchmark: iGen results (from any machines) "
                + "or JMH JSON results (-rf json).",
                "Prints each run's throughput and mean response time at every common level and at peak, with the "
                        + "ratio to the first run, its 95%% confidence interval over JVM launches and a verdict: higher "
                        + "or lower when the interval excludes 1, same when it lies within --tolerance of 1, else "
                        + "inconclusive. A run of a single launch decides nothing: its verdicts are inconclusive "
                        + "(measure with --repeat auto, or run the ab command).",
                "Lists what differs between the runs (host, JVM, settings), and writes an HTML report with the curves "
                        + "drawn over each other and igen-compare-<time>.json with every ratio, interval and verdict.",
                "Runs of different benchmarks, or with different work per operation, are refused."})
final class CompareCommand extends ResultFilesCommand<List<Comparison>> {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    @Parameters(arity = "2..*", paramLabel = "FILE", description = "Result files; the first is the baseline.")
    private List<Path> files;

    @Option(names = "--tolerance", paramLabel = "PERCENT", converter = Converters.PositiveNumber.class,
            defaultValue = "" + RunDefaults.SAME_TOLERANCE_PERCENT, description = "The verdict is 'same' only when the ratio's whole 95%% interval lies "
                    + "within this many percent of 1 (an equivalence test). Default: ${DEFAULT-VALUE}: two runs at "
                    + "--repeat auto's default precision (±" + RunDefaults.TARGET_PRECISION_PERCENT + "%% each) compare to about ±4.3%%.")
    private double tolerancePercent;

    public CompareCommand() {
        super("report");
    }

    @Override
    List<Comparison> make() throws ResultFileException, IncomparableRunsException {
        List<List<Curve>> curves = new ArrayList<>();
        for (Path file : files) {
            curves.add(ResultFileReader.curves(file));
        }
        return Comparison.of(curves, tolerancePercent / 100);
    }

    @Override
    String render(List<Comparison> comparisons) {
        StringBuilder text = new StringBuilder();
        for (Comparison comparison : comparisons) {
            text.append(ComparisonText.render(comparison)).append(System.lineSeparator());
        }
        return text.toString();
    }

    @Override
    List<Path> write(List<Comparison> comparisons, Path directory) throws IOException {
        String base = "igen-compare-" + STAMP.format(ZonedDateTime.now(ZoneOffset.UTC));
        Path html = directory.resolve(base + ".html");
        Path json = directory.resolve(base + ".json");
        ComparisonReport.write(comparisons, html);
        ComparisonJson.write(comparisons, json);
        return List.of(html, json);
    }
}
