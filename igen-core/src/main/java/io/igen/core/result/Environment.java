package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The machine and JVM a run was measured on, captured automatically so that a result can always say
 * what produced it. Never holds credentials: JVM flags that look like secrets are redacted. In JSON one flat object,
 * the groups' figures in turn, then {@code machine} and {@code limits}; every figure also answers here by its JSON
 * name.
 *
 * @param platform the host and its operating system
 * @param hardware the CPU model, cores and memory
 * @param jvm      the JVM and how it was started
 * @param build    the iGen build that measured
 * @param machine  topology, frequencies, caches, memory modules, OS release and kernel settings; absent in
 *                 results written before it was recorded, or where the OS could not be read
 * @param limits   the CPU quota and memory limit of the driver's cgroup; absent in results written before they
 *                 were recorded
 */
public record Environment(
        @JsonUnwrapped Platform platform,
        @JsonUnwrapped Hardware hardware,
        @JsonUnwrapped Jvm jvm,
        @JsonUnwrapped BuildInfo build,
        @JsonInclude(JsonInclude.Include.NON_NULL) Machine machine,
        @JsonInclude(JsonInclude.Include.NON_NULL) ProcessLimits limits) {

    /**
     * The host and its operating system, as the JVM names them.
     *
     * @param host      the host name
     * @param addresses the host's own network addresses (interfaces that are up, loopback and link-local left out):
     *                  what tells the parts of a multi-driver run apart when their hosts share a name or are
     *                  containers named by id; empty in results written before they were recorded
     */
    public record Platform(String host, String osName, String osVersion, String osArch,
                           @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> addresses) {

        public Platform {
            addresses = addresses == null ? List.of() : List.copyOf(addresses);
        }

        /** A platform whose addresses are not known. */
        public Platform(String host, String osName, String osVersion, String osArch) {
            this(host, osName, osVersion, osArch, List.of());
        }
    }

    /**
     * The processor and memory, as the OS tells.
     *
     * @param cpuCores        physical cores, as far as the OS tells (else equal to hardware threads)
     * @param hardwareThreads the processors available to the JVM
     * @param memoryBytes     physical memory of the machine
     */
    public record Hardware(String cpuModel, int cpuCores, int hardwareThreads, long memoryBytes) {
    }

    /**
     * The JVM that ran the benchmark.
     *
     * @param jvmFlags          its input arguments, those that look like secrets redacted
     * @param garbageCollectors the names of its collectors
     * @param launchSettings    the JVM options iGen added when it started this JVM as a launch (a fixed, pre-touched
     *                          heap; they are among {@code jvmFlags} too); empty for a JVM started by hand
     *                          ({@code --in-process}) and in results written before launches had them
     */
    public record Jvm(String jvmVendor, String jvmName, String jvmVersion, List<String> jvmFlags, long maxHeapBytes,
                      List<String> garbageCollectors,
                      @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> launchSettings) {

        public Jvm {
            jvmFlags = List.copyOf(jvmFlags);
            garbageCollectors = List.copyOf(garbageCollectors);
            launchSettings = launchSettings == null ? List.of() : List.copyOf(launchSettings);
        }

        /** A JVM started by hand. */
        public Jvm(String jvmVendor, String jvmName, String jvmVersion, List<String> jvmFlags, long maxHeapBytes,
                   List<String> garbageCollectors) {
            this(jvmVendor, jvmName, jvmVersion, jvmFlags, maxHeapBytes, garbageCollectors, List.of());
        }
    }

    /** The machine and JVM in one line: "Linux 6.1.0 (amd64), AMD EPYC 7B13, 2 hardware threads, 23.5 GiB, OpenJDK ...". */
    public String summary() {
        return String.format(Locale.ROOT, "%s %s (%s), %s, %d hardware threads, %.1f GiB, %s %s, iGen %s (%s)",
                osName(), osVersion(), osArch(), cpuModel(), hardwareThreads(), memoryBytes() / (double) (1L << 30),
                jvmName(), jvmVersion(), igenVersion(), gitCommit());
    }

    /** {@link Machine#describe()}, or its lines saying "not recorded" when this result has no machine. */
    public Map<String, String> describeMachine() {
        return machine == null ? Machine.describeUnrecorded() : machine.describe();
    }

    public String host() {
        return platform.host();
    }

    public String osName() {
        return platform.osName();
    }

    public String osVersion() {
        return platform.osVersion();
    }

    public String osArch() {
        return platform.osArch();
    }

    public String cpuModel() {
        return hardware.cpuModel();
    }

    public int cpuCores() {
        return hardware.cpuCores();
    }

    public int hardwareThreads() {
        return hardware.hardwareThreads();
    }

    public long memoryBytes() {
        return hardware.memoryBytes();
    }

    public String jvmVendor() {
        return jvm.jvmVendor();
    }

    public String jvmName() {
        return jvm.jvmName();
    }

    public String jvmVersion() {
        return jvm.jvmVersion();
    }

    public List<String> jvmFlags() {
        return jvm.jvmFlags();
    }

    public long maxHeapBytes() {
        return jvm.maxHeapBytes();
    }

    public List<String> garbageCollectors() {
        return jvm.garbageCollectors();
    }

    public List<String> launchSettings() {
        return jvm.launchSettings();
    }

    /** The iGen version that measured. */
    public String igenVersion() {
        return build.version();
    }

    /** The commit the iGen jar was built from ("-dirty" when built from a changed tree). */
    public String gitCommit() {
        return build.gitCommit();
    }
}
