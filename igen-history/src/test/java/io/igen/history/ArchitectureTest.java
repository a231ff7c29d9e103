package io.igen.history;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

/** The layering of igen-history: store, then change, then report and cli; no cycles. */
class ArchitectureTest {

    private static final JavaClasses HISTORY = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.igen.history");

    @Test
    void theRulesSeeEveryPackage() {
        assertThat(HISTORY.stream().map(javaClass -> javaClass.getPackageName()).distinct())
                .contains("io.igen.history.store", "io.igen.history.change", "io.igen.history.report",
                        "io.igen.history.cli");
    }

    @Test
    void noCycleBetweenPackages() {
        slices().matching("io.igen.history.(*)..").should().beFreeOfCycles().check(HISTORY);
    }

    @Test
    void theStoreKnowsNothingOfChangesReportsOrCommands() {
        noClasses().that().resideInAPackage("io.igen.history.store").should().dependOnClassesThat()
                .resideInAnyPackage("io.igen.history.change", "io.igen.history.report", "io.igen.history.cli")
                .check(HISTORY);
    }

    @Test
    void changeDetectionKnowsNothingOfReportsOrCommands() {
        noClasses().that().resideInAPackage("io.igen.history.change").should().dependOnClassesThat()
                .resideInAnyPackage("io.igen.history.report", "io.igen.history.cli").check(HISTORY);
    }
}
