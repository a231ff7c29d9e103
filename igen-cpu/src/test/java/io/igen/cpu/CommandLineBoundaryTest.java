package io.igen.cpu;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import io.igen.core.cli.CommandLineBoundary;

/** Only the command line's own classes know the command line; the benchmark's code reports bad input as a core exception. */
@AnalyzeClasses(packagesOf = CpuCommand.class, importOptions = ImportOption.DoNotIncludeTests.class)
class CommandLineBoundaryTest {

    @ArchTest
    static final ArchRule COMMAND_LINE = CommandLineBoundary.ONLY_THE_COMMAND_LINE_LAYER_USES_IT;
}
