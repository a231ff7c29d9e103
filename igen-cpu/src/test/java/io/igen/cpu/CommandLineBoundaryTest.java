package io.igen.cpu;

import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** Only the command and its options know the command line; the benchmark's code reports bad input as a core exception. */
class CommandLineBoundaryTest {

    @Test
    void onlyTheCommandClassesImportTheCommandLine() {
        noClasses().that().resideInAPackage("io.igen.cpu..")
                .and().haveSimpleNameNotEndingWith("Command").and().haveSimpleNameNotEndingWith("Options")
                .should().dependOnClassesThat().resideInAPackage("io.igen.core.cli")
                .check(new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                        .importPackages("io.igen.cpu"));
    }
}
