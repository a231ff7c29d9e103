package io.igen.core.cli;

import io.igen.core.example.HashingCommand;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A launch that ends before its result says why in the one line the user sees, as a new user meets it: a side of
 * {@code ab} whose JVM cannot start; that JVM ends at once, but a child JVM it is (tagged slow).
 */
@Tag("slow")
class FailedLaunchTest {

    @TempDir
    Path temp;

    @Test
    void anAbSideWhoseJvmCannotStartEndsWithTheJvmsReasonAndExitCodeOne() {
        // seed 1: B runs first in round 1, and its JVM cannot start with a heap of 1 kB
        CliRun run = CliRun.of(new HashingCommand(), "ab", "--launches", "1", "--seed", "1", "--no-launch-cache",
                "--b-jvm", "-Xmx1k", "--out", temp.toString(), "--", "--threads", "1", "--duration", "0.5");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).containsPattern("igen-hashing ab: failed: B 1, round 1 ended with exit code 1 and no "
                + "result file in \\S+/launch-1; its last output: Error occurred during initialization of VM / Too "
                + "small maximum heap\n\\(run again with --verbose for the stack trace\\)\n$");
        assertThat(run.err()).doesNotContain("A 1, round 1");
        assertThat(run.hasStackTrace()).isFalse();
    }
}
