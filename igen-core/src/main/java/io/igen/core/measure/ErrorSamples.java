package io.igen.core.measure;

import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * The first failure of each kind, as a message and the clock reading it was seen at, so a level's result says
 * what failed and not only how often. Bounded: at most {@link #MAX_KINDS} kinds, the earliest, because a failure
 * whose message varies (an id in it) could otherwise make every failure a kind of its own. Single writer, like the
 * recorder that holds it.
 */
final class ErrorSamples {

    /** Kinds sampled per recorder and per level. */
    static final int MAX_KINDS = 20;

    private final Map<String, Sample> byKind = new HashMap<>();

    private record Sample(String message, long atNanos) {
    }

    /** Whether a failure of this kind would be kept: the kind's first, while there is room. */
    boolean wants(String kind) {
        return byKind.size() < MAX_KINDS && !byKind.containsKey(kind);
    }

    /** Keeps a failure's message when {@link #wants} its kind. */
    void offer(String kind, String message, long atNanos) {
        if (wants(kind)) {
            byKind.put(kind, new Sample(message, atNanos));
        }
    }

    /** Adds another recorder's samples, keeping the earlier of each kind; unbounded until {@link #byKind()}. */
    void addAll(ErrorSamples other) {
        other.byKind.forEach((kind, sample) -> byKind.merge(kind, sample,
                (mine, theirs) -> theirs.atNanos() < mine.atNanos() ? theirs : mine));
    }

    /** Kind -> message of the {@link #MAX_KINDS} earliest kinds, sorted by kind. */
    Map<String, String> byKind() {
        Map<String, String> messages = new TreeMap<>();
        byKind.entrySet().stream()
                .sorted(Comparator.comparingLong((Map.Entry<String, Sample> entry) -> entry.getValue().atNanos())
                        .thenComparing(Map.Entry::getKey))
                .limit(MAX_KINDS)
                .forEach(entry -> messages.put(entry.getKey(), entry.getValue().message()));
        return messages;
    }
}
