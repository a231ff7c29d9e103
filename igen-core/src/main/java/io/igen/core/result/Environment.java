package io.igen.core.result;

import java.util.List;

/**
 * The machine and JVM a run was measured on, captured automatically so that a result can always say
 * what produced it. Never holds credentials: JVM flags that look like secrets are redacted.
 *
 * @param cpuCores        physical cores, as far as the OS tells (else equal to hardware threads)
 * @param hardwareThreads the processors available to the JVM
 * @param memoryBytes     physical memory of the machine
 * @param gitCommit       the commit the iGen jar was built from ("-dirty" when built from a changed tree)
 */
public record Environment(
        String host,
        String osName,
        String osVersion,
        String osArch,
        String cpuModel,
        int cpuCores,
        int hardwareThreads,
        long memoryBytes,
        String jvmVendor,
        String jvmName,
        String jvmVersion,
        List<String> jvmFlags,
        long maxHeapBytes,
        List<String> garbageCollectors,
        String igenVersion,
        String gitCommit) {

    public Environment {
        jvmFlags = List.copyOf(jvmFlags);
        garbageCollectors = List.copyOf(garbageCollectors);
    }
}
