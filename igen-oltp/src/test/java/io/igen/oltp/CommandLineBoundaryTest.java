package io.igen.oltp;

import io.igen.core.cli.CommandLineBoundary;
import org.junit.jupiter.api.Test;

/** Only the command and its options know the command line; the benchmark's code reports bad input as a core exception. */
class CommandLineBoundaryTest {

    @Test
    void onlyTheCommandClassesImportTheCommandLine() {
        CommandLineBoundary.check(OltpCommand.class);
    }
}
