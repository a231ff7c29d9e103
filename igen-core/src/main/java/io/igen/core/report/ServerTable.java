package io.igen.core.report;

import io.igen.core.result.LevelResult;
import io.igen.core.result.RunResult;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the servers did in each window as their exporters told ({@code serverMetrics}): a row per level and exporter,
 * for the console and the HTML report, beside the driver host's own resource table. Files without the figures give no
 * table.
 */
final class ServerTable {

    /** Column header, then the exporter's figure it shows. */
    private static final String[][] COLUMNS = {
            {"CPUs", "cpus"},
            {"busy cores", "busyCores"},
            {"user", "userCores"},
            {"system", "systemCores"},
            {"iowait", "iowaitCores"},
            {"steal", "stealCores"},
            {"CPU pressure %", "cpuPressurePercent"},
            {"disk", "busiestDisk"},
            {"disk busy %", "diskBusyPercent"},
            {"await ms", "diskAwaitMs"},
            {"read B/s", "diskReadBytesPerSecond"},
            {"written B/s", "diskWriteBytesPerSecond"},
            {"network B/s", "networkBytesPerSecond"},
            {"memory available B", "memoryAvailableBytes"},
            {"commits/s", "commitsPerSecond"},
            {"blocks read/s", "blocksReadPerSecond"},
            {"missing", "missing"},
    };

    private ServerTable() {
    }

    /** Whether any level has figures from the servers' exporters. */
    static boolean present(RunResult result) {
        return result.levels().stream().anyMatch(level -> level.details().containsKey("serverMetrics"));
    }

    /** A header row, then a row per level and exporter; a figure an exporter does not give shows as "-". */
    static List<List<String>> rows(RunResult result) {
        List<List<String>> rows = new ArrayList<>();
        List<String> header = new ArrayList<>(List.of("level", "server"));
        for (String[] column : COLUMNS) {
            header.add(column[0]);
        }
        rows.add(header);
        for (LevelResult level : result.levels()) {
            if (level.details().get("serverMetrics") instanceof Map<?, ?> servers) {
                servers.forEach((server, figures) -> {
                    List<String> row = new ArrayList<>(List.of(Integer.toString(level.level()), String.valueOf(server)));
                    for (String[] column : COLUMNS) {
                        row.add(cell(figures instanceof Map<?, ?> map ? map.get(column[1]) : null));
                    }
                    rows.add(row);
                });
            }
        }
        return rows;
    }

    private static String cell(Object value) {
        if (value == null) {
            return "-";
        }
        if (value instanceof Number number) {
            return Numbers.readable(number.doubleValue());
        }
        if (value instanceof List<?> list) {
            return String.join("; ", list.stream().map(String::valueOf).toList());
        }
        return String.valueOf(value);
    }
}
