package io.igen.oltp.tools.capacity;

import io.igen.core.result.LevelResult;
import io.igen.oltp.tools.model.ModelWorkload;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * Something every active shard's transactions use, whose use a level records beside its capacity: the host's CPU, the
 * database servers' CPU when their limits allow less than the host, each server's CPU and busiest disk as its exporter
 * tells ({@code --server-metrics}), the model's host station. The horizontal forecast reads each level's use of each
 * ({@link HorizontalForecast}).
 *
 * @param name     how reports name it
 * @param unit     what its capacity counts: "cores", "disks", "servers"
 * @param use      its mean use in a level's window, in that unit; NaN when not recorded
 * @param capacity its capacity in a level; NaN when not recorded
 */
record SharedResource(String name, String unit, ToDoubleFunction<LevelResult> use,
                      ToDoubleFunction<LevelResult> capacity) {

    /** The shared resources every study may record, in the order reports list them. */
    private static final List<SharedResource> FIXED = List.of(
            ofFigures("host CPU", "cores", List.of("hostUserCores", "hostSystemCores"),
                    List.of("hostUserCores", "hostSystemCores", "hostIowaitCores", "hostStealCores", "hostIdleCores",
                            "hostUnaccountedCores")),
            ofFigures("database servers' CPU allowance", "cores", List.of("serverCores"),
                    List.of("serverCpuAllowedCores")),
            ofFigures("model host station", "servers", List.of(ModelWorkload.HOST_BUSY_SERVERS),
                    List.of(ModelWorkload.HOST_SERVERS)));

    /** The fixed ones, then each exporter's server CPU and busiest disk, as the levels name them. */
    static List<SharedResource> in(List<LevelResult> levels) {
        List<SharedResource> resources = new ArrayList<>(FIXED);
        Set<String> servers = new LinkedHashSet<>();
        levels.forEach(level -> serverFigures(level).keySet().forEach(server -> servers.add(String.valueOf(server))));
        for (String server : servers) {
            // user and system as the host CPU's: steal is taken by other guests, not by the shards' work
            resources.add(new SharedResource("server " + server + " CPU", "cores",
                    level -> server(level, server, "userCores") + server(level, server, "systemCores"),
                    level -> server(level, server, "cpus")));
            resources.add(new SharedResource("server " + server + " busiest disk", "disks",
                    level -> server(level, server, "diskBusyPercent") / 100, level -> 1.0));
        }
        return resources;
    }

    private static SharedResource ofFigures(String name, String unit, List<String> useFigures,
                                            List<String> capacityFigures) {
        return new SharedResource(name, unit, level -> sum(level.details(), useFigures),
                level -> sum(level.details(), capacityFigures));
    }

    /** Whether the level recorded both its use and its capacity. */
    boolean recordedIn(LevelResult level) {
        return !Double.isNaN(use(level)) && !Double.isNaN(capacity(level));
    }

    /** Its mean use in the level's window; NaN when not recorded. */
    double use(LevelResult level) {
        return use.applyAsDouble(level);
    }

    /** Its capacity in the level; NaN when not recorded. */
    double capacity(LevelResult level) {
        return capacity.applyAsDouble(level);
    }

    private static Map<?, ?> serverFigures(LevelResult level) {
        return level.details().get("serverMetrics") instanceof Map<?, ?> servers ? servers : Map.of();
    }

    private static double server(LevelResult level, String server, String figure) {
        return serverFigures(level).get(server) instanceof Map<?, ?> figures
                && figures.get(figure) instanceof Number value ? value.doubleValue() : Double.NaN;
    }

    private static double sum(Map<String, Object> details, List<String> figures) {
        double sum = 0;
        for (String figure : figures) {
            if (!(details.get(figure) instanceof Number value)) {
                return Double.NaN;
            }
            sum += value.doubleValue();
        }
        return sum;
    }
}
