package io.igen.oltp.run;

import io.igen.core.result.EnvironmentProbe;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunHeader;
import io.igen.core.result.RunResult;
import io.igen.core.runner.NanoClock;
import io.igen.core.runner.RunListener;
import io.igen.core.runner.StepwiseRunner;
import io.igen.core.workload.Level;
import io.igen.core.workload.Worker;
import io.igen.core.workload.Workload;

import java.util.List;

/** Runs a workload through the real stepwise runner, results kept in memory. */
final class RunFixture {

    private RunFixture() {
    }

    static <W extends Worker> RunResult run(Workload<W> workload, List<Level> levels, double warmupSeconds,
                                            double durationSeconds, Double ratePerThread, RunListener listener)
            throws Exception {
        RunConfig config = RunConfig.builder(levels).fixedWarmup(warmupSeconds).prime(false).durationSeconds(durationSeconds)
                .ratePerThread(ratePerThread).build();
        RunHeader header = new RunHeader("oltp", "transaction", EnvironmentProbe.capture(), "2026-11-21T00:00:00Z");
        return StepwiseRunner.on(NanoClock.SYSTEM).listener(listener).sink(result -> { }).build()
                .run(header, workload, config);
    }
}
