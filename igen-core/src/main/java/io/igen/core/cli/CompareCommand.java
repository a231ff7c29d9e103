package io.igen.core.cli;

import io.igen.core.compare.Comparison;
import io.igen.core.compare.Curve;
import io.igen.core.compare.IncomparableRunsException;
import io.igen.core.compare.ResultFileException;
import io.igen.core.compare.ResultFileReader;
import io.igen.core.report.ComparisonJson;
import io.igen.core.report.ComparisonReport;
import io.igen.core.report.ComparisonText;
import picocli.CommandLine.Command;
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
                        + "ratio to the first run, its 95%% confidence interval and a verdict: higher, lower, or same "
                        + "when the interval contains 1 (no significant difference).",
                "Lists what differs between the runs (host, JVM, settings), and writes an HTML report with the curves "
                        + "drawn over each other and igen-compare-<time>.json with every ratio, interval and verdict.",
                "Intervals come from --repeat's runs when the files have them; a single run's interval sees only the "
                        + "noise inside it.",
                "Runs of different benchmarks, or with different work per operation, are refused."})
public final class CompareCommand extends ResultFilesCommand<List<Comparison>> {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    @Parameters(arity = "2..*", paramLabel = "FILE", description = "Result files; the first is the baseline.")
    private List<Path> files;

    public CompareCommand() {
        super("report");
    }

    @Override
    List<Comparison> make() throws ResultFileException, IncomparableRunsException {
        List<List<Curve>> curves = new ArrayList<>();
        for (Path file : files) {
            curves.add(ResultFileReader.curves(file));
        }
        return Comparison.of(curves);
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
