package io.igen.oltp;

import io.igen.core.cli.Cli;
import io.igen.core.cli.OptionReference;
import org.junit.jupiter.api.Test;

import java.io.IOException;

import static org.assertj.core.api.Assertions.assertThat;

/** docs/reference/igen-oltp.md is what igen-oltp's options say, every subcommand's too. */
class OptionReferenceTest {

    @Test
    void theCommittedReferenceIsWhatTheOptionsSay() throws IOException {
        OptionReference.Page page = OptionReference.Page.of("igen-oltp", Cli.commandLine(new OltpCommand()));
        assertThat(page.committed()).as(page.stale()).isEqualTo(page.generated());
    }
}
