package io.igen.core.report;

import io.igen.core.result.Environment;
import io.igen.core.result.MergedPart;
import io.igen.core.result.RunResult;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The report of one run that people put in front of others: a self-contained HTML page (charts
 * inlined as SVG, no network needed) with the throughput and response-time curves, peak and sweet spot
 * marked, the per-level table, each level's time series (throughput and p99 each second, the measurement window
 * marked), a heat map of the per-shard throughput where the benchmark has shards, the environment and the
 * configuration. The charts are also written as PNG (and the curves as SVG) files beside it.
 */
public final class HtmlReport {

    private HtmlReport() {
    }

    /**
     * Writes {@code <base>.html}, {@code <base>-throughput.png|svg}, {@code <base>-response-time.png|svg},
     * {@code <base>-per-second.png|svg} and, when levels have a time series, {@code <base>-time-series.png} (each
     * level's chart, two to a row) into the directory.
     *
     * @return the files written
     */
    public static List<Path> write(RunResult result, Path directory, String base) throws IOException {
        LevelTimelines timelines = LevelTimelines.of(result);
        LineChart throughput = RunCharts.throughput(result);
        LineChart responseTime = RunCharts.responseTime(result);
        LineChart perSecond = RunCharts.perSecond(result);
        List<Path> files = new ArrayList<>();
        for (var chart : Map.of("throughput", throughput, "response-time", responseTime, "per-second", perSecond)
                .entrySet()) {
            Path png = directory.resolve(base + "-" + chart.getKey() + ".png");
            Path svg = directory.resolve(base + "-" + chart.getKey() + ".svg");
            chart.getValue().writePng(png);
            chart.getValue().writeSvg(svg);
            files.add(png);
            files.add(svg);
        }
        if (!timelines.isEmpty()) {
            Path png = directory.resolve(base + "-time-series.png");
            timelines.writePng(png);
            files.add(png);
        }
        Path html = directory.resolve(base + ".html");
        Files.writeString(html, render(result, throughput.svg(), responseTime.svg(), perSecond.svg(),
                timelines.html()));
        files.add(0, html);
        return files;
    }

    static String render(RunResult result, String throughputSvg, String responseTimeSvg, String perSecondSvg,
                         String timeSeriesHtml) {
        StringBuilder body = new StringBuilder();
        body.append("<p class=\"summary\">").append(Html.escape(subtitle(result))).append("</p>\n<ul>\n");
        for (String line : ConsoleTable.summary(result)) {
            String css = line.startsWith("PROBLEM") || line.startsWith("UNSTEADY") ? " class=\"problem\"" : "";
            body.append("<li").append(css).append('>').append(Html.escape(line)).append("</li>\n");
        }
        body.append("</ul>\n");
        body.append(Html.chart("throughput-chart", throughputSvg));
        body.append(Html.chart("response-time-chart", responseTimeSvg));
        body.append(Html.chart("per-second-chart", perSecondSvg));
        body.append("<h2>Levels</h2>\n").append(Html.table(LevelTable.rows(result)));
        for (String figure : StepTable.figureNames(result)) {
            String heading = Character.toUpperCase(figure.charAt(0)) + figure.substring(1);
            body.append("<h2>").append(Html.escape(heading)).append(" in each window</h2>\n<p>Each step's times in "
                    + "the window; % of mean is its share of the mean response time, (rest) what no step holds.</p>\n")
                    .append(Html.table(StepTable.rows(result, figure)));
        }
        if (ResourceTable.present(result)) {
            body.append("<h2>What bounded each level</h2>\n<p>Resources used in each window; cores are CPU seconds per "
                    + "second, ms/op the CPU one operation took.</p>\n").append(Html.table(ResourceTable.rows(result)));
            if (ResourceTable.sessionsPresent(result)) {
                body.append("<p>What the work's database sessions were doing, sampled ten times a second: shares of "
                        + "the sessions seen inside a "
                        + "transaction.</p>\n").append(Html.table(ResourceTable.sessionRows(result)));
            }
            if (ServerTable.present(result)) {
                body.append("<p>What the servers did, as their exporters tell: a row per level and exporter.</p>\n")
                        .append(Html.table(ServerTable.rows(result)));
            }
            body.append("<ul>\n");
            ResourceTable.judgments(result).forEach(line -> body.append("<li>").append(Html.escape(line))
                    .append("</li>\n"));
            body.append("</ul>\n");
        }
        body.append(timeSeriesHtml);
        body.append(PartitionHeatMap.html(result.levels(), result.figures(), result.operation() + "s/s"));
        if (!result.parts().isEmpty()) {
            body.append("<h2>Parts of run ").append(Html.escape(result.runId())).append("</h2>\n")
                    .append(Html.table(partRows(result)));
        }
        body.append("<h2>Environment</h2>\n").append(Html.table(environmentRows(result.environment())));
        body.append("<h2>Configuration</h2>\n").append(Html.table(configurationRows(result)));
        return Html.page("iGen " + result.benchmark() + " — " + result.environment().host() + " — "
                + result.startedAt(), body.toString());
    }

    private static String subtitle(RunResult result) {
        Environment environment = result.environment();
        return result.levels().size() + " levels of " + result.operation() + "s on " + environment.cpuModel() + " ("
                + environment.cpuCores() + " cores, " + environment.hardwareThreads() + " hardware threads), "
                + environment.jvmVendor() + " " + environment.jvmVersion() + ", iGen " + result.version();
    }

    private static List<List<String>> environmentRows(Environment environment) {
        List<List<String>> rows = new ArrayList<>(List.of(
                List.of("property", "value"),
                List.of("host", environment.host()),
                List.of("OS", environment.osName() + " " + environment.osVersion() + " (" + environment.osArch() + ")"),
                List.of("CPU", environment.cpuModel()),
                List.of("cores / hardware threads", environment.cpuCores() + " / " + environment.hardwareThreads()),
                List.of("memory", Numbers.readable(environment.memoryBytes() / 1073741824.0) + " GiB"),
                List.of("JVM", environment.jvmVendor() + " " + environment.jvmName() + " " + environment.jvmVersion()),
                List.of("JVM flags", String.join(" ", environment.jvmFlags())),
                List.of("process limits",
                        environment.limits() == null ? "not recorded" : environment.limits().describe()),
                List.of("max heap", Numbers.readable(environment.maxHeapBytes() / 1048576.0) + " MiB"),
                List.of("garbage collectors", String.join(", ", environment.garbageCollectors())),
                List.of("iGen", environment.igenVersion() + " (commit " + environment.gitCommit() + ")")));
        environment.describeMachine().forEach((name, value) -> rows.add(List.of(name, value)));
        return rows;
    }

    /** A merged result's parts: where each ran, what it drove, and whether it ended cleanly. */
    private static List<List<String>> partRows(RunResult result) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("file", "driver", "host", "started", "environment", "problems"));
        for (MergedPart part : result.parts()) {
            rows.add(List.of(part.file(), part.driver() == null ? "-" : part.driver().describe(), part.host(),
                    part.startedAt(), part.environment(), Integer.toString(part.problems())));
        }
        return rows;
    }

    private static List<List<String>> configurationRows(RunResult result) {
        var config = result.config();
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("setting", "value"));
        rows.add(List.of("levels", config.levels().stream().map(level -> level.level() + "").toList().toString()));
        rows.add(List.of("warm-up / duration per level", (config.warmupMode() == io.igen.core.result.WarmupMode.FIXED
                ? config.warmupSeconds() + " s" : "steady state, " + config.warmupSeconds() + " to "
                        + config.maxWarmupSeconds() + " s (from " + io.igen.core.result.RunDefaults.MIN_WARM_JIT_WARMUP_SECONDS
                        + " s once the JIT is warm)") + " / " + config.durationSeconds() + " s"));
        if (config.loadThreads() != null) {
            rows.add(List.of("load threads", config.loadThreads().label() + " (Java "
                    + result.environment().jvmVersion() + ")"));
        }
        rows.add(List.of("launches", result.launches() + (result.launches() > 1 ? " (each a fresh JVM"
                + (result.repetition() == null ? "" : ", --repeat " + result.repetition().mode()) + ")"
                : " (describes this run; not for comparison)")));
        if (result.repetition() != null && result.repetition().launchCache() != null) {
            rows.add(List.of("launch cache", result.repetition().launchCache()));
        }
        if (config.startAt() != null) {
            rows.add(List.of("start at", config.startAt() + ", levels on a fixed timetable"));
        }
        if (result.priming() != null) {
            rows.add(List.of("JIT priming",
                    result.priming().threads() + " threads, " + result.priming().seconds() + " s"
                    + (result.priming().unsteady() == null ? "" : ", not steady: " + result.priming().unsteady())));
        }
        rows.add(List.of("load", config.ratePerThread() == null ? "stream (no wait between operations)"
                : "paced: " + config.ratePerThread() + " operations/s per thread"));
        if (config.slaMs() != null) {
            rows.add(List.of("SLA", config.slaStatistic() + " <= " + config.slaMs() + " ms"));
        }
        config.workload().forEach((name, value) -> rows.add(List.of(name, String.valueOf(value))));
        return rows;
    }
}
