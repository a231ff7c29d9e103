package io.igen.history.cli;

import io.igen.history.store.Series;
import io.igen.history.store.StoredRun;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import java.util.stream.Collectors;

/** How a kept run and a series read on the terminal. */
final class RunTexts {

    private RunTexts() {
    }

    private static final DateTimeFormatter MINUTE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")
            .withZone(ZoneOffset.UTC);

    /** "2026-11-28 04:10": the start to the minute, UTC. */
    static String started(StoredRun run) {
        return MINUTE.format(run.started());
    }

    /** "1 run", "18 runs". */
    static String runs(Series series) {
        int count = series.runs().size();
        return count + (count == 1 ? " run" : " runs");
    }

    /** The iGen commit the run was measured with, short. */
    static String commit(StoredRun run) {
        String igen = run.circumstances().getOrDefault("iGen", "");
        String[] words = igen.split(" ");
        String commit = words[words.length - 1];
        return commit.length() > 10 ? commit.substring(0, 10) : commit;
    }

    /** The series' work in one line: "(operation fractal, load stream, ...)". */
    static String work(Series series) {
        Map<String, String> work = series.work();
        return "(" + work.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .map(entry -> entry.getKey() + " " + entry.getValue()).collect(Collectors.joining(", ")) + ")";
    }
}
