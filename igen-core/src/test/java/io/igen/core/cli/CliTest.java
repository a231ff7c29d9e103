package io.igen.core.cli;

import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.ExitCode;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.util.concurrent.Callable;

import static org.assertj.core.api.Assertions.assertThat;

class CliTest {

    @Command(name = "igen-test")
    static final class Failing implements Callable<Integer> {
        @Mixin
        RunOptions options;

        @Option(names = "--bad-input")
        boolean badInput;

        @Override
        public Integer call() {
            if (badInput) {
                throw new BadConfigurationException("the data set was loaded with 4 shards, not 8; pass --reload");
            }
            throw new IllegalStateException("the database went away", new java.io.IOException("connection reset"));
        }
    }

    @Test
    void badInputFoundWhileRunningIsOneLineAndExitTwo() {
        CliRun run = CliRun.of(new Failing(), "--bad-input");
        assertThat(run.exitCode()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(run.err()).isEqualTo("igen-test: the data set was loaded with 4 shards, not 8; pass --reload"
                + System.lineSeparator());
    }

    @Test
    void failureIsAMessageAndExitOneWithoutStackTrace() {
        CliRun run = CliRun.of(new Failing());
        assertThat(run.exitCode()).isEqualTo(ExitCode.FAILED);
        assertThat(run.err()).startsWith("igen-test: failed: the database went away: connection reset")
                .contains("--verbose");
        assertThat(run.hasStackTrace()).isFalse();
    }

    @Test
    void verboseShowsTheStackTrace() {
        CliRun run = CliRun.of(new Failing(), "--verbose");
        assertThat(run.exitCode()).isEqualTo(ExitCode.FAILED);
        assertThat(run.hasStackTrace()).isTrue();
    }
}
