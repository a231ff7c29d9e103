package io.igen.ram;

import io.igen.core.cli.Cli;
import io.igen.core.cli.OptionReference;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** docs/reference/igen-ram.md is what igen-ram's options say, every subcommand's too. */
class OptionReferenceTest {

    @Test
    void theCommittedReferenceIsWhatTheOptionsSay() throws IOException {
        Path page = Path.of("../docs/reference/igen-ram.md");
        String regenerate = "mvn -B -q -pl igen-ram -am test -Dtest=OptionReferenceTest "
                + "-Dsurefire.failIfNoSpecifiedTests=false -Digen.writeReference=true";

        String expected = OptionReference.expected(Cli.commandLine(new RamCommand()), page, regenerate);

        assertThat(page).exists();
        assertThat(Files.readString(page)).as("%s is not what the options say; rewrite it with: %s", page, regenerate)
                .isEqualTo(expected);
    }
}
