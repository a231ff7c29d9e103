package io.igen.oltp;

import io.igen.core.cli.Cli;
import io.igen.core.cli.OptionReference;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;

/** docs/reference/igen-oltp.md is what igen-oltp's options say, every subcommand's too. */
class OptionReferenceTest {

    @Test
    void theCommittedReferenceIsWhatTheOptionsSay() throws IOException {
        OptionReference.check(Cli.commandLine(new OltpCommand()), Path.of("../docs/reference/igen-oltp.md"),
                "mvn -B -q -pl igen-oltp -am test -Dtest=OptionReferenceTest -Dsurefire.failIfNoSpecifiedTests=false "
                        + "-Digen.writeReference=true");
    }
}
