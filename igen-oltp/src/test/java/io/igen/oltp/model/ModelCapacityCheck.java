package io.igen.oltp.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.igen.core.stats.ScalabilityFit;
import io.igen.oltp.capacity.CapacityJson;
import io.igen.oltp.capacity.CapacityResult;
import io.igen.oltp.capacity.ForecastCheck;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Reads {@code igen-oltp capacity --model} studies and sets each against the truth computed apart from the product:
 * mean value analysis for the vertical sweep, and for the horizontal levels each station's utilisation, Erlang C's
 * mean response (Poisson arrivals) and a simulation of the paced arrivals the runner offers. Prints one table per
 * study and a line of totals; docs/capacity.md quotes them. Run after a build, with the studies' directory:
 * {@code java -cp igen-oltp/target/test-classes:igen-oltp/target/igen-oltp.jar io.igen.oltp.model.ModelCapacityCheck DIR}
 */
public final class ModelCapacityCheck {

    /** Simulated seconds of warm-up and window per horizontal level, and replications: the truth's own precision. */
    private static final double SIMULATED_WARMUP_SECONDS = 10;
    private static final double SIMULATED_WINDOW_SECONDS = 120;
    private static final int REPLICATIONS = 10;
    /** Replications of one window of the study's own length: how far a window's mean strays from the long run's. */
    private static final int WINDOWS = 80;

    private ModelCapacityCheck() {
    }

    /**
     * {@code DIR}: checks every study in it; {@code --truth STATIONS THREADS_PER_SHARD RATE SHARDS...}: prints the
     * truth of those horizontal levels, to choose a configuration before running it.
     */
    public static void main(String[] args) throws IOException {
        if (args[0].equals("--truth")) {
            ModelParameters model = ModelParameters.parse(args[1]);
            double[] mva = MeanValueAnalysis.throughputPerSecond(32, Station.of(model));
            System.out.printf(Locale.ROOT, "MVA at 1, 2, 4, 8, 16, 32 threads: %.1f %.1f %.1f %.1f %.1f %.1f%n", mva[0],
                    mva[1], mva[3], mva[7], mva[15], mva[31]);
            for (int i = 4; i < args.length; i++) {
                Truth truth = Truth.of(model, Integer.parseInt(args[i]), Integer.parseInt(args[2]),
                        Double.parseDouble(args[3]), new Window(2, 5, Double.POSITIVE_INFINITY));
                System.out.printf(Locale.ROOT, "%s shards: simulated %.2f ms, Erlang C %.2f ms, utilisation %.3f %.3f%n",
                        args[i], truth.simulatedMs, truth.erlangMs, truth.shardUtilisation, truth.hostUtilisation);
            }
            return;
        }
        List<Path> studies;
        try (Stream<Path> files = Files.list(Path.of(args[0]))) {
            studies = files.filter(file -> file.getFileName().toString().matches("igen-capacity-.*\\.json")).sorted()
                    .toList();
        }
        int[] flags = new int[6]; // saturated: right, false alarm, missed; unsteady where not saturated; mean in band
        // of a window, of the unsaturated levels
        int levels = 0;
        for (Path study : studies) {
            levels += check(new ObjectMapper().readTree(study.toFile()), CapacityJson.read(study),
                    study.getFileName().toString(), flags);
        }
        System.out.printf(Locale.ROOT, "%d studies, %d horizontal levels: saturated flags right %d, false alarms %d, "
                + "missed %d; unsteady below saturation %d; mean within its window's 95 %% band %d of %d unsaturated%n",
                studies.size(), levels, flags[0], flags[1], flags[2], flags[3], flags[4], flags[5]);
    }

    private static int check(JsonNode study, CapacityResult result, String name, int[] flags) {
        JsonNode vertical = study.path("vertical");
        JsonNode workload = vertical.path("config").path("workload");
        ModelParameters model = ModelParameters.parse(workload.path("database").asText()
                .substring(ModelSettings.DATABASE_PREFIX.length()));
        JsonNode capacity = study.path("capacity");
        double sla = capacity.path("slaMs").asDouble();
        double rate = capacity.path("ratePerThread").asDouble();
        double fraction = capacity.path("loadFraction").asDouble();
        System.out.printf(Locale.ROOT, "%n%s: --model %s --seed %s, SLA mean <= %.1f ms, %.0f%% of the peak at %.0f/s a "
                + "thread%n", name, model.spec(), workload.path("seed").asText(), sla, 100 * fraction, rate);

        Station[] network = Station.of(model);
        int maxThreads = 0;
        for (JsonNode level : vertical.path("levels")) {
            maxThreads = Math.max(maxThreads, level.path("threads").asInt());
        }
        double[] mva = MeanValueAnalysis.throughputPerSecond(maxThreads, network);
        System.out.println("vertical: threads, measured tx/s, MVA tx/s, measured/MVA, measured mean ms, MVA mean ms");
        double truePeak = 0;
        for (JsonNode level : vertical.path("levels")) {
            int threads = level.path("threads").asInt();
            double measured = level.path("throughput").asDouble();
            double truth = mva[threads - 1];
            truePeak = Math.max(truePeak, truth);
            System.out.printf(Locale.ROOT, "  %3d %9.1f %9.1f %6.3f %8.2f %8.2f%n", threads, measured, truth,
                    measured / truth, level.path("latencyMs").path("mean").asDouble(), threads * 1000 / truth);
        }
        fitAgainstTruth(vertical, model, mva);
        double measuredPeak = capacity.path("perShardPeak").path("throughput").asDouble();
        int threadsPerShard = capacity.path("threadsPerShard").asInt();
        int trueThreadsPerShard = Math.max(1, (int) Math.ceil(fraction * truePeak / rate - 1e-9));
        System.out.printf(Locale.ROOT, "peak: measured %.1f, true %.1f (%.3f); threads per shard: measured %d, true %d%n",
                measuredPeak, truePeak, measuredPeak / truePeak, threadsPerShard, trueThreadsPerShard);

        JsonNode horizontalConfig = study.path("horizontal").path("config");
        Window window = new Window(horizontalConfig.path("warmupSeconds").asDouble(),
                horizontalConfig.path("durationSeconds").asDouble(), sla);
        System.out.println("horizontal: shards, offered, achieved, measured mean ms, simulated mean ms [95 % of "
                + "windows], share of windows within the SLA, Erlang C mean ms, shard and host utilisation, saturated "
                + "measured/true, unsteady");
        Integer measuredSpot = capacity.path("sweetSpot").isMissingNode() ? null
                : capacity.path("sweetSpot").path("shards").asInt();
        Integer trueSpot = null;
        Integer trueSpotOfTruePlan = null;
        Map<Integer, Truth> truths = new HashMap<>();
        int levels = 0;
        for (JsonNode level : capacity.path("levels")) {
            int shards = level.path("shards").asInt();
            Truth truth = Truth.of(model, shards, threadsPerShard, rate, window);
            truths.put(shards, truth);
            boolean measuredSaturated = level.path("saturated").asBoolean();
            String unsteady = unsteady(study.path("horizontal"), shards);
            double measuredMs = level.path("meanMs").asDouble();
            System.out.printf(Locale.ROOT, "  %3d %8.0f %8.1f %8.2f %8.2f [%.2f, %.2f] %4.2f %8.2f  %.3f %.3f  %s/%s %s%n",
                    shards, level.path("offered").asDouble(), level.path("achieved").asDouble(), measuredMs,
                    truth.simulatedMs, truth.bandLowMs, truth.bandHighMs, truth.withinSlaShare, truth.erlangMs,
                    truth.shardUtilisation, truth.hostUtilisation, measuredSaturated ? "yes" : "no",
                    truth.saturated() ? "yes" : "no", unsteady == null ? "" : "UNSTEADY");
            flags[measuredSaturated == truth.saturated() ? 0 : measuredSaturated ? 1 : 2]++;
            if (unsteady != null && !truth.saturated()) {
                flags[3]++;
            }
            if (!truth.saturated()) {
                flags[5]++;
                if (measuredMs >= truth.bandLowMs && measuredMs <= truth.bandHighMs) {
                    flags[4]++;
                }
            }
            if (!truth.saturated() && truth.simulatedMs <= sla) {
                trueSpot = shards;
            }
            Truth ofTruePlan = Truth.of(model, shards, trueThreadsPerShard, rate, window);
            if (!ofTruePlan.saturated() && ofTruePlan.simulatedMs <= sla) {
                trueSpotOfTruePlan = shards;
            }
            levels++;
        }
        System.out.printf(Locale.ROOT, "sweet spot: measured %s, true for the measured plan %s, true for the true "
                + "plan %s%n", measuredSpot, trueSpot, trueSpotOfTruePlan);
        forecastAgainstTruth(result, model, threadsPerShard * rate, truths, trueSpot);
        return levels;
    }

    /**
     * The horizontal forecast made from the first 3, 4 and 5 levels only ({@link ForecastCheck}), its later levels
     * against the simulated truth, and its ceiling against the host station's capacity.
     */
    private static void forecastAgainstTruth(CapacityResult result, ModelParameters model, double perShard,
                                             Map<Integer, Truth> truths, Integer trueSpot) {
        System.out.printf(Locale.ROOT, "true ceiling %.2f shards, true sweet spot %s%n",
                model.hostCapacityPerSecond() / perShard, trueSpot);
        ForecastCheck.print(result, shards -> truths.get(shards).saturated() ? ", truly saturated"
                : String.format(Locale.ROOT, ", simulated %.2f ms", truths.get(shards).simulatedMs));
    }

    /**
     * The Universal Scalability Law fitted to the measured vertical levels, against what the model's truth says of
     * it: one thread's throughput is mean value analysis' at 1 thread, the ceiling the bottleneck's capacity, and no
     * coherency cost (kappa 0), so no peak.
     */
    private static void fitAgainstTruth(JsonNode vertical, ModelParameters model, double[] mva) {
        List<JsonNode> levels = new ArrayList<>();
        vertical.path("levels").forEach(levels::add);
        ScalabilityFit.of(levels.stream().mapToInt(level -> level.path("threads").asInt()).toArray(),
                levels.stream().mapToDouble(level -> level.path("throughput").asDouble()).toArray()).ifPresentOrElse(
                fit -> System.out.printf(Locale.ROOT, "USL fit: lambda %.1f %s (MVA at 1 thread %.1f), sigma %.3f %s, "
                                + "kappa %.2e %s, %s %.1f %s (capacity %.1f)%n", fit.lambda(), fit.lambdaCi95().toJson(),
                        mva[0], fit.sigma(), fit.sigmaCi95().toJson(), fit.kappa(), fit.kappaCi95().toJson(),
                        fit.peakThreads() == null ? "no peak, ceiling" : "peak at " + Math.round(fit.peakThreads())
                                + " threads,", fit.peakThroughput(), fit.peakThroughputCi95().toJson(),
                        Math.min(model.shardCapacityPerSecond(), model.hostCapacityPerSecond())),
                () -> System.out.println("USL fit: none (fewer than 4 levels, or no convergence)"));
    }

    private static String unsteady(JsonNode horizontal, int shards) {
        for (JsonNode level : horizontal.path("levels")) {
            if (level.path("level").asInt() == shards && level.hasNonNull("unsteady")) {
                return level.path("unsteady").asText();
            }
        }
        return null;
    }

    /**
     * A study's horizontal windows.
     *
     * @param warmupSeconds each level's fixed warm-up
     * @param seconds       its window
     * @param slaMs         the SLA on the mean
     */
    private record Window(double warmupSeconds, double seconds, double slaMs) {
    }

    /**
     * A paced horizontal level's truth: each station's utilisation, Erlang C's mean response, the simulated long-run
     * mean, and the middle 95 % of the means of single windows as long as the study's (their spread is what a
     * measured window can be held to) with the share of those windows within the SLA.
     */
    private record Truth(double shardUtilisation, double hostUtilisation, double erlangMs, double simulatedMs,
                         double bandLowMs, double bandHighMs, double withinSlaShare) {

        static Truth of(ModelParameters model, int shards, int threadsPerShard, double rate, Window window) {
            Station[] network = Station.of(model);
            double perShard = threadsPerShard * rate;
            double shardUtilisation = network[0].utilisation(perShard);
            double hostUtilisation = network.length > 1 ? network[1].utilisation(shards * perShard) : 0;
            double erlang = network[0].meanResponseMs(perShard)
                    + (network.length > 1 ? network[1].meanResponseMs(shards * perShard) : 0);
            double simulated = NetworkSimulation.mean(REPLICATIONS, model, shards, threadsPerShard, rate,
                    SIMULATED_WARMUP_SECONDS, SIMULATED_WINDOW_SECONDS).meanResponseMs();
            double[] windows = new double[WINDOWS];
            int withinSla = 0;
            for (int i = 0; i < WINDOWS; i++) {
                windows[i] = NetworkSimulation.run(model, shards, threadsPerShard, rate, window.warmupSeconds(),
                        window.seconds(), 1_000 + i).meanResponseMs();
                withinSla += windows[i] <= window.slaMs() ? 1 : 0;
            }
            Arrays.sort(windows);
            int tail = (int) Math.round(0.025 * WINDOWS);
            return new Truth(shardUtilisation, hostUtilisation, erlang, simulated, windows[tail],
                    windows[WINDOWS - 1 - tail], (double) withinSla / WINDOWS);
        }

        boolean saturated() {
            return shardUtilisation >= 1 || hostUtilisation >= 1;
        }
    }
}
