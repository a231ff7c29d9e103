package io.igen.core.tail;

import io.igen.core.workload.RunEvent;
import io.igen.core.workload.WatchGap;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingStream;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * The JVM's pauses while a run goes on, on the runner's clock, from JFR event streaming
 * ({@link RecordingStream}, in this process): every garbage collection pause ({@code jdk.GCPhasePause}, whatever the
 * collector: G1's young, mixed, remark and cleanup pauses, Parallel's, ZGC's short ones) and every other operation the
 * VM ran at a safepoint ({@code jdk.ExecuteVMOperation} with {@code safepoint} true: deoptimisation, thread dumps,
 * class redefinition). Both are the JVM stopping every Java thread, so every operation in flight waits.
 *
 * <p>JFR hands events over in batches, about once a second, each opened by its {@code jdk.Flush} event;
 * {@link #between} waits for the first batch that began after the span's end, so a level's account may take up to a
 * second more after its window. The recording begins a moment after {@link #start} returns (JFR's first start in a
 * process takes about a second): a pause before that is not seen. Priming precedes the first level. Where JFR cannot
 * stream (a JVM without it), nothing is recorded and {@link #unavailable()} says why. What a span's account misses is
 * said with it ({@link Account#gaps()}): its end, when JFR had not handed that over in time; all of it, where nothing is
 * recorded.
 */
public final class JvmPauses implements AutoCloseable {

    /** How long {@link #between} waits for JFR to hand over the events up to the end asked about. */
    private static final long FLUSH_WAIT_NANOS = 3_000_000_000L;
    /** The watch's name in a level's gaps ({@link WatchGap#watch()}). */
    public static final String WATCH = "jvmPauses";
    /** How a GC pause's text starts until its collection is named: the collection's id follows. */
    private static final String GC_ID = "gcId ";

    private final LongSupplier clock;
    private final RecordingStream stream;
    private final String unavailable;
    /** The runner's clock less the wall clock, in nanoseconds: JFR gives its events' times by the wall clock. */
    private final long clockLessEpochNanos;
    private final List<RunEvent> gcPauses = new ArrayList<>();
    private final List<RunEvent> vmOperations = new ArrayList<>();
    /** When JFR's last batch began, on the runner's clock: every event that ended before it has been handed over. */
    private long flushedNanos = Long.MIN_VALUE;
    /** GC id -> the collection's name and cause ({@code G1Full, System.gc()}), to name its pauses. */
    private final Map<Long, String> collections = new HashMap<>();

    private JvmPauses(LongSupplier clock, RecordingStream stream, String unavailable) {
        this.clock = clock;
        this.stream = stream;
        this.unavailable = unavailable;
        this.clockLessEpochNanos = clock.getAsLong() - epochNanos(Instant.now());
    }

    /**
     * Starts recording this JVM's pauses.
     *
     * @param clock the runner's clock, in nanoseconds
     */
    public static JvmPauses start(LongSupplier clock) {
        RecordingStream stream;
        try {
            stream = new RecordingStream();
        } catch (RuntimeException | LinkageError noJfr) {
            return new JvmPauses(clock, null, "JFR cannot stream in this JVM (" + noJfr + ")");
        }
        JvmPauses pauses = new JvmPauses(clock, stream, null);
        stream.enable("jdk.GCPhasePause").withoutThreshold();
        stream.enable("jdk.GarbageCollection").withoutThreshold();
        stream.enable("jdk.ExecuteVMOperation").withoutThreshold();
        stream.enable("jdk.Flush");
        stream.onEvent("jdk.GCPhasePause", event -> pauses.add(pauses.gcPauses, event,
                GC_ID + event.getLong("gcId") + " " + event.getString("name")));
        stream.onEvent("jdk.GarbageCollection", event -> pauses.named(event.getLong("gcId"),
                event.getString("name") + ", " + event.getString("cause")));
        stream.onEvent("jdk.ExecuteVMOperation", event -> {
            if (event.getBoolean("safepoint")) {
                pauses.add(pauses.vmOperations, event, "safepoint " + event.getString("operation"));
            }
        });
        stream.onEvent("jdk.Flush", pauses::flushed);
        stream.startAsync();
        return pauses;
    }

    /**
     * Records nothing: the pauses and JFR's batches come from {@link #paused} and {@link #flushedAt} alone. For tests of
     * what {@link #between} makes of them.
     */
    static JvmPauses fedByHand(LongSupplier clock) {
        return new JvmPauses(clock, null, null);
    }

    /** Records nothing, for the reason given: as when JFR cannot stream. For tests. */
    static JvmPauses unavailable(LongSupplier clock, String why) {
        return new JvmPauses(clock, null, why);
    }

    /** Why no pause is recorded; null when they are. */
    public String unavailable() {
        return unavailable;
    }

    private void add(List<RunEvent> into, RecordedEvent event, String what) {
        long start = epochNanos(event.getStartTime()) + clockLessEpochNanos;
        Duration duration = event.getDuration();
        paused(into == gcPauses, what, start, start + duration.toNanos());
    }

    /**
     * A pause, on the runner's clock: a collection's ({@code gcId 7 GC Pause}) or another safepoint operation's.
     *
     * @param collection whether it is a collection's pause
     */
    synchronized void paused(boolean collection, String what, long startNanos, long endNanos) {
        (collection ? gcPauses : vmOperations).add(new RunEvent(RunEvent.Kind.JVM_PAUSE, what, null, startNanos,
                endNanos));
    }

    private synchronized void named(long gcId, String nameAndCause) {
        collections.put(gcId, nameAndCause);
    }

    private void flushed(RecordedEvent flush) {
        flushedAt(epochNanos(flush.getStartTime()) + clockLessEpochNanos);
    }

    /** JFR began a batch at {@code nanos} on the runner's clock: every event that ended before it has been handed over. */
    synchronized void flushedAt(long nanos) {
        flushedNanos = Math.max(flushedNanos, nanos);
        notifyAll();
    }

    /** {@code GC Pause (G1New, G1 Evacuation Pause)}: the phase's name and its collection's, once known. */
    private RunEvent named(RunEvent pause) {
        String what = pause.what();
        int space = what.indexOf(' ', GC_ID.length());
        long gcId = Long.parseLong(what.substring(GC_ID.length(), space));
        String collection = collections.get(gcId);
        String phase = what.substring(space + 1);
        return new RunEvent(pause.kind(), collection == null ? phase : phase + " (" + collection + ")", null,
                pause.startNanos(), pause.endNanos());
    }

    /**
     * The pauses of a span, and where their account is incomplete.
     *
     * @param pauses the pauses that overlapped the span, in the order they began
     * @param gaps   where the account is incomplete: the part of the span after the last batch JFR had handed over when
     *               {@link #between} stopped waiting, or all of it when nothing is recorded; empty when complete
     */
    public record Account(List<RunEvent> pauses, List<WatchGap> gaps) {
    }

    /**
     * The pauses that overlapped [{@code startNanos}, {@code endNanos}]: the collector's, and the VM's other safepoint
     * operations that no collection pause overlapped (a collection runs as one). Waits, up to a few seconds, for JFR to
     * hand over the events up to {@code endNanos}: a batch that began after it. Call it once the span is over, and for
     * spans in the order they began: what ended before this one is let go.
     */
    public synchronized Account between(long startNanos, long endNanos) throws InterruptedException {
        if (unavailable != null) {
            return new Account(List.of(), List.of(new WatchGap(WATCH, unavailable, startNanos, endNanos)));
        }
        long deadline = clock.getAsLong() + FLUSH_WAIT_NANOS;
        while (flushedNanos < endNanos) {
            long left = deadline - clock.getAsLong();
            if (left <= 0) {
                break;
            }
            wait(Math.max(1, left / 1_000_000L));
        }
        // the runner asks of its levels in order: what ended before this span is of no later one either, and a run
        // of hours would otherwise compare every safepoint with every collection since its start
        gcPauses.removeIf(pause -> pause.endNanos() < startNanos);
        vmOperations.removeIf(operation -> operation.endNanos() < startNanos);
        List<RunEvent> overlapping = new ArrayList<>();
        for (RunEvent pause : gcPauses) {
            if (pause.overlaps(startNanos, endNanos)) {
                overlapping.add(named(pause));
            }
        }
        for (RunEvent operation : vmOperations) {
            if (operation.overlaps(startNanos, endNanos)
                    && gcPauses.stream().noneMatch(gc -> gc.overlaps(operation.startNanos(), operation.endNanos()))) {
                overlapping.add(operation);
            }
        }
        overlapping.sort((a, b) -> Long.compare(a.startNanos(), b.startNanos()));
        // what JFR had not handed over when the wait ran out is missing: said, so that the level does not read as one
        // without pauses there
        List<WatchGap> gaps = flushedNanos >= endNanos ? List.of() : List.of(new WatchGap(WATCH,
                "JFR had handed over its events only up to here after " + FLUSH_WAIT_NANOS / 1_000_000_000L
                        + " s of waiting", Math.max(startNanos, flushedNanos), null));
        return new Account(overlapping, gaps);
    }

    private static long epochNanos(Instant instant) {
        return instant.getEpochSecond() * 1_000_000_000L + instant.getNano();
    }

    @Override
    public void close() {
        if (stream != null) {
            stream.close();
        }
    }
}
