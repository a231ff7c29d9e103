package io.igen.core.cli;

import io.igen.core.example.HashingCommand;
import io.igen.core.launch.LaunchCommand;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** A benchmark that names its collector gets it on every launch whose JVM options choose none. */
class LaunchCollectorTest {

    /** A benchmark measured with ZGC, as iGenRAM is. */
    static final class ZgcBenchmark extends ThreadLevelsCommand {
        @Override
        protected Optional<String> launchCollector() {
            return Optional.of("-XX:+UseZGC");
        }

        @Override
        public Integer call() {
            return 0;
        }
    }

    @Test
    void theBenchmarksCollectorGoesOnItsLaunches() {
        LaunchCommand launch = BenchmarkCommand.withCollectorOf(new ZgcBenchmark(),
                LaunchCommand.ofThisJvm(ZgcBenchmark.class, List.of("--threads", "1")));

        assertThat(launch.collector()).contains("-XX:+UseZGC");
        assertThat(launch.commandLine()).contains("-XX:+UseZGC").containsSubsequence("-XX:+UseZGC",
                ZgcBenchmark.class.getName(), "--threads", "1");
    }

    @Test
    void aCollectorTheLaunchsOptionsChooseWinsAndOnlyOneIsGiven() {
        LaunchCommand launch = BenchmarkCommand.withCollectorOf(new ZgcBenchmark(),
                LaunchCommand.ofThisJvm(ZgcBenchmark.class, List.of())).withMoreJvmOptions(List.of("-XX:+UseParallelGC"));

        assertThat(launch.commandLine()).contains("-XX:+UseParallelGC").doesNotContain("-XX:+UseZGC");
    }

    @Test
    void aBenchmarkThatNamesNoneLeavesTheChoiceToTheJvm() {
        LaunchCommand launch = BenchmarkCommand.withCollectorOf(new HashingCommand(),
                LaunchCommand.ofThisJvm(HashingCommand.class, List.of()));

        assertThat(launch.collector()).isEmpty();
        assertThat(launch.commandLine()).noneMatch(option -> option.matches("-XX:\\+Use\\w*GC"));
    }
}
