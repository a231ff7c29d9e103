package io.igen.core.resources;

import java.io.IOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The CPU time the JIT compiler threads of this JVM have used, read from {@code /proc/self/task/<tid>/schedstat} (the
 * nanoseconds a thread has run) for the threads the kernel names {@code C1 CompilerThre…}, {@code C2 CompilerThre…}
 * (or a JVMCI compiler's). The JVM's own figure ({@link CompilationMXBean#getTotalCompilationTime()}) is the wall time
 * its compilations took, which on a saturated machine is mostly the compiler thread waiting for a core: in the default
 * OLTP run a window the MXBean charged with 1.8 s of compilation had 0.2 s of compiler CPU, a window charged with 3.7 s
 * about 0.3 s (2026-11-28, schedstat sampled beside the run); judged by the wall time, windows were measured again
 * and warm-ups prolonged for compilation that took 1-2 % of the machine. Where {@code /proc} does not tell (not Linux),
 * the MXBean's wall time stands in.
 *
 * <p>A compiler thread the JVM retires when idle takes its CPU time along; the time it had at its last reading is kept,
 * so the total never falls. Safe for several readers.
 */
public final class CompilerCpu {

    /** This JVM's compiler threads. */
    public static final CompilerCpu JVM = new CompilerCpu(Path.of("/proc/self/task"));

    private final Path tasks;
    private final Map<String, Boolean> compilerByTask = new HashMap<>();
    private final Map<String, Long> nanosByTask = new HashMap<>();
    private long retiredNanos;
    private boolean procReadable = true;

    /** @param tasks the JVM's task folder ({@code /proc/self/task}, or a test's copy) */
    CompilerCpu(Path tasks) {
        this.tasks = tasks;
    }

    /**
     * The compiler threads' CPU time so far, in milliseconds; the MXBean's compilation wall time where {@code /proc}
     * cannot be read; null when neither tells.
     */
    public synchronized Long totalMillis() {
        if (procReadable) {
            try {
                return readNanos() / 1_000_000L;
            } catch (IOException | RuntimeException unreadable) {
                procReadable = false;
            }
        }
        CompilationMXBean compiler = ManagementFactory.getCompilationMXBean();
        return compiler != null && compiler.isCompilationTimeMonitoringSupported()
                ? compiler.getTotalCompilationTime() : null;
    }

    private long readNanos() throws IOException {
        Set<String> seen = new HashSet<>();
        try (DirectoryStream<Path> threads = Files.newDirectoryStream(tasks)) {
            for (Path thread : threads) {
                String tid = thread.getFileName().toString();
                if (!compilerByTask.computeIfAbsent(tid, unknown -> isCompiler(thread))) {
                    seen.add(tid);
                    continue;
                }
                try {
                    String schedstat = Files.readString(thread.resolve("schedstat"));
                    nanosByTask.put(tid, Long.parseLong(schedstat.substring(0, schedstat.indexOf(' '))));
                    seen.add(tid);
                } catch (IOException unreadable) {
                    if (Files.exists(thread)) {
                        throw unreadable; // a kernel without schedstat: the MXBean stands in
                    }
                    // retired between listing and reading: its last reading moves to the retired sum below
                }
            }
        }
        long total = retiredNanos;
        for (var task = nanosByTask.entrySet().iterator(); task.hasNext(); ) {
            var entry = task.next();
            if (seen.contains(entry.getKey())) {
                total += entry.getValue();
            } else {
                retiredNanos += entry.getValue();
                total += entry.getValue();
                task.remove();
            }
        }
        compilerByTask.keySet().retainAll(seen);
        return total;
    }

    private static boolean isCompiler(Path thread) {
        try {
            return Files.readString(thread.resolve("comm")).contains("CompilerThre");
        } catch (IOException ended) {
            return false;
        }
    }
}
