package io.igen.cpu;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

/** Only the command and its options know the command line; the benchmark's code reports bad input as a core exception. */
class CommandLineBoundaryTest {

    @Test
    void onlyTheCommandClassesImportTheCommandLine() {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.igen.cpu");
        // The command itself must be among them, or the rule below would pass over nothing.
        assertThat(classes.contain(CpuCommand.class)).isTrue();
        noClasses().that().resideInAPackage("io.igen.cpu..")
                .and().haveSimpleNameNotEndingWith("Command").and().haveSimpleNameNotEndingWith("Options")
                .should().dependOnClassesThat().resideInAPackage("io.igen.core.cli")
                .check(classes);
    }
}
