package io.igen.core.cli;

import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.EvaluationResult;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The rule the benchmark modules check their classes against does catch a class that breaks it. */
class CommandLineBoundaryTest {

    /** A workload that uses a converter of the command line: what the rule is there to catch. */
    static final class LeakyWorkload {
        Object refuse() {
            return new Converters.Levels();
        }
    }

    static final class SampleOptions {
        Object refuse() {
            return new Converters.Levels();
        }
    }

    @Test
    void aDomainClassUsingTheCommandLineBreaksTheRuleAndTheCommandLineLayerDoesNot() {
        EvaluationResult result = CommandLineBoundary.ONLY_THE_COMMAND_LINE_LAYER_USES_IT
                .evaluate(new ClassFileImporter().importClasses(LeakyWorkload.class, SampleOptions.class));

        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails()).singleElement().asString()
                .contains("LeakyWorkload").doesNotContain("SampleOptions");
    }
}
