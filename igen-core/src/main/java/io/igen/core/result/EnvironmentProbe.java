package io.igen.core.result;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/** Captures the {@link Environment} of the running JVM from the OS (Linux /proc where present) and the JVM. */
public final class EnvironmentProbe {

    /**
     * The system property that marks a JVM iGen started as a launch; its value lists the JVM options iGen added
     * (empty when the launch's own options gave them all).
     */
    public static final String LAUNCH_PROPERTY = "igen.launch";

    private static final Pattern SECRET_FLAG = Pattern.compile("(?i)(password|passwd|secret|token|credential)");

    private EnvironmentProbe() {
    }

    public static Environment capture() {
        Runtime runtime = Runtime.getRuntime();
        List<String> cpuInfo = lines(Path.of("/proc/cpuinfo"));
        return new Environment(
                new Environment.Platform(hostName(), System.getProperty("os.name"), System.getProperty("os.version"),
                        System.getProperty("os.arch"), addresses()),
                new Environment.Hardware(cpuModel(cpuInfo).orElse(System.getProperty("os.arch")),
                        physicalCores(cpuInfo).orElse(runtime.availableProcessors()), runtime.availableProcessors(),
                        memoryBytes()),
                jvm(runtime),
                BuildInfo.current(),
                MachineProbe.capture().orElse(null),
                ProcessLimits.capture());
    }

    private static Environment.Jvm jvm(Runtime runtime) {
        return new Environment.Jvm(System.getProperty("java.vm.vendor"), System.getProperty("java.vm.name"),
                System.getProperty("java.runtime.version", System.getProperty("java.version")),
                ManagementFactory.getRuntimeMXBean().getInputArguments().stream().map(EnvironmentProbe::recorded)
                        .toList(),
                runtime.maxMemory(),
                ManagementFactory.getGarbageCollectorMXBeans().stream().map(GarbageCollectorMXBean::getName).toList(),
                launchSettings());
    }

    /** The JVM options iGen added when it started this JVM as a launch, from {@value #LAUNCH_PROPERTY}. */
    public static List<String> launchSettings() {
        String added = System.getProperty(LAUNCH_PROPERTY);
        return added == null || added.isBlank() ? List.of() : List.of(added.trim().split(" "));
    }

    /** A JVM flag as the result records it: secrets hidden, a launch cache by its file name. */
    static String recorded(String flag) {
        return redact(withoutCacheDirectory(flag));
    }

    /**
     * {@code -XX:AOTCache=/tmp/igen-launch-cache-123/igen-launch.aot} as {@code -XX:AOTCache=igen-launch.aot}: each
     * series trains its cache in a new temporary directory, and two runs' flags should differ only when one of them
     * had a cache, not by where it was.
     */
    static String withoutCacheDirectory(String flag) {
        String option = "-XX:AOTCache=";
        return flag.startsWith(option) ? option + Path.of(flag.substring(option.length())).getFileName() : flag;
    }

    /** A JVM flag with its value hidden when its name suggests a secret ({@code -Ddb.password=...}). */
    static String redact(String flag) {
        int equals = flag.indexOf('=');
        if (equals > 0 && SECRET_FLAG.matcher(flag.substring(0, equals)).find()) {
            return flag.substring(0, equals + 1) + "***";
        }
        return flag;
    }

    private static String hostName() {
        String fromEnvironment = System.getenv("HOSTNAME");
        if (fromEnvironment != null && !fromEnvironment.isBlank()) {
            return fromEnvironment;
        }
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "unknown";
        }
    }

    /** The addresses of this host's interfaces that are up, without loopback and link-local ones, sorted. */
    static List<String> addresses() {
        try {
            List<String> addresses = new ArrayList<>();
            for (NetworkInterface face : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!face.isUp() || face.isLoopback()) {
                    continue;
                }
                Collections.list(face.getInetAddresses()).stream()
                        .filter(address -> !address.isLoopbackAddress() && !address.isLinkLocalAddress())
                        .map(address -> address.getHostAddress().replaceFirst("%.*$", ""))
                        .forEach(addresses::add);
            }
            return addresses.stream().sorted().distinct().toList();
        } catch (IOException unreadable) {
            return List.of(); // a result without addresses is still a result
        }
    }

    static Optional<String> cpuModel(List<String> cpuInfo) {
        return cpuInfo.stream()
                .filter(line -> line.startsWith("model name"))
                .map(line -> line.substring(line.indexOf(':') + 1).trim())
                .findFirst();
    }

    /** Distinct (physical id, core id) pairs; empty when /proc/cpuinfo does not say. */
    static Optional<Integer> physicalCores(List<String> cpuInfo) {
        Set<String> cores = new HashSet<>();
        String physicalId = "0";
        for (String line : cpuInfo) {
            if (line.startsWith("physical id")) {
                physicalId = line.substring(line.indexOf(':') + 1).trim();
            } else if (line.startsWith("core id")) {
                cores.add(physicalId + "/" + line.substring(line.indexOf(':') + 1).trim());
            }
        }
        return cores.isEmpty() ? Optional.empty() : Optional.of(cores.size());
    }

    private static long memoryBytes() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getTotalMemorySize();
        }
        return -1;
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException | RuntimeException notLinux) {
            return List.of();
        }
    }
}
