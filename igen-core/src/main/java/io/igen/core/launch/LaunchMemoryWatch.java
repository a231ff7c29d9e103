package io.igen.core.launch;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The host's memory latency once a second while a launch runs, seen from the orchestrating JVM: a burst of
 * {@value #BURST_LOADS} dependent loads of the host's {@link MemoryYardstick} (about half a millisecond, a few
 * hundredths of a percent of one core), timed in the watching thread's own CPU time, so that a second in which the
 * scheduler kept it waiting for a core does not read as slow memory. What the launch's transactions feel of the caches
 * and the memory bus, beside its per-second throughput: the seconds are kept with their wall-clock time
 * ({@code host-memory.csv} in the launch's folder) to be set against the launch's {@code timeSeries}.
 */
final class LaunchMemoryWatch implements AutoCloseable {

    static final int BURST_LOADS = 4096;
    private static final long PERIOD_MILLIS = 1000;

    /** One second's burst: when it ran, by the wall clock, and its CPU time per load. */
    record Second(long epochMillis, double nanosPerLoad) {
    }

    private final MemoryYardstick memory;
    private final List<Second> seconds = new ArrayList<>();
    private final Thread thread;
    private volatile boolean closed;

    private LaunchMemoryWatch(MemoryYardstick memory) {
        this.memory = memory;
        this.thread = new Thread(this::watch, "igen-host-memory");
        thread.setDaemon(true);
        thread.start();
    }

    /** Starts watching the host's memory. */
    static LaunchMemoryWatch start() {
        return new LaunchMemoryWatch(HostControl.memory());
    }

    private void watch() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long next = System.currentTimeMillis();
        while (!closed) {
            long cpuBefore = threads.getCurrentThreadCpuTime();
            memory.chase(BURST_LOADS);
            long cpuNanos = threads.getCurrentThreadCpuTime() - cpuBefore;
            synchronized (seconds) {
                seconds.add(new Second(System.currentTimeMillis(), (double) cpuNanos / BURST_LOADS));
            }
            next += PERIOD_MILLIS;
            long wait = next - System.currentTimeMillis();
            if (wait > 0) {
                try {
                    Thread.sleep(wait);
                } catch (InterruptedException stopped) {
                    return;
                }
            }
        }
    }

    /** The seconds watched so far. */
    List<Second> seconds() {
        synchronized (seconds) {
            return List.copyOf(seconds);
        }
    }

    /** The mean of the seconds' latencies, in nanoseconds per load; NaN when none was watched. */
    double meanNanosPerLoad() {
        return seconds().stream().mapToDouble(Second::nanosPerLoad).average().orElse(Double.NaN);
    }

    /** Writes the seconds as CSV ({@code epochMillis,nanosPerLoad}) to {@code file}. */
    void write(Path file) throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add("epochMillis,nanosPerLoad");
        for (Second second : seconds()) {
            lines.add(second.epochMillis() + "," + String.format(Locale.ROOT, "%.2f", second.nanosPerLoad()));
        }
        Files.createDirectories(file.getParent());
        Files.write(file, lines);
    }

    @Override
    public void close() {
        closed = true;
        thread.interrupt();
        try {
            thread.join(2_000);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
