package io.igen.core.merge;

import io.igen.core.result.LevelResult;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What bounded a level over several launches: each launch judged its own window, and the combined level takes the
 * judgment most of them made (on a tie, the earliest launch's among the tied), with the count of each, so that
 * "server CPU in 4 of 5 launches" reads as what it is.
 */
final class LaunchJudgments {

    private LaunchJudgments() {
    }

    /** A combined judgment: what most launches found, and the tally and evidence behind it. */
    record Judged(String by, String evidence) {
    }

    /** The level's judgment over its launches; empty when none of them judged it. */
    static Optional<Judged> of(List<LevelResult> launches) {
        Map<String, Long> counts = launches.stream().map(level -> level.details().get("boundBy"))
                .filter(by -> by != null).map(String::valueOf)
                .collect(Collectors.groupingBy(by -> by, LinkedHashMap::new, Collectors.counting()));
        if (counts.isEmpty()) {
            return Optional.empty();
        }
        long most = counts.values().stream().mapToLong(Long::longValue).max().orElse(0);
        String by = counts.entrySet().stream().filter(entry -> entry.getValue() == most).findFirst().orElseThrow()
                .getKey();
        String tally = counts.entrySet().stream().map(entry -> entry.getKey() + " " + entry.getValue())
                .collect(Collectors.joining(", "));
        Object firstEvidence = launches.stream().filter(level -> by.equals(String.valueOf(level.details().get("boundBy"))))
                .findFirst().map(level -> level.details().get("boundEvidence")).orElse("");
        return Optional.of(new Judged(by, "in " + most + " of " + launches.size() + " launches (" + tally
                + "); the first such: " + firstEvidence));
    }
}
