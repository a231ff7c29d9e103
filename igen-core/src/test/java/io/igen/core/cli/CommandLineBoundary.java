package io.igen.core.cli;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rule every benchmark module keeps: only its command and options classes ({@code *Command}, {@code *Options})
 * know the command line, {@code io.igen.core.cli}; the benchmark's own code reports bad input as a core exception.
 * Shared with the benchmark modules' tests through igen-core's test jar.
 */
public final class CommandLineBoundary {

    private CommandLineBoundary() {
    }

    /** Checks the compiled main classes of the command's package and the packages below it. */
    public static void check(Class<?> command) {
        String root = command.getPackageName();
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(root);
        // The command itself must be among them, or the rule below would pass over nothing.
        assertThat(classes.contain(command)).as("%s among the imported classes", command.getName()).isTrue();
        noClasses().that().resideInAPackage(root + "..")
                .and().haveSimpleNameNotEndingWith("Command").and().haveSimpleNameNotEndingWith("Options")
                .should().dependOnClassesThat().resideInAPackage("io.igen.core.cli")
                .check(classes);
    }
}
