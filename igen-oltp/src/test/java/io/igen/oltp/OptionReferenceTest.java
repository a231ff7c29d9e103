package io.igen.oltp;

import io.igen.core.cli.Cli;
import io.igen.core.cli.OptionReference;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** docs/reference/igen-oltp.md is what igen-oltp's options say, every subcommand's too. */
class OptionReferenceTest {

    @Test
    void theCommittedReferenceIsWhatTheOptionsSay() throws IOException {
        Path page = Path.of("../docs/reference/igen-oltp.md");
        String regenerate = "mvn -B -q -pl igen-oltp -am test -Dtest=OptionReferenceTest "
                + "-Dsurefire.failIfNoSpecifiedTests=false -Digen.writeReference=true";

        String expected = OptionReference.expected(Cli.commandLine(new OltpCommand()), page, regenerate);

        assertThat(page).exists();
        assertThat(Files.readString(page)).as("%s is not what the options say; rewrite it with: %s", page, regenerate)
                .isEqualTo(expected);
    }
}
