package io.igen.cpu;

import io.igen.core.cli.Cli;
import io.igen.core.cli.OptionReference;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;

/** docs/reference/igen-cpu.md is what igen-cpu's options say, every subcommand's too. */
class OptionReferenceTest {

    @Test
    void theCommittedReferenceIsWhatTheOptionsSay() throws IOException {
        OptionReference.check(Cli.commandLine(new CpuCommand()), Path.of("../docs/reference/igen-cpu.md"),
                "mvn -B -q -pl igen-cpu -am test -Dtest=OptionReferenceTest -Dsurefire.failIfNoSpecifiedTests=false "
                        + "-Digen.writeReference=true");
    }
}
