package io.igen.history.store;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The kept runs of one benchmark that did the same work, oldest first: what changes are looked for in. Two runs are
 * of one series when {@code compare} would compare them (the same benchmark and work per operation); what may differ
 * inside a series (host, JVM, limits, iGen's build) is what a change is labelled with.
 *
 * @param id   a short name for the series: the first characters of a hash of its benchmark and work
 * @param runs its runs, oldest first
 */
public record Series(String id, List<StoredRun> runs) {

    private static final int ID_LENGTH = 8;

    public Series {
        runs = List.copyOf(runs);
    }

    /** The id of the series a run of this benchmark and work belongs to. */
    public static String idOf(String benchmark, Map<String, String> work) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256")
                    .digest((benchmark + "\n" + new TreeMap<>(work)).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash).substring(0, ID_LENGTH);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }

    /** The series' work, as its newest run records it. */
    public Map<String, String> work() {
        return runs.get(runs.size() - 1).work();
    }

    /** The levels its newest run measured, ascending. */
    public List<Integer> levels() {
        return runs.get(runs.size() - 1).levels().stream().map(StoredLevel::level).sorted().toList();
    }
}
