package io.igen.core.compare;

import io.igen.core.result.Environment;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunResult;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/** An iGen result as a curve to compare. */
final class IgenCurves {

    private IgenCurves() {
    }

    static Curve of(String source, RunResult result) {
        RunConfig config = result.config();
        Map<String, String> workload = new TreeMap<>();
        config.workload().forEach((name, value) -> workload.put(name, String.valueOf(value)));
        workload.put("operation", result.operation());
        workload.put("load", config.ratePerThread() == null ? "stream" : config.ratePerThread() + " per thread per second");
        return new Curve(source, result.benchmark(), result.operation() + "s/s", workload, circumstances(result),
                result.levels().stream()
                        .map(level -> new CurvePoint(level.level(), level.threads(), level.throughput(),
                                level.latencyMs().mean()))
                        .toList());
    }

    private static Map<String, String> circumstances(RunResult result) {
        Environment environment = result.environment();
        Map<String, String> circumstances = new LinkedHashMap<>();
        circumstances.put("host", environment.host());
        circumstances.put("cpu", environment.cpuModel() + ", " + environment.cpuCores() + " cores, "
                + environment.hardwareThreads() + " hardware threads");
        circumstances.put("memory", environment.memoryBytes() / (1 << 20) + " MiB");
        circumstances.put("os", environment.osName() + " " + environment.osVersion() + " " + environment.osArch());
        circumstances.put("jvm", environment.jvmVendor() + " " + environment.jvmName() + " " + environment.jvmVersion());
        circumstances.put("jvm flags", String.join(" ", environment.jvmFlags()));
        circumstances.put("max heap", environment.maxHeapBytes() / (1 << 20) + " MiB");
        circumstances.put("garbage collectors", String.join(", ", environment.garbageCollectors()));
        circumstances.put("iGen", environment.igenVersion() + " " + environment.gitCommit());
        circumstances.put("warm-up / duration", result.config().warmupSeconds() + " s / " + result.config().durationSeconds() + " s");
        return circumstances;
    }
}
