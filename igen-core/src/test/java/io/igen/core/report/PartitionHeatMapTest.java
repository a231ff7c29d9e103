package io.igen.core.report;

import io.igen.core.result.LevelResult;
import io.igen.core.workload.FigureKind;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The per-part heat map, drawn from whatever by-partition figure a run declares. */
class PartitionHeatMapTest {

    /** iGenOLTP's declaration of its per-shard figure. */
    private static final Map<String, FigureKind> SHARDS = Map.of("perShard", FigureKind.byPartition("shard"));


    @Test
    void coloursRunFromRedBelowTheMeanThroughGreyToBlueAbove() {
        assertThat(PartitionHeatMap.colour(0)).isEqualTo("#d73027");
        assertThat(PartitionHeatMap.colour(1)).isEqualTo("#f7f7f7");
        assertThat(PartitionHeatMap.colour(2)).isEqualTo("#4575b4");
        assertThat(PartitionHeatMap.colour(5)).isEqualTo("#4575b4");
        assertThat(PartitionHeatMap.colour(Double.NaN)).isEqualTo("#e0e0e0");
    }

    @Test
    void theSlowerAShardTheRedderItsCell() {
        // mean 80: ratios 2, 1.25, 1.125, 0.625, 0 (shard 4 only failed: dead, not idle)
        Map<String, Object> dead = new LinkedHashMap<>(shard(0));
        dead.put("errors", 12L);
        LevelResult level = level(8, Map.of("0", shard(160), "1", shard(100), "2", shard(90), "3", shard(50),
                "4", dead));

        List<int[]> cells = cellColours(PartitionHeatMap.html(List.of(level), SHARDS, "transactions/s"));

        assertThat(cells).hasSize(5);
        assertThat(cells.get(0)).containsExactly(0x45, 0x75, 0xb4);
        assertThat(cells.get(4)).containsExactly(0xd7, 0x30, 0x27);
        // Above the mean the cells are bluer (blue over red) the faster; below it redder (green falling) the slower.
        assertThat(cells.get(0)[2] - cells.get(0)[0]).isGreaterThan(cells.get(1)[2] - cells.get(1)[0]);
        assertThat(cells.get(1)[2] - cells.get(1)[0]).isGreaterThan(cells.get(2)[2] - cells.get(2)[0]).isPositive();
        assertThat(cells.get(3)[0]).isGreaterThan(cells.get(3)[2]);
        assertThat(cells.get(3)[1]).isGreaterThan(cells.get(4)[1]);
    }

    @Test
    void rowsAreShardsInNumericOrderColumnsAreLevelsAndEachCellHoldsTheThroughput() {
        Map<String, Object> shards = new LinkedHashMap<>();
        for (int shard = 11; shard >= 0; shard--) {
            shards.put(Integer.toString(shard), shard(100 + shard));
        }

        String html = PartitionHeatMap.html(List.of(level(4, shards), level(8, shards)), SHARDS, "transactions/s");

        assertThat(html).contains("<th class=\"text\">shard</th><th>4 threads</th><th>8 threads</th>");
        assertThat(html.indexOf("<th class=\"text\">2</th>")).isLessThan(html.indexOf("<th class=\"text\">10</th>"));
        assertThat(html).contains(">111.0</td>", "Share of the level's mean shard throughput");
        assertThat(cellColours(html)).hasSize(24);
    }

    @Test
    void anUnavailableShardIsOutlinedAndSaysForHowLong() {
        Map<String, Object> down = new LinkedHashMap<>(shard(20));
        down.put("errors", 7L);
        down.put("unavailableSeconds", 6.4);
        down.put("outages", List.of(Map.of("seconds", 6.4)));
        Map<String, Object> up = new LinkedHashMap<>(shard(100));
        up.put("unavailableSeconds", 0.0);
        up.put("outages", List.of());

        String html = PartitionHeatMap.html(List.of(level(4, Map.of("0", up, "1", down))), SHARDS, "transactions/s");

        assertThat(PageText.count(html, "<td style=\"[^\"]*outline:3px solid #000")).isEqualTo(1);
        assertThat(html).contains("outlined</span>: the shard was unavailable");
        assertThat(html).contains("20.00<br><small>down 6.4 s</small><br><small>7 failed</small></td>");
        // The full table behind it: a list of outages shows as how many there were.
        assertThat(html).contains("<details><summary>All per-shard figures (2 rows)</summary>",
                "<th class=\"text\">outages</th>", "<td>7</td><td>6.400</td><td>1</td>");
    }

    @Test
    void withoutFieldsForOutagesNothingIsOutlined() {
        String html = PartitionHeatMap.html(List.of(level(4, Map.of("0", shard(100), "1", shard(10)))), SHARDS,
                "transactions/s");

        assertThat(PageText.count(html, "<td style=\"[^\"]*outline")).isZero();
        assertThat(html).doesNotContain("<small>down", "unavailable");
    }

    @Test
    void aShardNothingReachedIsIdleAndLeftOutOfTheMean() {
        // 2 threads over 4 shards: shards 2 and 3 get none
        String html = PartitionHeatMap.html(List.of(level(2, Map.of("0", shard(100), "1", shard(100), "2", shard(0),
                "3", shard(0)))), SHARDS, "transactions/s");

        assertThat(PageText.count(html,
                "<td style=\"background:#e0e0e0;color:#666\" title=\"[^\"]*\">idle</td>")).isEqualTo(2);
        assertThat(PageText.count(html,
                "<td style=\"background:#f7f7f7")).as("the working shards are at the mean").isEqualTo(2);
        assertThat(html).contains(">idle</span>: nothing started or failed on the shard");
    }

    @Test
    void aRunWithoutShardsHasNoHeatMap() {
        assertThat(PartitionHeatMap.html(List.of(TimelineSamples.level(1, 1, 2.0, List.of(), Map.of())),
                Map.of("ticketsPerMs", FigureKind.sum("tickets/ms")), "fractals/s")).isEmpty();
    }

    @Test
    void anyBenchmarkThatDeclaresPartsGetsTheMapUnderItsOwnNames() {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("perRegion", new LinkedHashMap<>(Map.of("eu", shard(100), "us", shard(50))));
        LevelResult level = TimelineSamples.level(4, 4, 10.0, List.of(), details);

        String html = PartitionHeatMap.html(List.of(level), Map.of("perRegion", FigureKind.byPartition("region")),
                "orders/s");

        assertThat(html).contains("<h2>Per region</h2>", "id=\"region-heat-map\"", "<th class=\"text\">region</th>",
                "<th class=\"text\">eu</th>", "Share of the level's mean region throughput");
        assertThat(cellColours(html)).hasSize(2);
        assertThat(PartitionHeatMap.html(List.of(level), SHARDS, "orders/s")).as("no perShard in the level").isEmpty();
    }

    private static Map<String, Object> shard(double throughput) {
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("transactions", (long) (throughput * 10));
        figures.put("throughput", throughput);
        figures.put("errors", 0L);
        return figures;
    }

    private static LevelResult level(int threads, Map<String, Object> perShard) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("perShard", new LinkedHashMap<>(perShard));
        return TimelineSamples.level(threads, threads, 10.0, List.of(), details);
    }

    /** The background of each heat-map cell, in page order (the legend's swatches are spans, not cells). */
    private static List<int[]> cellColours(String html) {
        Matcher cell = Pattern.compile("<td style=\"background:#([0-9a-f]{6})").matcher(html);
        List<int[]> colours = new ArrayList<>();
        while (cell.find()) {
            int rgb = Integer.parseInt(cell.group(1), 16);
            colours.add(new int[] {rgb >> 16, rgb >> 8 & 0xff, rgb & 0xff});
        }
        return colours;
    }
}
