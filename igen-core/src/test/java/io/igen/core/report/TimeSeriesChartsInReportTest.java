package io.igen.core.report;

import io.igen.core.result.LevelResult;
import io.igen.core.result.RunResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class TimeSeriesChartsInReportTest {

    /** The window band's fill, as XChart writes it into the SVG. */
    private static final String WINDOW_FILL = "fill:rgb(120,170,120);fill-opacity:0.17";
    private static final String P99_POINT = "<ellipse[^>]*fill:rgb\\(230,120,20\\)";
    private static final String P99_LINE = "<line[^>]*stroke:rgb\\(230,120,20\\)";

    @Test
    void everyLevelHasItsChartWithTheWindowMarked() throws Exception {
        RunResult run = TimelineSamples.oltpRun(List.of(4, 8, 16), 8);

        String html = LevelTimelines.of(run).html();

        Map<String, String> charts = charts(html);
        assertThat(charts.keySet()).containsExactly("time-series-level-4", "time-series-level-8",
                "time-series-level-16");
        // The band over the window and its swatch in the legend.
        charts.values().forEach(svg -> assertThat(PageText.count(svg, Pattern.quote(WINDOW_FILL))).isEqualTo(2));
        assertThat(html).contains("<h2>Inside each level</h2>", "measurement window shaded");
    }

    @Test
    void aSecondWithoutCompletionsLeavesAGapInTheP99Line() throws Exception {
        RunResult run = TimelineSamples.oltpRun(List.of(4), 8);

        String svg = charts(LevelTimelines.of(run).html()).get("time-series-level-4");

        // 11 seconds, one without completions: 10 points and the legend's; two runs of 3 and 7 points joined by
        // 2 + 6 lines, and the legend's line. Without the gap there would be 11 points and 10 lines.
        assertThat(PageText.count(svg, P99_POINT)).isEqualTo(10 + 1);
        assertThat(PageText.count(svg, P99_LINE)).isEqualTo(2 + 6 + 1);
    }

    @Test
    void aLevelWhereEverythingFailedShowsItsFailuresAndNoResponseTime() throws Exception {
        LevelResult dead = TimelineSamples.level(2, 2, 3.0, List.of(TimelineSamples.second(0, 0, 40, null),
                TimelineSamples.second(1, 0, 0, null), TimelineSamples.second(2, 0, 35, null)), Map.of());
        RunResult run = TimelineSamples.oltpRun(List.of(4), 8);
        run = run.toBuilder().levels(List.of(dead)).peak(null).sweetSpot(null).problems(List.of()).build();

        String svg = charts(LevelTimelines.of(run).html()).get("time-series-level-2");

        assertThat(PageText.count(svg, P99_POINT)).isZero();
        assertThat(PageText.count(svg,
                "<path[^>]*stroke:rgb\\(200,0,0\\)")).as("two seconds with failures, and the legend's")
                .isEqualTo(3);
    }

    @Test
    void levelsWithoutTimeSeriesGetNoSectionAndNoFile(@TempDir Path directory) throws Exception {
        RunResult run = ResultJsonTest.sampleResult();
        RunResult combined = run.toBuilder().levels(run.levels().stream()
                .map(level -> level.toBuilder().timeSeries(List.of()).build()).toList()).build();

        List<Path> files = HtmlReport.write(combined, directory, "combined");

        assertThat(files).noneMatch(file -> file.toString().endsWith("-time-series.png"));
        assertThat(Files.readString(directory.resolve("combined.html"))).doesNotContain("Inside each level");
    }

    @Test
    void theChartsAreAlsoOnePngTwoToARow(@TempDir Path directory) throws Exception {
        List<Path> files = HtmlReport.write(TimelineSamples.oltpRun(List.of(4, 8, 16), 8), directory, "run");

        Path png = directory.resolve("run-time-series.png");
        assertThat(files).contains(png);
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(2 * TimeSeriesChart.WIDTH);
        assertThat(image.getHeight()).isEqualTo(2 * TimeSeriesChart.HEIGHT);
        assertThat(Files.readString(directory.resolve("run.html"))).contains("id=\"time-series-level-16\"");
    }

    @Test
    void aLevelWithItsResourcesPerSecondHasItsCpuSplitStackedUnderItsTimeSeries() throws Exception {
        List<Map<String, Object>> resources = List.of(
                Map.of("startSeconds", -1.0, "driverCores", 0.5, "serverCores", 1.0, "otherCores", 0.1,
                        "lostCores", 0.0, "iowaitCores", 0.1, "idleCores", 0.3),
                Map.of("startSeconds", 0.0, "driverCores", 0.6, "serverCores", 1.2, "otherCores", 0.1,
                        "lostCores", 0.05, "iowaitCores", 0.0, "idleCores", 0.05));
        LevelResult watched = TimelineSamples.level(4, 4, 1.0, List.of(TimelineSamples.second(-1, 90, 0, 3.0),
                TimelineSamples.second(0, 100, 0, 3.0)), Map.of("resourceSeries", resources));
        LevelResult unwatched = TimelineSamples.level(8, 8, 1.0, List.of(TimelineSamples.second(0, 100, 0, 3.0)),
                Map.of());
        RunResult base = TimelineSamples.oltpRun(List.of(4), 8);
        RunResult run = base.toBuilder().levels(List.of(watched, unwatched)).peak(null).sweetSpot(null)
                .problems(List.of()).build();

        String html = LevelTimelines.of(run).html();

        Matcher chart = Pattern.compile("<div class=\"chart\" id=\"cpu-split-level-(\\d+)\">(<svg.*?</svg>)",
                Pattern.DOTALL).matcher(html);
        assertThat(chart.find()).isTrue();
        assertThat(chart.group(1)).isEqualTo("4");
        String svg = chart.group(2);
        // six stacked areas, each filled in its own colour: driver, servers, other, lost, iowait, idle
        for (String fill : List.of("fill:rgb(31,119,180)", "fill:rgb(230,120,20)", "fill:rgb(150,150,150)",
                "fill:rgb(140,86,75)", "fill:rgb(214,39,40)", "fill:rgb(225,235,225)")) {
            assertThat(PageText.count(svg, Pattern.quote(fill))).as(fill).isPositive();
        }
        assertThat(chart.find()).as("the level without resources has no CPU chart").isFalse();
        assertThat(html.indexOf("id=\"time-series-level-4\"")).isLessThan(html.indexOf("id=\"cpu-split-level-4\""));
    }

    /** Each chart's id and its SVG, in page order. */
    static Map<String, String> charts(String html) {
        Matcher chart = Pattern.compile(
                "<div class=\"chart\" id=\"(time-series-level-\\d+)\">(<svg.*?</svg>)\\s*</div>", Pattern.DOTALL)
                .matcher(html);
        Map<String, String> charts = new LinkedHashMap<>();
        while (chart.find()) {
            charts.put(chart.group(1), chart.group(2));
        }
        return charts;
    }
}
