package io.igen.oltp.run;

import io.igen.core.result.RunConfigBuilder;
import io.igen.core.workload.Workload;

import java.io.PrintWriter;
import java.util.Map;

/**
 * What a run over shards is, whatever serves the shards: databases ({@link OltpSettings}) or a queueing model whose
 * capacity is known (igen-oltp-tools' {@code io.igen.oltp.tools.model.ModelSettings}). A command and the capacity
 * study take the levels, the load and the recorded settings from here, and the workload that runs them; the runner,
 * pacing, recording, judgments and reports are the same for both.
 */
public interface ShardedRun {

    /** Which threads load which shards at each level. */
    ScalingPlan plan();

    /** Transactions per second each thread starts under stabilised load; null in stream mode. */
    Double ratePerThread();

    /**
     * Settings for a run right after this one on the same shards: another plan and rate per thread (null for stream
     * mode), and nothing loaded again.
     */
    ShardedRun nextRun(ScalingPlan otherPlan, Double otherRatePerThread);

    /** The settings a result records, so two runs can be checked for doing the same work. Never credentials. */
    Map<String, Object> describe();

    /** A run configuration of these settings: their levels, their rate and what {@link #describe()} records. */
    default RunConfigBuilder applyTo(RunConfigBuilder config) {
        return config.levels(plan().levels()).ratePerThread(ratePerThread()).workload(describe());
    }

    /**
     * The workload that runs these settings' levels.
     *
     * @param progress where loading progress, outages and checks are told; null for none
     */
    Workload<?> workload(PrintWriter progress);
}
