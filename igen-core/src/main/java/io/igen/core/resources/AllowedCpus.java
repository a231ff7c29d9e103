package io.igen.core.resources;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;

/** The CPUs this process may run on: its affinity, as the kernel states it ({@code Cpus_allowed_list}). */
public final class AllowedCpus {

    private AllowedCpus() {
    }

    /**
     * The CPUs this process may run on, read from {@code status} (a {@code /proc/<pid>/status}); where that cannot be
     * read or says nothing, CPUs 0 to {@code availableProcessors - 1}.
     */
    public static BitSet of(Path status, int availableProcessors) {
        try {
            BitSet cpus = ProcessCpuLimits.allowedCpus(Files.readAllLines(status));
            if (cpus != null && !cpus.isEmpty()) {
                return cpus;
            }
        } catch (IOException | RuntimeException unreadable) {
            // not Linux, or /proc hidden: the JVM's count is all there is to go by
        }
        BitSet all = new BitSet();
        all.set(0, availableProcessors);
        return all;
    }

    /** This process's CPUs. */
    public static BitSet ofThisProcess() {
        return of(Path.of("/proc/self/status"), Runtime.getRuntime().availableProcessors());
    }
}
