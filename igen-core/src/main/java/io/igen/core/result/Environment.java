package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The machine and JVM a run was measured on, captured automatically so that a result can always say
 * what produced it. Never holds credentials: JVM flags that look like secrets are redacted.
 *
 * @param cpuCores        physical cores, as far as the OS tells (else equal to hardware threads)
 * @param hardwareThreads the processors available to the JVM
 * @param memoryBytes     physical memory of the machine
 * @param gitCommit       the commit the iGen jar was built from ("-dirty" when built from a changed tree)
 * @param machine         topology, frequencies, caches, memory modules, OS release and kernel settings; absent in
 *                        results written before it was recorded, or where the OS could not be read
 * @param limits          the CPU quota and memory limit of the driver's cgroup; absent in results written before they
 *                        were recorded
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
        String gitCommit,
        @JsonInclude(JsonInclude.Include.NON_NULL) Machine machine,
        @JsonInclude(JsonInclude.Include.NON_NULL) ProcessLimits limits) {

    public Environment {
        jvmFlags = List.copyOf(jvmFlags);
        garbageCollectors = List.copyOf(garbageCollectors);
    }

    /** The machine and JVM in one line: "Linux 6.1.0 (amd64), AMD EPYC 7B13, 2 hardware threads, 23.5 GiB, OpenJDK ...". */
    public String summary() {
        return String.format(Locale.ROOT, "%s %s (%s), %s, %d hardware threads, %.1f GiB, %s %s, iGen %s (%s)", osName,
                osVersion, osArch, cpuModel, hardwareThreads, memoryBytes / (double) (1L << 30), jvmName, jvmVersion,
                igenVersion, gitCommit);
    }

    /** {@link Machine#describe()}, or its lines saying "not recorded" when this result has no machine. */
    public Map<String, String> describeMachine() {
        return machine == null ? Machine.describeUnrecorded() : machine.describe();
    }
}
