package io.igen.oltp.tools.capacity;

import io.igen.core.report.ConsoleTable;
import io.igen.core.result.Environment;
import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import io.igen.core.workload.LevelSpec;
import io.igen.core.workload.Workload;
import io.igen.oltp.run.OltpWorkload;
import io.igen.oltp.run.ScalingPlan;
import io.igen.oltp.run.ShardedRun;
import io.igen.oltp.txn.OrderEntryTransaction;

import java.io.IOException;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.Map;

/**
 * The headline methodology in one run: thread levels on shard 0 alone in stream mode find one shard's peak; each
 * shard is then offered a fraction of it in stabilised load ({@link CapacityPlan}), and the active shards grow level
 * by level on the same data. Both sweeps are ordinary runs of the settings' workload ({@link OltpWorkload} on
 * databases, the model's with {@code --model}) through {@code Sweeps}, the path
 * every command runs levels by (progress, live metrics, resources, SIGINT), handed in as a {@link Sweeper}; the study result is rewritten after every
 * level of either, and an interrupted sweep is written with the problem before the JVM exits with 130.
 */
public final class CapacityStudy {

    /** Runs one sweep of levels the way every command does ({@code Sweeps}, handed in by the command). */
    @FunctionalInterface
    public interface Sweeper {
        RunResult run(RunHeader header, Workload<?> workload, RunConfig config, Keeper keeper) throws Exception;
    }

    /** Keeps the study's result after every level of a sweep. */
    @FunctionalInterface
    public interface Keeper {
        void write(RunResult result) throws IOException;
    }

    /**
     * What the study is asked to do besides the first sweep's settings.
     *
     * @param latencyLimitMs the paced horizontal sweep's latency limit ({@code --latency-limit-ms}); null for none
     */
    record Request(LevelSpec shardLevels, double loadFraction, double ratePerThread, Double latencyLimitMs,
                   boolean quiet) {
    }

    private final ShardedRun firstShard;
    private final RunConfig vertical;
    private final Request request;
    private final PrintWriter out;
    private final PrintWriter err;
    private final Sweeper sweeps;
    private CapacityResult current;

    /**
     * @param firstShard the settings of the vertical sweep ({@link ScalingPlan#firstShard}), loading every shard (a
     *                   database's) or none (the model's)
     * @param vertical   the vertical sweep's configuration; the horizontal sweep takes its windows, SLA and error
     *                   limit, its own levels and rate, and no priming (the JIT is warm by then)
     */
    CapacityStudy(ShardedRun firstShard, RunConfig vertical, Request request, Sweeper sweeps, PrintWriter out,
                  PrintWriter err) {
        this.firstShard = firstShard;
        this.sweeps = sweeps;
        this.vertical = vertical;
        this.request = request;
        this.out = out;
        this.err = err;
    }

    /** Runs both sweeps, writing the files after every level; the JSON and HTML at the end. */
    CapacityResult run(CapacityFiles files, Instant startedAt) throws Exception {
        Environment environment = EnvironmentProbe.capture();
        RunHeader header = new RunHeader("oltp", "transaction", environment, startedAt.toString());
        current = CapacityResult.started(environment.igenVersion(), header.startedAt());
        files.write(current);

        say("step 1 of 2, vertical: threads " + levelsOf(vertical) + " on shard 0 alone, stream mode");
        RunResult verticalRun = sweep(header, firstShard, vertical, files, true);
        out.print(ConsoleTable.render(verticalRun));
        if (verticalRun.peak() == null) {
            files.finish(current);
            throw new IllegalStateException("the vertical sweep committed no transaction on shard 0, so there is no "
                    + "peak to offer a share of; see " + files.json());
        }
        ShardPeak peak = ShardPeak.of(verticalRun.peak(), OrderEntryTransaction.STATEMENTS);
        CapacityPlan plan = new CapacityPlan(peak.throughput(), request.loadFraction(), request.ratePerThread());

        ShardedRun horizontal = firstShard.nextRun(ScalingPlan.shards(request.shardLevels(), plan.threadsPerShard(),
                firstShard.plan().partitioning()), request.ratePerThread());
        RunConfig horizontalConfig = horizontalConfig(horizontal);
        say("step 2 of 2, horizontal: active shards " + request.shardLevels() + ", each offered "
                + Math.round(plan.offeredPerShard()) + " transactions/s (" + plan.threadsPerShard() + " threads x "
                + horizontal.ratePerThread() + "/s)");
        RunResult horizontalRun = sweep(header, horizontal, horizontalConfig, files, false);
        out.print(ConsoleTable.render(horizontalRun));

        CapacityFigures figures = CapacityFigures.of(peak, plan, horizontalRun, horizontalConfig.slaMs(),
                horizontalConfig.slaStatistic(), OrderEntryTransaction.STATEMENTS)
                .withVerticalFit(CapacityFigures.fitOf(verticalRun));
        current = current.withCapacity(figures);
        files.finish(current);
        out.print(CapacityText.render(figures));
        current.problems().forEach(problem -> out.println("PROBLEM: " + problem));
        out.println("results: " + String.join(", ", files.paths().stream().map(Object::toString).toList()));
        out.flush();
        return current;
    }

    private RunResult sweep(RunHeader study, ShardedRun settings, RunConfig config, CapacityFiles files,
                            boolean isVertical) throws Exception {
        Workload<?> workload = settings.workload(request.quiet() ? null : err);
        RunHeader header = new RunHeader(study.benchmark(), study.operation(), study.environment(), study.startedAt());
        return sweeps.run(header, workload, config, result -> {
            current = isVertical ? current.withVertical(result) : current.withHorizontal(result);
            files.write(current);
        });
    }

    /** The vertical configuration's windows and limits, with the horizontal levels, rate and settings. */
    private RunConfig horizontalConfig(ShardedRun horizontal) {
        Map<String, Object> workload = horizontal.describe();
        workload.put("loadFraction", request.loadFraction());
        return horizontal.applyTo(vertical.toBuilder()).workload(workload).latencyLimitMs(request.latencyLimitMs())
                .build();
    }

    private static String levelsOf(RunConfig config) {
        return String.join(",", config.levels().stream().map(level -> Integer.toString(level.threads())).toList());
    }

    private void say(String line) {
        if (!request.quiet()) {
            err.println(line);
            err.flush();
        }
    }

}
