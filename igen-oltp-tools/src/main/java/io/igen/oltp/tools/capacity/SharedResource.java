package io.igen.oltp.tools.capacity;

import io.igen.core.result.LevelResult;
import io.igen.oltp.tools.model.ModelWorkload;

import java.util.List;
import java.util.Map;

/**
 * Something every active shard's transactions use, whose use a level records beside its capacity: the host's CPU, the
 * database servers' CPU when their limits allow less than the host, the model's host station. The horizontal
 * forecast reads each level's use of each ({@link HorizontalForecast}).
 *
 * @param name         how reports name it
 * @param unit         what its capacity counts: "cores", "servers"
 * @param useFigures   the level figures that add up to its use in the window, in that unit
 * @param capacityFigures the level figures that add up to its capacity
 */
record SharedResource(String name, String unit, List<String> useFigures, List<String> capacityFigures) {

    /** The shared resources a level may record, in the order reports list them. */
    static final List<SharedResource> ALL = List.of(
            new SharedResource("host CPU", "cores", List.of("hostUserCores", "hostSystemCores"),
                    List.of("hostUserCores", "hostSystemCores", "hostIowaitCores", "hostStealCores", "hostIdleCores",
                            "hostUnaccountedCores")),
            new SharedResource("database servers' CPU allowance", "cores", List.of("serverCores"),
                    List.of("serverCpuAllowedCores")),
            new SharedResource("model host station", "servers", List.of(ModelWorkload.HOST_BUSY_SERVERS),
                    List.of(ModelWorkload.HOST_SERVERS)));

    /** Whether the level recorded both its use and its capacity. */
    boolean recordedIn(LevelResult level) {
        return !Double.isNaN(use(level)) && !Double.isNaN(capacity(level));
    }

    /** Its mean use in the level's window; NaN when not recorded. */
    double use(LevelResult level) {
        return sum(level.details(), useFigures);
    }

    /** Its capacity in the level; NaN when not recorded. */
    double capacity(LevelResult level) {
        return sum(level.details(), capacityFigures);
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
