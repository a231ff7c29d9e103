package io.igen.core.resources;

import io.igen.core.workload.SessionState;
import io.igen.core.workload.WaitClass;

import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What the work's database sessions were doing over a span, as seen by the samples taken in it: each sample counts
 * every session inside a transaction once, by its {@link WaitClass} and its server-named event. A class's share is
 * its count over all sessions counted, so with 8 sessions sampled 100 times, one session blocked for the whole span is
 * 12.5 % Lock.
 *
 * @param samples       samples taken in the span
 * @param failedSamples samples the servers did not answer (an outage): not counted
 * @param byClass       sessions counted per class
 * @param byEvent       sessions counted per server-named event
 */
public record SessionWaits(int samples, int failedSamples, Map<WaitClass, Long> byClass, Map<String, Long> byEvent) {

    /** No sample yet. */
    public static final SessionWaits NONE = new SessionWaits(0, 0, Map.of(), Map.of());

    public SessionWaits {
        byClass = Map.copyOf(byClass);
        byEvent = Map.copyOf(byEvent);
    }

    /** One sample's sessions. */
    public static SessionWaits ofSample(Collection<SessionState> sessions) {
        Map<WaitClass, Long> classes = sessions.stream()
                .collect(Collectors.groupingBy(SessionState::waitClass, () -> new EnumMap<>(WaitClass.class),
                        Collectors.counting()));
        Map<String, Long> events = sessions.stream()
                .collect(Collectors.groupingBy(SessionState::event, Collectors.counting()));
        return new SessionWaits(1, 0, classes, events);
    }

    /** A sample the servers did not answer. */
    public static SessionWaits failedSample() {
        return new SessionWaits(0, 1, Map.of(), Map.of());
    }

    /** This span and another, counted together. */
    public SessionWaits plus(SessionWaits other) {
        Map<WaitClass, Long> classes = new EnumMap<>(WaitClass.class);
        classes.putAll(byClass);
        other.byClass.forEach((waitClass, count) -> classes.merge(waitClass, count, Long::sum));
        Map<String, Long> events = new LinkedHashMap<>(byEvent);
        other.byEvent.forEach((event, count) -> events.merge(event, count, Long::sum));
        return new SessionWaits(samples + other.samples, failedSamples + other.failedSamples, classes, events);
    }

    /** Sessions counted over all samples. */
    public long sessions() {
        return byClass.values().stream().mapToLong(Long::longValue).sum();
    }

    /** Sessions inside a transaction per sample, on average. */
    public double sessionsPerSample() {
        return samples == 0 ? 0 : (double) sessions() / samples;
    }

    /** The class's share of the sessions counted, 0..1; 0 when none was. */
    public double share(WaitClass waitClass) {
        long all = sessions();
        return all == 0 ? 0 : (double) byClass.getOrDefault(waitClass, 0L) / all;
    }

    /**
     * The events that took the largest shares, largest first, as text: {@code "Lock:relation 41.2 %, CPU 30.1 %"}.
     *
     * @param count at most this many
     */
    public String topEvents(int count) {
        long all = sessions();
        if (all == 0) {
            return "";
        }
        return byEvent.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(count)
                .map(entry -> String.format(Locale.ROOT, "%s %.1f %%", entry.getKey(), 100.0 * entry.getValue() / all))
                .collect(Collectors.joining(", "));
    }
}
