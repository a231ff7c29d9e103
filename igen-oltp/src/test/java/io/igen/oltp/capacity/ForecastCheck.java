package io.igen.oltp.capacity;

import io.igen.core.result.LatencyStatistic;
import io.igen.core.result.LevelResult;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * How a capacity study's forecast does when it sees only its first levels: the forecast made from the first 3, 4 and
 * 5 horizontal levels, each later level's predicted mean against the measured one (and against the truth, where the
 * caller knows it: {@code ModelCapacityCheck}). Run after a build, with study files:
 * {@code java -cp igen-oltp/target/test-classes:igen-oltp/target/igen-oltp.jar io.igen.oltp.capacity.ForecastCheck FILE...}
 */
public final class ForecastCheck {

    private ForecastCheck() {
    }

    public static void main(String[] args) throws IOException {
        for (String file : args) {
            System.out.println(file + ":");
            print(CapacityJson.read(Path.of(file)), shards -> "");
        }
    }

    /**
     * @param truthOf what the truth says of a level, as words to print after it ("" where unknown)
     */
    public static void print(CapacityResult study, IntFunction<String> truthOf) {
        List<LevelResult> levels = study.sweeps().horizontal().levels();
        CapacityFigures figures = study.capacity();
        double perShard = figures.offered().offeredPerShard();
        for (int first = 3; first <= 5 && first < levels.size(); first++) {
            Optional<HorizontalForecast> made = HorizontalForecast.of(levels.subList(0, first), perShard,
                    figures.criteria().slaMs(), figures.criteria().slaStatistic());
            if (made.isEmpty()) {
                System.out.printf(Locale.ROOT, "forecast from %d levels: none%n", first);
                continue;
            }
            HorizontalForecast forecast = made.get();
            if (forecast.bottleneck() == null) {
                System.out.printf(Locale.ROOT, "forecast from levels %s: no shared resource shown to grow with the "
                        + "load, nothing beyond them%n", forecast.fittedShards());
                continue;
            }
            StringBuilder later = new StringBuilder();
            for (LevelResult level : levels.subList(first, levels.size())) {
                HorizontalForecast.Point point = forecast.at(level.level());
                later.append(String.format(Locale.ROOT, "%n    %3d: predicted %s, measured %.2f ms, %.0f tx/s%s",
                        level.level(), point.saturated() ? "saturated"
                                : String.format(Locale.ROOT, "%.2f %s", point.meanMs(), point.meanMsCi95().toJson()),
                        level.latencyMs().mean(), HorizontalPoint.achieved(level),
                        truthOf.apply(level.level())));
            }
            System.out.printf(Locale.ROOT, "forecast from levels %s: bottleneck %s, ceiling %.2f %s shards, "
                            + "predicted sweet spot %s (measured %s)%s%n", forecast.fittedShards(),
                    forecast.bottleneck(), forecast.ceilingShards() == null ? Double.NaN : forecast.ceilingShards(),
                    forecast.ceilingCi95().known() ? List.of(forecast.ceilingCi95().low() / perShard,
                            forecast.ceilingCi95().high() / perShard).toString() : "[?]",
                    forecast.meanSlaShards(), figures.sweetSpot() == null ? null : figures.sweetSpot().shards(), later);
        }
    }
}
