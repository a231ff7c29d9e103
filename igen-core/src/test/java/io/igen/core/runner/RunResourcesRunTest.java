package io.igen.core.runner;

import io.igen.core.resources.ResourceMonitor;
import io.igen.core.resources.ResourceUse;
import io.igen.core.resources.ResourceUse.DriverUse;
import io.igen.core.resources.ResourceUse.HostActivity;
import io.igen.core.resources.ResourceUse.HostCpu;
import io.igen.core.result.LevelResult;
import io.igen.core.result.RunResult;
import io.igen.core.runner.StepwiseRunnerTest.ScriptedWorkload;
import io.igen.core.workload.Level;
import io.igen.core.workload.ServerSide;
import io.igen.core.workload.SessionProbe;
import io.igen.core.workload.SessionState;
import io.igen.core.workload.WaitClass;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

import static io.igen.core.runner.StepwiseRunnerTest.HEADER;
import static io.igen.core.runner.StepwiseRunnerTest.config;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * What the runner records of the machine beside each level: the resources its window used, the bound they show, and
 * what the work's database sessions waited for ({@link StepwiseRunnerTest}'s workload, on real threads).
 */
@Tag("slow")
class RunResourcesRunTest {

    /** Every window used 1.1 of 2 cores in the driver and 0.8 in servers, over exactly the window asked about. */
    static final class ScriptedResources implements ResourceMonitor {
        ServerSide started;
        final List<Long> windowLengths = new ArrayList<>();
        boolean closed;

        @Override
        public List<String> start(ServerSide servers, Consumer<ResourceUse> everySecond) {
            started = servers;
            return List.of("port 5433: nothing listens on this host");
        }

        @Override
        public Optional<ResourceUse> between(long startNanos, long endNanos) {
            windowLengths.add(endNanos - startNanos);
            return Optional.of(new ResourceUse((endNanos - startNanos) / 1e9, new HostCpu(2, 1.6, 0.3, 0, 0, 0.1),
                    new HostActivity(1_000, 30.0, 0, 0, 0, null), new DriverUse(1.1, 20, 5.0, 1), 0.8));
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    @Test
    void eachLevelRecordsWhatItsWindowUsedAndADriverTakingHalfTheHostIsAProblem() throws Exception {
        ScriptedResources resources = new ScriptedResources();
        List<String> notes = new ArrayList<>();
        RunListener listener = new RunListener() {
            @Override
            public void note(String text) {
                notes.add(text);
            }
        };
        ScriptedWorkload servedElsewhere = new ScriptedWorkload(0, 0, List.of()) {
            @Override
            ServerSide serverSide() {
                return ServerSide.servers(Set.of(5433));
            }
        };

        RunResult result = StepwiseRunner.on(NanoClock.SYSTEM).listener(listener).resources(resources).build()
                .run(HEADER, servedElsewhere, config(List.of(Level.ofThreads(1)), 1.0));

        assertThat(resources.started).isEqualTo(ServerSide.servers(Set.of(5433)));
        assertThat(resources.closed).isTrue();
        LevelResult level = result.levels().get(0);
        // asked about the window itself, not the level's warm-up; then about each second of its time series, and, for
        // its tail, the CPU pressure of each whole second of the window
        assertThat(resources.windowLengths.get(0)).isEqualTo(Math.round(level.durationSeconds() * 1e9));
        assertThat(level.timeSeries()).isNotEmpty();
        assertThat(resources.windowLengths.subList(1, resources.windowLengths.size()))
                .hasSize(level.timeSeries().size() + (int) level.durationSeconds())
                .allMatch(length -> length == 1_000_000_000L);
        assertThat((List<?>) level.details().get("resourceSeries")).hasSize(level.timeSeries().size())
                .first().isEqualTo(Map.of("startSeconds", level.timeSeries().get(0).startSeconds(), "driverCores", 1.1,
                        "serverCores", 0.8, "otherCores", 0.0, "lostCores", 0.0, "iowaitCores", 0.0, "idleCores", 0.1));
        assertThat(level.details()).containsEntry("driverCores", 1.1).containsEntry("serverCores", 0.8)
                .containsEntry("boundBy", "driver CPU").containsEntry("cpuPressurePercent", 30.0);
        assertThat((double) level.details().get("driverCpuMsPerOperation"))
                .isCloseTo(1000 * 1.1 / level.throughput(), within(1e-3));
        assertThat(result.problems()).singleElement().asString()
                .startsWith("level 1: the driver itself took 1.10 of the host's 2.00 cores");
        assertThat(result.config().workload()).containsEntry("serverCpuNotRecorded",
                List.of("port 5433: nothing listens on this host"));
        assertThat(notes).containsExactly("server CPU not recorded for port 5433: nothing listens on this host");
    }


    @Test
    void theWorkSessionsAreSampledWhileTheRunGoesOnAndTheirLockWaitsJudgeTheLevel() throws Exception {
        AtomicBoolean probeClosed = new AtomicBoolean();
        ScriptedWorkload locked = new ScriptedWorkload(0, 0, List.of()) {
            @Override
            ServerSide serverSide() {
                return ServerSide.servers(Set.of(5433));
            }

            @Override
            Optional<SessionProbe> sessionProbe() {
                return Optional.of(new SessionProbe() {
                    @Override
                    public List<SessionState> sample() {
                        return List.of(new SessionState(WaitClass.LOCK, "Lock:relation"),
                                new SessionState(WaitClass.CPU, "CPU"));
                    }

                    @Override
                    public void close() {
                        probeClosed.set(true);
                    }
                });
            }
        };

        RunResult result = StepwiseRunner.on(NanoClock.SYSTEM).resources(new ScriptedResources()).build()
                .run(HEADER, locked,
                config(List.of(Level.ofThreads(1)), 1.0));

        Map<String, Object> details = result.levels().get(0).details();
        // one-sided: about ten samples a second, at least one in a 1 s window however busy the machine
        assertThat((Integer) details.get("sessionSamples")).isPositive();
        assertThat(details).containsEntry("sessionLockPercent", 50.0).containsEntry("sessionCpuPercent", 50.0)
                .containsEntry("sessionsPerSample", 2.0).containsEntry("boundBy", "lock waits")
                .containsEntry("sessionTopWaits", "CPU 50.0 %, Lock:relation 50.0 %");
        assertThat(probeClosed).isTrue();
    }
}
