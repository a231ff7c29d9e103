package io.igen.cpu;

import io.igen.core.cli.Cli;
import io.igen.core.cli.OptionReference;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** docs/reference/igen-cpu.md is what igen-cpu's options say, every subcommand's too. */
class OptionReferenceTest {

    @Test
    void theCommittedReferenceIsWhatTheOptionsSay() throws IOException {
        Path page = Path.of("../docs/reference/igen-cpu.md");
        String regenerate = "mvn -B -q -pl igen-cpu -am test -Dtest=OptionReferenceTest "
                + "-Dsurefire.failIfNoSpecifiedTests=false -Digen.writeReference=true";

        String expected = OptionReference.expected(Cli.commandLine(new CpuCommand()), page, regenerate);

        assertThat(page).exists();
        assertThat(Files.readString(page)).as("%s is not what the options say; rewrite it with: %s", page, regenerate)
                .isEqualTo(expected);
    }
}
