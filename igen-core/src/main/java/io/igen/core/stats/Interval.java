package io.igen.core.stats;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Arrays;
import java.util.List;

/**
 * A closed interval [low, high], written to JSON as a two-element array. An interval that could not be
 * estimated (fewer than two samples) has NaN bounds, written as {@code null}.
 */
public record Interval(double low, double high) {

    public static final Interval UNKNOWN = new Interval(Double.NaN, Double.NaN);

    public static Interval of(double low, double high) {
        return new Interval(low, high);
    }

    /** From its JSON form, {@code [low, high]}; null or a missing bound is unknown. */
    @JsonCreator
    public static Interval fromJson(List<Double> bounds) {
        if (bounds == null || bounds.size() != 2 || bounds.stream().anyMatch(java.util.Objects::isNull)) {
            return UNKNOWN;
        }
        return new Interval(bounds.get(0), bounds.get(1));
    }

    /** The JSON form: {@code [low, high]}, {@code [null, null]} when unknown. */
    @JsonValue
    public List<Double> toJson() {
        return known() ? List.of(low, high) : Arrays.asList(null, null);
    }

    public boolean known() {
        return !Double.isNaN(low) && !Double.isNaN(high);
    }

    public boolean contains(double value) {
        return known() && value >= low && value <= high;
    }

    /** Half the width: the "±" of a symmetric interval. */
    public double halfWidth() {
        return (high - low) / 2;
    }
}
