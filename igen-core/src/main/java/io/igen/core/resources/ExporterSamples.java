package io.igen.core.resources;

import io.prometheus.metrics.expositionformats.generated.com_google_protobuf_4_36_2.Metrics.LabelPair;
import io.prometheus.metrics.expositionformats.generated.com_google_protobuf_4_36_2.Metrics.Metric;
import io.prometheus.metrics.expositionformats.generated.com_google_protobuf_4_36_2.Metrics.MetricFamily;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * What one read of a Prometheus exporter gave: every counter, gauge and untyped sample with its labels. Parsed from the
 * protobuf exposition format (length-delimited {@code io.prometheus.client.MetricFamily} messages) by the Prometheus
 * Java client's generated classes, not by a parser of our own; histograms and summaries are left out (no figure iGen
 * reads is one).
 */
final class ExporterSamples {

    /** One sample: the metric's name, its labels and its value. */
    record Sample(String name, Map<String, String> labels, double value) {
    }

    private final List<Sample> samples;

    ExporterSamples(List<Sample> samples) {
        this.samples = List.copyOf(samples);
    }

    /** Reads delimited {@code MetricFamily} messages to the end of {@code in}. */
    static ExporterSamples parse(InputStream in) throws IOException {
        List<Sample> samples = new ArrayList<>();
        MetricFamily family;
        while ((family = MetricFamily.parseDelimitedFrom(in)) != null) {
            for (Metric metric : family.getMetricList()) {
                Double value = switch (family.getType()) {
                    case COUNTER -> metric.getCounter().getValue();
                    case GAUGE -> metric.getGauge().getValue();
                    case UNTYPED -> metric.getUntyped().getValue();
                    default -> null;
                };
                if (value != null) {
                    Map<String, String> labels = new LinkedHashMap<>();
                    for (LabelPair label : metric.getLabelList()) {
                        labels.put(label.getName(), label.getValue());
                    }
                    samples.add(new Sample(family.getName(), Map.copyOf(labels), value));
                }
            }
        }
        return new ExporterSamples(samples);
    }

    /** The sum of a metric's samples whose labels pass {@code which}; empty when it has none. */
    Optional<Double> sum(String name, Predicate<Map<String, String>> which) {
        double sum = 0;
        boolean found = false;
        for (Sample sample : samples) {
            if (sample.name().equals(name) && which.test(sample.labels())) {
                sum += sample.value();
                found = true;
            }
        }
        return found ? Optional.of(sum) : Optional.empty();
    }

    /** The sum of all of a metric's samples; empty when it has none. */
    Optional<Double> sum(String name) {
        return sum(name, labels -> true);
    }

    /** A metric's samples summed by the value of one label, in the order first seen. */
    Map<String, Double> byLabel(String name, String label) {
        Map<String, Double> sums = new LinkedHashMap<>();
        for (Sample sample : samples) {
            if (sample.name().equals(name) && sample.labels().containsKey(label)) {
                sums.merge(sample.labels().get(label), sample.value(), Double::sum);
            }
        }
        return sums;
    }

    /** The labels of a metric's first sample: what an {@code _info} metric says. */
    Optional<Map<String, String>> labels(String name) {
        return samples.stream().filter(sample -> sample.name().equals(name)).map(Sample::labels).findFirst();
    }

    /** Whether any metric's name starts with {@code prefix}. */
    boolean any(String prefix) {
        return samples.stream().anyMatch(sample -> sample.name().startsWith(prefix));
    }
}
