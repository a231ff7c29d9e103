package io.igen.ram;

import io.igen.core.cli.Cli;
import io.igen.core.cli.OptionReference;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;

/** docs/reference/igen-ram.md is what igen-ram's options say, every subcommand's too. */
class OptionReferenceTest {

    @Test
    void theCommittedReferenceIsWhatTheOptionsSay() throws IOException {
        OptionReference.check(Cli.commandLine(new RamCommand()), Path.of("../docs/reference/igen-ram.md"),
                "mvn -B -q -pl igen-ram -am test -Dtest=OptionReferenceTest -Dsurefire.failIfNoSpecifiedTests=false "
                        + "-Digen.writeReference=true");
    }
}
