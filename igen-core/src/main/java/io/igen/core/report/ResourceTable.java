package io.igen.core.report;

import io.igen.core.resources.BoundBy;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunResult;

import java.util.ArrayList;
import java.util.List;

/**
 * What each level's window used and what bounded it, as rows of text for the console and the HTML report: the level
 * table leaves these figures out, so that it stays readable, and this table shows the ones people compare. Levels of
 * files written before the figures existed give no table.
 */
final class ResourceTable {

    /** Column header, then the level figure it shows. */
    private static final String[][] COLUMNS = {
            {"bound by", "boundBy"},
            {"driver cores", "driverCores"},
            {"driver ms/op", "driverCpuMsPerOperation"},
            {"server cores", "serverCores"},
            {"server ms/op", "serverCpuMsPerOperation"},
            {"user", "hostUserCores"},
            {"system", "hostSystemCores"},
            {"iowait", "hostIowaitCores"},
            {"steal", "hostStealCores"},
            {"idle", "hostIdleCores"},
            {"unaccounted", "hostUnaccountedCores"},
            {"CPU pressure %", "cpuPressurePercent"},
            {"JIT ms", "jitMsInWindow"},
            {"GC ms", "gcMsInWindow"},
            {"energy J", "energyJoules"},
    };

    /** The wait breakdown of the work's database sessions, where they were sampled. */
    private static final String[][] SESSION_COLUMNS = {
            {"samples", "sessionSamples"},
            {"sessions", "sessionsPerSample"},
            {"CPU %", "sessionCpuPercent"},
            {"Lock %", "sessionLockPercent"},
            {"IO %", "sessionIoPercent"},
            {"Client %", "sessionClientPercent"},
            {"other %", "sessionOtherPercent"},
            {"top waits", "sessionTopWaits"},
    };

    private ResourceTable() {
    }

    /** Whether any level has resource figures. */
    static boolean present(RunResult result) {
        return result.levels().stream().anyMatch(level -> level.details().containsKey("boundBy"));
    }

    /** Whether any level has its database sessions' waits. */
    static boolean sessionsPresent(RunResult result) {
        return result.levels().stream().anyMatch(level -> level.details().containsKey("sessionSamples"));
    }

    /** A header row, then one row per level; a figure a level lacks shows as "-". */
    static List<List<String>> rows(RunResult result) {
        return rows(result, COLUMNS);
    }

    /**
     * What the sampled sessions were doing in each window, in shares of the sessions seen inside a transaction: a
     * header row, then one row per level.
     */
    static List<List<String>> sessionRows(RunResult result) {
        return rows(result, SESSION_COLUMNS);
    }

    private static List<List<String>> rows(RunResult result, String[][] columns) {
        List<List<String>> rows = new ArrayList<>();
        List<String> header = new ArrayList<>(List.of("level"));
        for (String[] column : columns) {
            header.add(column[0]);
        }
        rows.add(header);
        for (LevelResult level : result.levels()) {
            List<String> row = new ArrayList<>(List.of(Integer.toString(level.level())));
            for (String[] column : columns) {
                Object value = level.details().get(column[1]);
                row.add(value == null ? "-" : value instanceof Integer || value instanceof Long ? value.toString()
                        : value instanceof Number number ? Numbers.readable(number.doubleValue()) : String.valueOf(value));
            }
            rows.add(row);
        }
        return rows;
    }

    /** Each level's judgment with its evidence, a line each. */
    static List<String> judgments(RunResult result) {
        List<String> lines = new ArrayList<>();
        for (LevelResult level : result.levels()) {
            Object by = level.details().get("boundBy");
            if (by != null) {
                boolean none = BoundBy.NONE_FOUND.label().equals(by);
                lines.add("level " + level.level() + (none ? ": no bound found: " : " bound by " + by + ": ")
                        + level.details().get("boundEvidence"));
            }
            Object cost = level.details().get("driverCostWarning");
            if (cost != null) {
                lines.add("level " + level.level() + ": " + cost);
            }
        }
        return lines;
    }
}
