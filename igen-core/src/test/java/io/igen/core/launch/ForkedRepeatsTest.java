package io.igen.core.launch;

import io.igen.core.launch.LaunchCommand.EntryPoint;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A launch that ends without a result says why in its one line: the JVM's own last words, which it printed before
 * any of iGen ran. Real child JVMs (tagged slow as every test of one is, though these end within a second or two).
 */
@Tag("slow")
class ForkedRepeatsTest {

    @TempDir
    Path temp;

    @Test
    void aLaunchWhoseJvmCannotStartSaysTheJvmsReason() {
        // -Xmx1k: the JVM prints its reason on its standard output, not its error output, and exits 1
        LaunchCommand tooSmall = new LaunchCommand(List.of(), java(), List.of("-Xmx1k"),
                EntryPoint.mainClass(System.getProperty("java.class.path"), "io.igen.core.example.HashingCommand"),
                List.of());
        Path directory = temp.resolve("launch-1");
        StringWriter err = new StringWriter();

        assertThatThrownBy(() -> new ForkedRepeats(new PrintWriter(err, true)).run(tooSmall, "A 1, round 1", directory))
                .isInstanceOf(IOException.class)
                .hasMessage("A 1, round 1 ended with exit code 1 and no result file in " + directory + "; its last "
                        + "output: Error occurred during initialization of VM / Too small maximum heap");
    }

    @Test
    void aLaunchThatRejectsItsInputSaysWhatItSaidAndPassesItsErrorOutputThrough() {
        LaunchCommand unknownOption = new LaunchCommand(List.of(), java(), List.of("-Xmx64m"),
                EntryPoint.mainClass(System.getProperty("java.class.path"), "io.igen.core.example.HashingCommand"),
                List.of("--no-such-option"));
        Path directory = temp.resolve("launch-2");
        StringWriter err = new StringWriter();

        assertThatThrownBy(() -> new ForkedRepeats(new PrintWriter(err, true)).run(unknownOption, "launch 2",
                directory))
                .hasMessage("launch 2 rejected its input (exit code 2): igen-hashing: Unknown option: "
                        + "'--no-such-option' (see igen-hashing --help)");
        assertThat(err.toString()).isEqualTo("launch 2 in a fresh JVM (results in " + directory + ")"
                + System.lineSeparator() + "igen-hashing: Unknown option: '--no-such-option' (see igen-hashing --help)"
                + System.lineSeparator());
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
