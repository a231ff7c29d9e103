package io.igen.core.report;

import io.igen.core.result.LevelResult;
import io.igen.core.workload.Combination;
import io.igen.core.workload.FigureKind;
import io.igen.core.workload.PartFigures;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The per-part figures of a run at a glance (iGenOLTP's shards): a heat map, one row per part and one column per
 * level, each cell the part's throughput in the level, coloured by its share of the level's mean part throughput (red
 * below, blue above), so a slow or dead part stands out; parts that were unavailable are outlined and say for how
 * long, parts nothing reached (fewer threads than parts) are grey and left out of the mean. The full table of every
 * figure follows, folded in a {@code <details>} element. Plain HTML with inline styles: no script, no network.
 *
 * <p>Reads the level figure the run declares by partition ({@link Combination#BY_PARTITION}, its unit naming the
 * parts): part -> the {@link PartFigures} ({@code throughput} required for a cell) and whatever else the workload
 * adds, all of which the folded table and a cell's title show.
 */
final class PartitionHeatMap {

    private static final int[] NEUTRAL = {247, 247, 247};
    private static final int[] BELOW = {215, 48, 39};
    private static final int[] ABOVE = {69, 117, 180};
    private static final String UNKNOWN = "#e0e0e0";
    private static final double[] LEGEND_RATIOS = {0, 0.5, 0.8, 0.9, 1, 1.1, 1.2, 1.5, 2};

    private final String figure;
    private final String part;

    private PartitionHeatMap(String figure, String part) {
        this.figure = figure;
        this.part = part;
    }

    /**
     * The heat map of the run's by-partition figure, its legend and the folded table; empty when the run declares no
     * such figure or no level has it.
     *
     * @param unit what the throughput counts ("transactions/s")
     */
    static String html(List<LevelResult> levels, Map<String, FigureKind> figures, String unit) {
        return figures.entrySet().stream()
                .filter(declared -> declared.getValue().combination() == Combination.BY_PARTITION).findFirst()
                .map(declared -> new PartitionHeatMap(declared.getKey(), declared.getValue().unit())
                        .html(levels, unit))
                .orElse("");
    }

    private String html(List<LevelResult> levels, String unit) {
        Map<LevelResult, Map<String, Map<?, ?>>> byLevel = new LinkedHashMap<>();
        Set<String> shards = new LinkedHashSet<>();
        for (LevelResult level : levels) {
            Map<String, Map<?, ?>> figures = partsOf(level);
            if (!figures.isEmpty()) {
                byLevel.put(level, figures);
                shards.addAll(figures.keySet());
            }
        }
        if (byLevel.isEmpty()) {
            return "";
        }
        String name = Html.escape(part);
        StringBuilder html = new StringBuilder("<h2>Per ").append(name).append("</h2>\n<p>Each cell is a ")
                .append(name).append("'s throughput (").append(Html.escape(unit)).append(") in a level; its colour, "
                        + "that throughput relative to the mean of the level's ").append(name).append("s, so a slow or "
                        + "dead ").append(name).append(" stands out.</p>\n");
        html.append("<table class=\"heatmap\" id=\"").append(name).append("-heat-map\">\n<tr><th class=\"text\">")
                .append(name).append("</th>");
        for (LevelResult level : byLevel.keySet()) {
            html.append("<th>").append(level.level() == level.threads() ? RunCharts.threads(level.threads())
                    : "level " + level.level()).append("</th>");
        }
        html.append("</tr>\n");
        for (String shard : sorted(shards)) {
            html.append("<tr><th class=\"text\">").append(Html.escape(shard)).append("</th>");
            for (var level : byLevel.entrySet()) {
                html.append(cell(shard, level.getKey(), level.getValue()));
            }
            html.append("</tr>\n");
        }
        boolean outages = byLevel.values().stream().flatMap(figures -> figures.values().stream())
                .anyMatch(figures -> number(figures.get(PartFigures.UNAVAILABLE_SECONDS)) > 0);
        boolean idle = byLevel.values().stream().flatMap(figures -> figures.values().stream())
                .anyMatch(PartitionHeatMap::idle);
        html.append("</table>\n").append(legend(outages, idle));
        List<List<String>> rows = tableRows(levels);
        html.append("<details><summary>All per-").append(name).append(" figures (").append(rows.size() - 1)
                .append(" rows)</summary>\n")
                .append(Html.table(rows)).append("</details>\n");
        return html.toString();
    }

    private String cell(String shard, LevelResult level, Map<String, Map<?, ?>> figures) {
        Map<?, ?> mine = figures.get(shard);
        double throughput = mine == null ? Double.NaN : number(mine.get(PartFigures.THROUGHPUT));
        if (Double.isNaN(throughput)) {
            return "<td style=\"background:" + UNKNOWN + "\">-</td>";
        }
        if (idle(mine)) {
            return "<td style=\"background:" + UNKNOWN + ";color:#666\" title=\"" + Html.escape(part + " " + shard)
                    + ", level " + level.level() + ": nothing started or failed\">idle</td>";
        }
        double ratio = throughput / meanThroughput(figures);
        double unavailable = number(mine.get(PartFigures.UNAVAILABLE_SECONDS));
        long errors = (long) Math.max(0, number(mine.get(PartFigures.ERRORS)));
        boolean outage = unavailable > 0;
        StringBuilder style = new StringBuilder("background:").append(colour(ratio)).append(";color:")
                .append(darkness(ratio) > 0.55 ? "#fff" : "#222");
        if (outage) {
            style.append(";outline:3px solid #000;outline-offset:-3px");
        }
        String title = String.format(Locale.ROOT, "%s %s, level %d: %s/s, %s of the level's mean %s, %d failed%s",
                part, shard, level.level(), Numbers.readable(throughput),
                Double.isNaN(ratio) ? "-" : Math.round(100 * ratio) + "%", part, errors,
                outage ? ", unavailable " + seconds(unavailable) : "");
        StringBuilder html = new StringBuilder("<td style=\"").append(style).append("\" title=\"")
                .append(Html.escape(title)).append("\">").append(Numbers.readable(throughput));
        if (outage) {
            html.append("<br><small>down ").append(seconds(unavailable)).append("</small>");
        }
        if (errors > 0) {
            html.append("<br><small>").append(errors).append(" failed</small>");
        }
        return html.append("</td>").toString();
    }

    private String legend(boolean outages, boolean idle) {
        StringBuilder html = new StringBuilder("<p class=\"legend\">Share of the level's mean ").append(Html.escape(part))
                .append(" throughput: ");
        for (double ratio : LEGEND_RATIOS) {
            html.append("<span style=\"background:").append(colour(ratio)).append(";color:")
                    .append(darkness(ratio) > 0.55 ? "#fff" : "#222").append("\">")
                    .append(Math.round(100 * ratio)).append("%</span> ");
        }
        if (idle) {
            html.append("<span style=\"background:" + UNKNOWN + ";color:#666\">idle</span>: nothing started or failed "
                    + "on the ").append(Html.escape(part)).append(" (fewer threads than ").append(Html.escape(part))
                    .append("s; not counted in the mean). ");
        }
        if (outages) {
            html.append("<span style=\"outline:3px solid #000;outline-offset:-3px\">outlined</span>: the ")
                    .append(Html.escape(part)).append(" was unavailable for a while (down N s).");
        }
        return html.append("</p>\n").toString();
    }

    /**
     * The colour of a throughput {@code ratio} to the mean: light grey at 1, towards red below and blue above, full
     * at 0 and at 2 and beyond. The square root makes a 10 % difference visible without washing out a dead shard.
     */
    static String colour(double ratio) {
        if (Double.isNaN(ratio)) {
            return UNKNOWN;
        }
        int[] towards = ratio < 1 ? BELOW : ABOVE;
        double t = darkness(ratio);
        return String.format(Locale.ROOT, "#%02x%02x%02x", mix(NEUTRAL[0], towards[0], t),
                mix(NEUTRAL[1], towards[1], t), mix(NEUTRAL[2], towards[2], t));
    }

    private static double darkness(double ratio) {
        return Double.isNaN(ratio) ? 0 : Math.sqrt(Math.min(1, Math.abs(1 - ratio)));
    }

    private static int mix(int from, int to, double t) {
        return (int) Math.round(from + (to - from) * t);
    }

    /**
     * A shard that nothing reached: no transaction committed or failed, no outage. With fewer threads than shards
     * some shards get no thread; a shard that had threads but hung is a different thing, and the run's problems say
     * so ("committed no transaction").
     */
    private static boolean idle(Map<?, ?> shard) {
        return number(shard.get(PartFigures.THROUGHPUT)) == 0 && !(number(shard.get(PartFigures.ERRORS)) > 0)
                && !(number(shard.get(PartFigures.UNAVAILABLE_SECONDS)) > 0);
    }

    /** The mean throughput of the shards that worked in the level (idle ones left out). */
    private static double meanThroughput(Map<String, Map<?, ?>> figures) {
        return figures.values().stream().filter(shard -> !idle(shard))
                .mapToDouble(shard -> number(shard.get(PartFigures.THROUGHPUT))).filter(value -> !Double.isNaN(value))
                .average().orElse(Double.NaN);
    }

    private static String seconds(double value) {
        return String.format(Locale.ROOT, "%.1f s", value);
    }

    /** Whole numbers as they are, fractions to about four figures, nothing as empty. */
    private static String figure(Object value) {
        if (value instanceof Long || value instanceof Integer) {
            return value.toString();
        }
        return value instanceof Number number ? Numbers.readable(number.doubleValue())
                : value == null ? "" : String.valueOf(value);
    }

    private static double number(Object value) {
        return value instanceof Number number ? number.doubleValue() : Double.NaN;
    }

    /** Shard names in numeric order when they are numbers, else in the order they came. */
    private static List<String> sorted(Set<String> shards) {
        List<String> names = new ArrayList<>(shards);
        if (names.stream().allMatch(name -> name.matches("\\d+"))) {
            names.sort((a, b) -> Long.compare(Long.parseLong(a), Long.parseLong(b)));
        }
        return names;
    }

    private Map<String, Map<?, ?>> partsOf(LevelResult level) {
        Map<String, Map<?, ?>> shards = new LinkedHashMap<>();
        if (level.details().get(figure) instanceof Map<?, ?> map) {
            map.forEach((shard, figures) -> {
                if (figures instanceof Map<?, ?> figuresMap) {
                    shards.put(String.valueOf(shard), figuresMap);
                }
            });
        }
        return shards;
    }

    /** Rows of level, part and the part's figures, a header first; a list (outages) shows as its length. */
    private List<List<String>> tableRows(List<LevelResult> levels) {
        Set<String> columns = new LinkedHashSet<>();
        levels.forEach(level -> partsOf(level).values()
                .forEach(figures -> figures.keySet().forEach(key -> columns.add(String.valueOf(key)))));
        List<List<String>> rows = new ArrayList<>();
        List<String> header = new ArrayList<>(List.of("level", part));
        header.addAll(columns);
        rows.add(header);
        for (LevelResult level : levels) {
            Map<String, Map<?, ?>> shards = partsOf(level);
            for (String shard : sorted(shards.keySet())) {
                List<String> row = new ArrayList<>(List.of(Integer.toString(level.level()), shard));
                for (String column : columns) {
                    Object value = shards.get(shard).get(column);
                    row.add(value instanceof Collection<?> list ? Integer.toString(list.size()) : figure(value));
                }
                rows.add(row);
            }
        }
        return rows;
    }
}
