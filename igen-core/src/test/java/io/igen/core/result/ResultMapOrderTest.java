package io.igen.core.result;

import io.igen.core.workload.FigureKind;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A result's maps are written in the order of their names, the same in every launch, so that two result files of the
 * same run settings compare line by line (an immutable copy's order changes from one JVM to the next).
 */
class ResultMapOrderTest {

    @Test
    void theFiguresAndEachLevelsErrorsAreWrittenInTheOrderOfTheirNames() throws Exception {
        Map<String, FigureKind> figures = new LinkedHashMap<>();
        for (String name : List.of("zeta", "alpha", "mu", "beta", "omega", "kappa")) {
            figures.put(name, FigureKind.mean("ms"));
        }
        Map<String, Long> errors = new LinkedHashMap<>();
        for (String kind : List.of("timeout", "deadlock", "lost connection", "constraint")) {
            errors.put(kind, 1L);
        }
        RunResult sample = ResultJsonGoldenTest.sparseResult();
        RunResult result = sample.toBuilder().figures(figures)
                .levels(List.of(sample.levels().get(0).toBuilder().errors(errors).build())).build();

        String json = ResultJson.toJson(result);

        assertThat(result.figures().keySet()).containsExactly("alpha", "beta", "kappa", "mu", "omega", "zeta");
        assertThat(result.levels().get(0).errors().keySet())
                .containsExactly("constraint", "deadlock", "lost connection", "timeout");
        assertThat(json).containsSubsequence("\"alpha\"", "\"beta\"", "\"kappa\"", "\"mu\"", "\"omega\"", "\"zeta\"");
        assertThat(json).containsSubsequence("\"constraint\"", "\"deadlock\"", "\"lost connection\"", "\"timeout\"");
        assertThat(ResultJson.fromJson(json).figures().keySet()).containsExactlyElementsOf(result.figures().keySet());
    }
}
