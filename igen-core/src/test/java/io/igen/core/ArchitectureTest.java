package io.igen.core;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The layering of igen-core, checked on the compiled classes: a new import that closes a cycle between packages,
 * or makes the benchmark-author interface depend on the machinery, fails the build. See each package's
 * {@code package-info.java} for what it may depend on.
 */
class ArchitectureTest {

    private static final JavaClasses CORE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.igen.core");

    @Test
    void theRulesSeeEveryPackageOfTheCore() {
        // A rule over no classes would pass whatever the imports: make sure the importer found the packages.
        assertThat(CORE.stream().map(javaClass -> javaClass.getPackageName()).distinct())
                .contains("io.igen.core.workload", "io.igen.core.runner", "io.igen.core.measure", "io.igen.core.result",
                        "io.igen.core.report", "io.igen.core.compare", "io.igen.core.merge", "io.igen.core.cli",
                        "io.igen.core.stats", "io.igen.core.metrics", "io.igen.core.resources", "io.igen.core.launch",
                        "io.igen.core.tail", "io.igen.core.output");
    }

    @Test
    void noCycleBetweenPackages() {
        slices().matching("io.igen.core.(*)..").should().beFreeOfCycles().check(CORE);
    }

    @Test
    void theBenchmarkAuthorInterfaceDependsOnNoMachinery() {
        noClasses().that().resideInAPackage("io.igen.core.workload")
                .should().dependOnClassesThat().resideInAnyPackage("io.igen.core.runner", "io.igen.core.report",
                        "io.igen.core.cli", "io.igen.core.compare", "io.igen.core.merge",
                        "io.igen.core.metrics", "io.igen.core.launch", "io.igen.core.tail", "io.igen.core.output")
                .check(CORE);
    }

    /** The report kit is exported to every module (module-info.java); the engine's writers are in output. */
    @Test
    void theReportKitKnowsNothingOfTheRunnerALaunchOrAComparison() {
        noClasses().that().resideInAPackage("io.igen.core.report")
                .should().dependOnClassesThat().resideInAnyPackage("io.igen.core.runner", "io.igen.core.launch",
                        "io.igen.core.compare", "io.igen.core.merge", "io.igen.core.output", "io.igen.core.cli")
                .check(CORE);
    }

    @Test
    void theLiveMetricsKnowNothingOfTheRunner() {
        noClasses().that().resideInAPackage("io.igen.core.metrics")
                .should().dependOnClassesThat().resideInAnyPackage("io.igen.core.runner", "io.igen.core.measure",
                        "io.igen.core.result", "io.igen.core.report", "io.igen.core.output", "io.igen.core.cli")
                .check(CORE);
    }

    /**
     * Libraries and layers one package alone may use: the Prometheus client that serves live metrics, the exposition
     * format's classes that read the servers' exporters, the command line.
     */
    @ParameterizedTest(name = "only {0} uses {1}")
    @CsvSource({"io.igen.core.metrics, io.prometheus.metrics.core..",
            "io.igen.core.metrics, io.prometheus.metrics.model..",
            "io.igen.core.metrics, io.prometheus.metrics.exporter..",
            "io.igen.core.resources, io.prometheus.metrics.expositionformats..",
            "io.igen.core.cli, io.igen.core.cli"})
    void onlyOnePackageUses(String owner, String used) {
        noClasses().that().resideOutsideOfPackage(owner)
                .should().dependOnClassesThat().resideInAPackage(used)
                .check(CORE);
    }
}
