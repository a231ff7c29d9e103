package io.igen.core.report;

import io.igen.core.output.ResultFiles;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * Opens a run's HTML report in a real browser, headless Chromium: the charts (the curves, each level's time series)
 * and the per-shard heat map must be in the page the browser built, and a screenshot of it must show a drawn page,
 * not a blank one. CI installs Chromium
 * ({@code .ci/run}); there the test never skips.
 */
@Tag("slow")
class HtmlReportInBrowserTest {

    @TempDir
    static Path temp;

    private static Path chromium;
    private static Path html;

    @BeforeAll
    static void writeReport() throws IOException {
        Optional<Path> found = Stream.of("chromium", "chromium-browser", "google-chrome")
                .flatMap(name -> Stream.of(System.getenv("PATH").split(File.pathSeparator)).map(dir -> Path.of(dir,
                        name)))
                .filter(Files::isExecutable)
                .findFirst();
        if (found.isEmpty() && System.getenv("CI") != null) {
            fail("Chromium is needed to check the HTML report in a browser; .ci/run installs Debian's chromium "
                    + "package");
        }
        Assumptions.assumeTrue(found.isPresent(), "no Chromium on this machine (apt-get install chromium)");
        chromium = found.get();
        ResultFiles files = ResultFiles.in(temp.resolve("results"), "oltp",
                ZonedDateTime.parse("2026-11-21T08:30:00Z"));
        files.finish(TimelineSamples.oltpRun(List.of(4, 8, 16), 8));
        html = files.html();
    }

    @Test
    void chartsArePartOfThePageTheBrowserBuilt() throws Exception {
        String dom = run("--dump-dom", html.toUri().toString());

        assertThat(dom).contains("<h1>iGen oltp", "id=\"throughput-chart\"", "id=\"response-time-chart\"",
                "id=\"per-second-chart\"", "id=\"time-series-level-4\"", "id=\"time-series-level-8\"",
                "id=\"time-series-level-16\"");
        assertThat(PageText.count(dom, "<div class=\"chart\" id=\"[a-z0-9-]+\"><svg"))
                .as("throughput, response time, per-second series, and a time series for each of the 3 levels")
                .isEqualTo(6);
        assertThat(dom).contains("<path");
    }

    @Test
    void heatMapOfTheShardsIsPartOfThePageWithTheTableBehindIt() throws Exception {
        String dom = run("--dump-dom", html.toUri().toString());

        int start = dom.indexOf("<table class=\"heatmap\" id=\"shard-heat-map\">");
        assertThat(start).isPositive();
        String heatMap = dom.substring(start, dom.indexOf("</table>", start));
        assertThat(PageText.count(heatMap,
                "<td style=\"background:#[0-9a-f]{6}")).as("8 shards x 3 levels").isEqualTo(24);
        assertThat(heatMap).contains("down 6.4 s");
        assertThat(dom).contains("<details><summary>All per-shard figures (24 rows)</summary>");
    }

    @Test
    void screenshotShowsADrawnPage() throws Exception {
        Path png = temp.resolve("report.png");
        run("--window-size=1000,1400", "--screenshot=" + png, html.toUri().toString());

        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(1000);
        long inked = 0;
        for (int y = 0; y < image.getHeight(); y += 2) {
            for (int x = 0; x < image.getWidth(); x += 2) {
                int rgb = image.getRGB(x, y) & 0xFFFFFF;
                if (rgb != 0xFFFFFF) {
                    inked++;
                }
            }
        }
        // Text, axes, grid lines, curves and tables: a blank or error page inks far less than 2% of its pixels.
        double inkedShare = inked / (image.getWidth() * image.getHeight() / 4.0);
        assertThat(inkedShare).isGreaterThan(0.02);
    }

    private static String run(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(chromium.toString(), "--headless", "--no-sandbox",
                "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--user-data-dir=" + temp.resolve("profile")));
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).redirectError(temp.resolve("chromium.log").toFile()).start();
        byte[] out = process.getInputStream().readAllBytes();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail("Chromium did not finish within 60 s");
        }
        assertThat(process.exitValue()).as(Files.readString(temp.resolve("chromium.log"))).isZero();
        return new String(out, StandardCharsets.UTF_8);
    }
}
