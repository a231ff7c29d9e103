package io.igen.oltp.tools;

import io.igen.core.cli.Cli;
import io.igen.core.cli.OptionReference;
import org.junit.jupiter.api.Test;

import java.io.IOException;

import static org.assertj.core.api.Assertions.assertThat;

/** docs/reference/igen-oltp.md is what igen-oltp's options say, every subcommand's too. */
class OptionReferenceTest {

    @Test
    void theCommittedReferenceIsWhatTheOptionsSay() throws IOException {
        OptionReference.Page page = OptionReference.Page.of("igen-oltp-tools", Cli.commandLine(new OltpToolsCommand()));
        assertThat(page.committed()).as(page.stale()).isEqualTo(page.generated());
    }
}
