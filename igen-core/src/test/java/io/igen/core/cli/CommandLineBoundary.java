package io.igen.core.cli;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;

import java.util.Arrays;
import java.util.List;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The rule every benchmark module keeps: only its command-line layer ({@code *Command}, {@code *Options} and
 * {@code *Converters} classes, and the classes nested in them) knows the command line, {@code io.igen.core.cli}; the
 * benchmark's own code reports bad input as a core exception. Shared with the benchmark modules' tests through
 * igen-core's test jar; each module checks its own main classes ({@link #violationsIn}).
 */
public final class CommandLineBoundary {

    private static final List<String> LAYER_SUFFIXES = List.of("Command", "Options", "Converters");

    private static final DescribedPredicate<JavaClass> COMMAND_LINE_LAYER = DescribedPredicate.describe(
            "in the command-line layer (*Command, *Options, *Converters, or nested in one)", type -> {
                String nesting = type.getName().substring(type.getPackageName().length() + 1);
                return Arrays.stream(nesting.split("\\$"))
                        .anyMatch(name -> LAYER_SUFFIXES.stream().anyMatch(name::endsWith));
            });

    /** Fails on a class outside the command-line layer that uses {@code io.igen.core.cli}, and on no classes at all. */
    public static final ArchRule ONLY_THE_COMMAND_LINE_LAYER_USES_IT = noClasses()
            .that(DescribedPredicate.not(COMMAND_LINE_LAYER))
            .should().dependOnClassesThat().resideInAPackage("io.igen.core.cli..")
            .because("domain code reports bad input as io.igen.core.workload.BadConfigurationException");

    private CommandLineBoundary() {
    }

    /**
     * The rule's violations among the main classes of the command's package and below: empty when the module keeps
     * it. The command itself must be among the classes, so an empty import cannot pass.
     */
    public static List<String> violationsIn(Class<?> command) {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(command.getPackageName());
        if (!classes.contain(command)) {
            return List.of(command.getName() + " is not among the imported classes");
        }
        return ONLY_THE_COMMAND_LINE_LAYER_USES_IT.evaluate(classes).getFailureReport().getDetails();
    }
}
