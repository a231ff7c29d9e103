package io.igen.core.tail;

import io.igen.core.measure.LevelMeasurement;
import io.igen.core.measure.SlowestOperations;
import io.igen.core.workload.RunEvent;
import io.igen.core.workload.WatchGap;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * Explains each level's tail over a run: records the JVM's pauses from the start ({@link JvmPauses}) and, when a level
 * ends, sets the window's operations slower than its p99 against those pauses, the workload's events and the host's
 * CPU pressure ({@link TailAttribution}), and marks where the account is incomplete: where JFR had not handed its events
 * over in time, or a watch of the workload's was not watching. Off for a run that does not explain its tail.
 */
public final class TailWatch implements AutoCloseable {

    private final JvmPauses pauses;

    private TailWatch(JvmPauses pauses) {
        this.pauses = pauses;
    }

    /** Starts recording the JVM's pauses on the runner's clock. */
    public static TailWatch start(LongSupplier clock) {
        return new TailWatch(JvmPauses.start(clock));
    }

    /** Explains nothing: {@code --no-tail}. */
    public static TailWatch off() {
        return new TailWatch(null);
    }

    /** Why the JVM's pauses are not recorded, when explaining; empty when they are, or when not explaining. */
    public Optional<String> pausesUnavailable() {
        return pauses == null ? Optional.empty() : Optional.ofNullable(pauses.unavailable());
    }

    /**
     * The level's tail explained; empty when off.
     *
     * @param workloadEvents      what the workload saw in the window ({@link io.igen.core.workload.LevelReport#events})
     * @param workloadGaps        where the workload's watches were not watching
     *                            ({@link io.igen.core.workload.LevelReport#watchGaps})
     * @param attribution         the threads' parts and the steps' names
     * @param cpuPressurePercents the host's CPU pressure in each whole second of the window; null when not recorded
     */
    public Optional<LevelTail> explain(LevelMeasurement measurement, List<RunEvent> workloadEvents,
                                       List<WatchGap> workloadGaps, TailAttribution attribution,
                                       double[] cpuPressurePercents) throws InterruptedException {
        if (pauses == null) {
            return Optional.empty();
        }
        long start = measurement.windowStartNanos();
        long end = measurement.windowEndNanos();
        JvmPauses.Account jvm = pauses.between(start, end);
        List<RunEvent> events = new ArrayList<>(jvm.pauses());
        workloadEvents.stream().filter(event -> event.overlaps(start, end)).forEach(events::add);
        List<WatchGap> gaps = new ArrayList<>(jvm.gaps());
        workloadGaps.stream().filter(gap -> gap.overlaps(start, end)).forEach(gaps::add);
        SlowestOperations slowest = measurement.slowest();
        return Optional.of(attribution.explain(slowest.kept(), slowest.count(), slowest.p99Nanos(), events, start,
                cpuPressurePercents).withGaps(gaps, start));
    }

    @Override
    public void close() {
        if (pauses != null) {
            pauses.close();
        }
    }
}
