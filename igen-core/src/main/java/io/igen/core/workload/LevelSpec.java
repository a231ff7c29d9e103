package io.igen.core.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Level sequences as users write them: a list {@code 1,2,4,8}, a linear range {@code 4..64+4}
 * (4, 8, ... 64), a doubling range {@code 1..64x2} (1, 2, 4, ... 64), a plain range {@code 1..4},
 * or a comma-separated mix of these. Levels are positive and strictly increasing.
 */
public record LevelSpec(List<Integer> values) {

    /** Accepted forms, quoted in every error message. */
    public static final String FORMS = "a list like 1,2,4,8, a range like 4..64+4 (step 4) or 1..64x2 (doubling)";

    /** Above this a typo is likelier than intent (a million threads). */
    public static final int MAX_LEVEL = 100_000;

    private static final Pattern RANGE = Pattern.compile("(\\d+)\\.\\.(\\d+)(?:([+x])(\\d+))?");
    private static final Pattern NUMBER = Pattern.compile("\\d+");

    public LevelSpec {
        values = List.copyOf(values);
    }

    /**
     * Parses a level specification.
     *
     * @throws IllegalArgumentException with a message that says what is wrong and what is accepted
     */
    public static LevelSpec parse(String spec) {
        if (spec == null || spec.isBlank()) {
            throw invalid(spec, "it is empty");
        }
        List<Integer> levels = new ArrayList<>();
        for (String part : spec.replace(" ", "").split(",", -1)) {
            for (int level : parsePart(spec, part)) {
                if (!levels.isEmpty() && level <= levels.get(levels.size() - 1)) {
                    throw invalid(spec, "levels must increase, but " + level + " follows " + levels.get(levels.size() - 1));
                }
                levels.add(level);
            }
        }
        return new LevelSpec(levels);
    }

    /** 1, 2, 4, ... up to twice the given hardware threads: the default when no levels are given. */
    public static LevelSpec defaultFor(int hardwareThreads) {
        List<Integer> levels = new ArrayList<>();
        for (int level = 1; level <= 2 * hardwareThreads; level *= 2) {
            levels.add(level);
        }
        return new LevelSpec(levels);
    }

    /** One thread level per value. */
    public List<Level> asThreadLevels() {
        return values.stream().map(Level::ofThreads).toList();
    }

    @Override
    public String toString() {
        return values.stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(","));
    }

    private static List<Integer> parsePart(String spec, String part) {
        if (NUMBER.matcher(part).matches()) {
            return List.of(level(spec, part));
        }
        Matcher range = RANGE.matcher(part);
        if (!range.matches()) {
            throw invalid(spec, "'" + part + "' is not a number or a range");
        }
        int from = level(spec, range.group(1));
        int to = level(spec, range.group(2));
        if (to < from) {
            throw invalid(spec, "the range " + part + " runs backwards; write the smaller level first");
        }
        String kind = range.group(3) == null ? "+" : range.group(3);
        int step = range.group(4) == null ? 1 : number(spec, range.group(4));
        List<Integer> levels = new ArrayList<>();
        if (kind.equals("+")) {
            if (step < 1) {
                throw invalid(spec, "the step in " + part + " must be at least 1");
            }
            for (long level = from; level <= to; level += step) {
                levels.add((int) level);
            }
        } else {
            if (step < 2) {
                throw invalid(spec, "the factor in " + part + " must be at least 2");
            }
            for (long level = from; level <= to; level *= step) {
                levels.add((int) level);
            }
        }
        return levels;
    }

    private static int level(String spec, String digits) {
        int level = number(spec, digits);
        if (level < 1) {
            throw invalid(spec, "level " + digits + " is below 1");
        }
        if (level > MAX_LEVEL) {
            throw invalid(spec, "level " + digits + " is above the limit of " + MAX_LEVEL);
        }
        return level;
    }

    private static int number(String spec, String digits) {
        try {
            return Integer.parseInt(digits);
        } catch (NumberFormatException tooLong) {
            throw invalid(spec, digits + " is too large");
        }
    }

    private static IllegalArgumentException invalid(String spec, String reason) {
        return new IllegalArgumentException("'" + spec + "' is not a level list: " + reason + "; use " + FORMS);
    }
}
