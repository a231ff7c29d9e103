package io.igen.core.compare;

import io.igen.core.compare.CurvePoint.CpuPerOperation;
import io.igen.core.compare.CurvePoint.ThroughputSamples;
import io.igen.core.result.CiBasis;
import io.igen.core.result.Environment;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RepeatSample;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunResult;
import io.igen.core.result.WarmupMode;
import io.igen.core.workload.SettingRole;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * An iGen result as a curve to compare. The workload's settings are its work per operation, except those the result
 * records as circumstances ({@code config.settingRoles}): what the workload found while running (the servers it ran
 * against, what a probe could not read) and what it declares not to be the work (a limit the run is judged by, the
 * same transactions run another way). Those are listed beside the verdict, like the host's CPU.
 */
public final class IgenCurves {

    /**
     * Results written before 2026-11-27 recorded no roles; these are the settings iGenOLTP then wrote that are not the
     * work (the servers found, the limit, the session settings), so that those results still compare as they did.
     */
    static final Set<String> BEFORE_SETTING_ROLES = Set.of("shardDatabases", "shardSettings", "shardStateAtOpen",
            "shardWarnings", "maintenance", "serverCpuNotRecorded", "energy", "maxUnavailableSeconds", "isolation",
            "isolationMeaning", "maxTries", "connectPerTransaction");

    private IgenCurves() {
    }

    /** The curve of an iGen result: its work, its circumstances and a point per level. */
    public static Curve of(String source, RunResult result) {
        RunConfig config = result.config();
        Map<String, String> workload = new TreeMap<>();
        config.workload().forEach((name, value) -> {
            if (!circumstance(config, name)) {
                workload.put(name, String.valueOf(value));
            }
        });
        workload.put("operation", result.operation());
        workload.put("load", config.ratePerThread() == null ? "stream" : config.ratePerThread() + " per thread per "
                + "second");
        return new Curve(source, result.benchmark(), result.operation() + "s/s", workload, circumstances(result),
                result.levels().stream().map(IgenCurves::point).toList());
    }

    /** Whether a workload setting describes the circumstances of the work rather than the work. */
    private static boolean circumstance(RunConfig config, String name) {
        SettingRole role = config.settingRoles().get(name);
        if (role != null) {
            return role.circumstance();
        }
        return config.settingRoles().isEmpty() && BEFORE_SETTING_ROLES.contains(name);
    }

    /**
     * With repeats, one sample per launch; a single launch has one sample, its figure. Its batch means describe the
     * noise inside its window, not how another launch would differ, so they never decide a verdict.
     */
    private static CurvePoint point(LevelResult level) {
        boolean repeated = !level.samples().isEmpty();
        double[] samples = repeated
                ? level.samples().stream().mapToDouble(RepeatSample::throughput).toArray()
                : new double[] {level.throughput()};
        return new CurvePoint(level.level(), level.threads(), level.throughput(), level.latencyMs().mean(),
                new ThroughputSamples(samples, repeated ? CiBasis.REPEATS : CiBasis.WITHIN_RUN),
                new CpuPerOperation(figure(level, "driverCpuMsPerOperation"),
                        figure(level, "serverCpuMsPerOperation")));
    }

    private static double figure(LevelResult level, String name) {
        return level.details().get(name) instanceof Number number ? number.doubleValue() : Double.NaN;
    }

    /** Whether the launches started from a trained cache; not its training time or size, which differ every run. */
    private static String launchCache(String recorded) {
        if (recorded == null) {
            return "not recorded";
        }
        return recorded.startsWith("off") ? "none: launches started cold" : "ahead-of-time cache";
    }

    private static Map<String, String> circumstances(RunResult result) {
        Environment environment = result.environment();
        Map<String, String> circumstances = new LinkedHashMap<>();
        circumstances.put("host", environment.host());
        circumstances.put("cpu", environment.cpuModel() + ", " + environment.cpuCores() + " cores, "
                + environment.hardwareThreads() + " hardware threads");
        circumstances.put("memory", environment.memoryBytes() / (1 << 20) + " MiB");
        circumstances.put("os", environment.osName() + " " + environment.osVersion() + " " + environment.osArch());
        circumstances.putAll(environment.describeMachine());
        circumstances.put("jvm",
                environment.jvmVendor() + " " + environment.jvmName() + " " + environment.jvmVersion());
        circumstances.put("jvm flags", String.join(" ", environment.jvmFlags()));
        circumstances.put("launch settings", environment.launchSettings().isEmpty() ? "none (a JVM started by hand)"
                : String.join(" ", environment.launchSettings()));
        circumstances.put("process limits",
                environment.limits() == null ? "not recorded" : environment.limits().describe());
        circumstances.put("max heap", environment.maxHeapBytes() / (1 << 20) + " MiB");
        circumstances.put("garbage collectors", String.join(", ", environment.garbageCollectors()));
        circumstances.put("iGen", environment.igenVersion() + " " + environment.gitCommit());
        RunConfig config = result.config();
        circumstances.put("warm-up / duration", (config.warmupMode() == WarmupMode.FIXED ? config.warmupSeconds() + " s"
                : "steady state (" + config.warmupSeconds() + "-" + config.maxWarmupSeconds() + " s)")
                + " / " + config.durationSeconds() + " s");
        circumstances.put("repeats", Integer.toString(config.repeat()));
        circumstances.put("load threads", config.loadThreads() == null ? "platform (not recorded)"
                : config.loadThreads().label());
        if (result.repetition() != null) {
            circumstances.put("launch cache", launchCache(result.repetition().launchCache()));
        }
        new TreeMap<>(config.workload()).forEach((name, value) -> {
            if (circumstance(config, name)) {
                circumstances.put(name, String.valueOf(value));
            }
        });
        return circumstances;
    }
}
