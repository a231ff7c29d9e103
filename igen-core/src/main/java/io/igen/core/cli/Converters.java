package io.igen.core.cli;

import io.igen.core.result.LatencyStatistic;
import io.igen.core.result.LoadThreadKind;
import io.igen.core.workload.LevelSpec;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.function.DoublePredicate;
import java.util.function.Function;


/** picocli converters for the shared option types; each failure says what is accepted. */
public final class Converters {

    private Converters() {
    }

    /**
     * A converter around a parser of the type that says what was wrong in an {@link IllegalArgumentException}: its
     * message becomes picocli's error for the option.
     */
    public abstract static class Parsing<T> implements ITypeConverter<T> {

        private final Function<String, T> parser;

        protected Parsing(Function<String, T> parser) {
            this.parser = parser;
        }

        @Override
        public T convert(String value) {
            try {
                return parser.apply(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** {@code 1,2,4,8}, {@code 4..64+4}, {@code 1..64x2}. */
    public static final class Levels extends Parsing<LevelSpec> {
        public Levels() {
            super(LevelSpec::parse);
        }
    }

    /** A number of seconds above zero. */
    public static final class PositiveSeconds implements ITypeConverter<Double> {
        @Override
        public Double convert(String value) {
            return checked(value, "a number of seconds", seconds -> seconds > 0,
                    "is not above zero; give a number of seconds above 0, like 10 or 0.5");
        }
    }

    /** A number of seconds, zero allowed. */
    public static final class NonNegativeSeconds implements ITypeConverter<Double> {
        @Override
        public Double convert(String value) {
            return checked(value, "a number of seconds", seconds -> seconds >= 0,
                    "is negative; give a number of seconds, 0 or more");
        }
    }

    /** A number above zero. */
    public static final class PositiveNumber implements ITypeConverter<Double> {
        @Override
        public Double convert(String value) {
            return checked(value, "a number", number -> number > 0, "is not above zero; give a number above 0");
        }
    }

    /** How many launches: a whole number from 1 to 100, or {@code auto} (given as 0: until precise). */
    public static final class Repeats extends WholeNumber<Integer> {
        public Repeats() {
            super(1, 100, "a repeat count", "auto (launches until every level's interval is tight), or a whole number "
                    + "from 1 to 100 (3 or more for a confidence interval)", number -> (int) number);
        }

        @Override
        public Integer convert(String value) {
            return value.trim().equalsIgnoreCase("auto") ? 0 : super.convert(value);
        }
    }

    /** {@code platform} or {@code virtual}. */
    public static final class LoadThreads implements ITypeConverter<LoadThreadKind> {
        @Override
        public LoadThreadKind convert(String value) {
            String text = value.trim().toLowerCase(java.util.Locale.ROOT);
            for (LoadThreadKind kind : LoadThreadKind.values()) {
                if (kind.label().equals(text)) {
                    return kind;
                }
            }
            throw new TypeConversionException("'" + value + "' is not a kind of load thread; give platform or virtual");
        }
    }

    /** A time span: seconds ({@code 900}), or with a unit: {@code 90s}, {@code 20m}, {@code 1h}, {@code 1h30m}. */
    public static final class TimeSpan implements ITypeConverter<Double> {
        @Override
        public Double convert(String value) {
            String text = value.trim().toLowerCase(java.util.Locale.ROOT);
            java.util.regex.Matcher parts = java.util.regex.Pattern.compile("(\\d+(?:\\.\\d+)?)([hms])").matcher(text);
            double seconds = 0;
            int end = 0;
            while (parts.find() && parts.start() == end) {
                double amount = Double.parseDouble(parts.group(1));
                seconds += amount * switch (parts.group(2)) {
                    case "h" -> 3600;
                    case "m" -> 60;
                    default -> 1;
                };
                end = parts.end();
            }
            if (end == 0 && text.matches("\\d+(\\.\\d+)?")) {
                seconds = Double.parseDouble(text);
                end = text.length();
            }
            if (end != text.length() || !(seconds > 0)) {
                throw new TypeConversionException("'" + value + "' is not a time span; give seconds (900) or a span "
                        + "with units, like 90s, 20m, 1h or 1h30m");
            }
            return seconds;
        }
    }

    /** A TCP port to listen on: a whole number from 0 (any free port) to 65535. */
    public static final class Port extends WholeNumber<Integer> {
        public Port() {
            super(0, 65_535, "a port", "a whole number from 1 to 65535, or 0 for any free port",
                    number -> (int) number);
        }
    }

    /** A percentage 0..100. */
    public static final class Percent implements ITypeConverter<Double> {
        @Override
        public Double convert(String value) {
            return checked(value, "a percentage", percent -> percent >= 0 && percent <= 100,
                    "is not a percentage; give a number from 0 to 100");
        }
    }

    /** mean, p50, p90, p95, p99, p999, max. */
    public static final class Statistic extends Parsing<LatencyStatistic> {
        public Statistic() {
            super(LatencyStatistic::parse);
        }
    }

    /** A run's identity: 1 to 64 letters, digits, '.', '_' or '-' (it goes into file paths and Kubernetes names). */
    public static final class RunId implements ITypeConverter<String> {
        @Override
        public String convert(String value) {
            if (!value.matches("[A-Za-z0-9._-]{1,64}")) {
                throw new TypeConversionException("'" + value + "' is not a run id; use 1 to 64 letters, digits, '.', "
                        + "'_' or '-'");
            }
            return value;
        }
    }

    /** A wall-clock time ahead of now, ISO-8601 with a zone: 2026-11-24T10:00:00Z, 2026-11-24T11:00:00+01:00. */
    public static final class StartTime implements ITypeConverter<Instant> {
        @Override
        public Instant convert(String value) {
            Instant time;
            try {
                time = OffsetDateTime.parse(value.trim()).toInstant();
            } catch (DateTimeParseException e) {
                throw new TypeConversionException("'" + value + "' is not an ISO-8601 time with a zone; give e.g. "
                        + "2026-11-24T10:00:00Z (date -u -d '+2 min' +%FT%TZ prints one two minutes ahead)");
            }
            long pastSeconds = Duration.between(time, Instant.now()).toSeconds();
            if (pastSeconds > 0) {
                throw new TypeConversionException("'" + value + "' is " + pastSeconds + " s in the past; give a time "
                        + "ahead, with room for loading the data");
            }
            return time;
        }
    }

    /** The value as a number that passes the check, or a conversion error: "'value' " + complaint. */
    public static double checked(String value, String what, DoublePredicate check, String complaint) {
        double number = number(value, what);
        if (!check.test(number)) {
            throw new TypeConversionException("'" + value + "' " + complaint);
        }
        return number;
    }

    private static double number(String value, String what) {
        try {
            double number = Double.parseDouble(value.trim());
            if (Double.isNaN(number) || Double.isInfinite(number)) {
                throw new NumberFormatException();
            }
            return number;
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + value + "' is not " + what);
        }
    }
}
