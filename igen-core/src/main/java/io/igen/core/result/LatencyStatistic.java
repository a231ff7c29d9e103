package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** A response-time statistic a service-level agreement can be stated in. */
public enum LatencyStatistic {
    MEAN, P50, P90, P95, P99, P999, MAX;

    /** The name users write: {@code mean}, {@code p99}, ... */
    @JsonValue
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Accepts the labels in any case. */
    @JsonCreator
    public static LatencyStatistic parse(String label) {
        for (LatencyStatistic statistic : values()) {
            if (statistic.label().equalsIgnoreCase(label.trim())) {
                return statistic;
            }
        }
        throw new IllegalArgumentException("'" + label + "' is not a response-time statistic; use one of "
                + Arrays.stream(values()).map(LatencyStatistic::label).collect(Collectors.joining(", ")));
    }

    @Override
    public String toString() {
        return label();
    }
}
