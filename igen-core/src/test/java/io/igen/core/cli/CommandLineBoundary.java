package io.igen.core.cli;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rule every benchmark module keeps: only its command and options classes ({@code *Command}, {@code *Options})
 * know the command line, {@code io.igen.core.cli}; the benchmark's own code reports bad input as a core exception.
 * Shared with the benchmark modules' tests through igen-core's test jar.
 */
public final class CommandLineBoundary {

    private static final String COMMAND_LINE = "io.igen.core.cli";

    private CommandLineBoundary() {
    }

    /**
     * The simple names of the compiled main classes, in the command's package and below, that use anything of
     * {@code io.igen.core.cli}: a module keeps the rule when they are only its command and options classes.
     */
    public static List<String> classesUsingTheCommandLine(Class<?> command) {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(command.getPackageName());
        // The command itself must be among them, or the list would be empty for want of classes.
        assertThat(classes.contain(command)).as("%s among the imported classes", command.getName()).isTrue();
        return classes.stream()
                .filter(type -> type.getDirectDependenciesFromSelf().stream()
                        .anyMatch(dependency -> dependency.getTargetClass().getPackageName().startsWith(COMMAND_LINE)))
                .map(JavaClass::getSimpleName)
                .sorted()
                .toList();
    }
}
