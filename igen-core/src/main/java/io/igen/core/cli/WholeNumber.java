package io.igen.core.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

import java.util.function.LongFunction;

/**
 * A whole number from a least to a greatest value: the one parser behind every count, size and port option. Digits
 * may be grouped with underscores ({@code 1_000_000}). picocli makes a converter through its no-argument constructor,
 * so each kind of option is a small subclass that names its bounds and what to give; a refusal says what was wrong
 * and what to give instead: {@code '0' is below 1; give a whole number of 1 or more}.
 *
 * @param <T> what the option holds, made from the number once it is within the bounds
 */
public abstract class WholeNumber<T> implements ITypeConverter<T> {

    private final long least;
    private final long greatest;
    private final String what;
    private final String expected;
    private final LongFunction<T> type;

    /**
     * @param what     what the value should be, for a value that is no whole number: {@code a whole number of MB}
     * @param expected what to give, the end of "give ...": {@code a whole number of 1 or more}
     * @param type     the option's value, made from a number from {@code least} to {@code greatest}
     */
    protected WholeNumber(long least, long greatest, String what, String expected, LongFunction<T> type) {
        this.least = least;
        this.greatest = greatest;
        this.what = what;
        this.expected = expected;
        this.type = type;
    }

    /** As above, for a value that should be "a whole number". */
    protected WholeNumber(long least, long greatest, String expected, LongFunction<T> type) {
        this(least, greatest, "a whole number", expected, type);
    }

    @Override
    public T convert(String value) {
        String digits = value.trim().replace("_", "");
        if (!digits.matches("[+-]?\\d+")) {
            throw refusal(value, "is not " + what);
        }
        long number;
        try {
            number = Long.parseLong(digits);
        } catch (NumberFormatException tooManyDigits) {
            throw digits.startsWith("-") ? refusal(value, "is below " + least) : refusal(value, "is above " + greatest);
        }
        if (number < least) {
            throw refusal(value, "is below " + least);
        }
        if (number > greatest) {
            throw refusal(value, "is above " + greatest);
        }
        return type.apply(number);
    }

    private TypeConversionException refusal(String value, String problem) {
        return new TypeConversionException("'" + value + "' " + problem + "; give " + expected);
    }

    /** 1 or more: shards, threads, drivers, servers, megabytes. */
    public static final class AtLeastOne extends WholeNumber<Integer> {
        public AtLeastOne() {
            super(1, Integer.MAX_VALUE, "a whole number of 1 or more", number -> (int) number);
        }
    }

    /** 1 or more, beyond an int's range: customers per shard. */
    public static final class AtLeastOneLong extends WholeNumber<Long> {
        public AtLeastOneLong() {
            super(1, Long.MAX_VALUE, "a whole number of 1 or more", number -> number);
        }
    }

    /** 0 or more, where 0 means no limit. */
    public static final class ZeroForNoLimit extends WholeNumber<Integer> {
        public ZeroForNoLimit() {
            super(0, Integer.MAX_VALUE, "a whole number of 0 or more (0: no limit)", number -> (int) number);
        }
    }
}
