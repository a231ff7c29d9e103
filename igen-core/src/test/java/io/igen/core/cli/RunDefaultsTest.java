package io.igen.core.cli;

import io.igen.core.result.LatencyStatistic;
import io.igen.core.result.LoadThreadKind;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunDefaults;
import io.igen.core.result.WarmupMode;
import io.igen.core.workload.Level;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** A user of the command line and a user of {@code RunConfig.builder} start from the same run. */
class RunDefaultsTest {

    private static final List<Level> LEVELS = List.of(Level.ofThreads(1), Level.ofThreads(2));

    @Command(name = "igen-test")
    static final class Options {
        @Mixin
        RunOptions run;
    }

    @Test
    void theCommandLineWithNoOptionsBuildsWhatTheBuilderBuildsWithNoSettings() {
        Options parsed = new Options();
        new CommandLine(parsed).parseArgs();

        RunConfig fromCommandLine = parsed.run.config(LEVELS, null, Map.of()).build();
        RunConfig fromBuilder = RunConfig.builder(LEVELS).build();

        assertThat(fromCommandLine).usingRecursiveComparison().isEqualTo(fromBuilder);
        assertThat(parsed.run.outDirectory()).isEqualTo(Path.of(RunDefaults.OUT_DIRECTORY));
    }

    @Test
    void theDefaultsAreASteadyPrimedTenSecondWindow() {
        RunConfig config = RunConfig.builder(LEVELS).build();

        assertThat(config.warmupMode()).isEqualTo(WarmupMode.STEADY_STATE);
        assertThat(config.warmupSeconds()).isEqualTo(10);
        assertThat(config.maxWarmupSeconds()).isEqualTo(60);
        assertThat(config.prime()).isTrue();
        assertThat(config.durationSeconds()).isEqualTo(10);
        assertThat(config.maxErrorPercent()).isEqualTo(1);
        assertThat(config.slaStatistic()).isEqualTo(LatencyStatistic.MEAN);
        assertThat(config.loadThreads()).isEqualTo(LoadThreadKind.PLATFORM);
        assertThat(config.repeat()).isEqualTo(1);
    }

    @Test
    void aFixedWarmUpIsWhatWarmupGivesOnTheCommandLine() {
        Options parsed = new Options();
        new CommandLine(parsed).parseArgs("--warmup", "3", "--no-priming");

        assertThat(parsed.run.config(LEVELS, null, Map.of()).build()).usingRecursiveComparison()
                .isEqualTo(RunConfig.builder(LEVELS).fixedWarmup(3).prime(false).build());
    }

    @Test
    void helpTextsShowTheDefaultsHeld() {
        String help = new CommandLine(new Options()).getUsageMessage();

        assertThat(help).contains("at least " + RunDefaults.MIN_STEADY_WARMUP_SECONDS + " s")
                .contains("the longest priming. Default: " + RunDefaults.MAX_WARMUP_SECONDS + ".")
                .contains("the measurement window. Default: " + RunDefaults.DURATION_SECONDS + ".")
                .contains("Default: " + RunDefaults.SLA_STATISTIC.label() + ".")
                .contains("Default: " + RunDefaults.LOAD_THREADS.label() + ".")
                .contains("Default: " + RunDefaults.OUT_DIRECTORY + "/.");
    }
}
