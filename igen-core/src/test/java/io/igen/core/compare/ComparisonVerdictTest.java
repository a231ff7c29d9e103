package io.igen.core.compare;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.igen.core.compare.CurvePoint.CpuPerOperation;
import io.igen.core.compare.CurvePoint.ThroughputSamples;
import io.igen.core.output.ComparisonJson;
import io.igen.core.output.ComparisonText;
import io.igen.core.report.Numbers;
import io.igen.core.result.CiBasis;
import io.igen.core.stats.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** Ratios with intervals and verdicts between runs with repeats, and their JSON form. */
class ComparisonVerdictTest {

    @TempDir
    Path temp;

    @Test
    void aRealDifferenceIsHigherATightMatchSameAndAWideOneInconclusive() throws Exception {
        Comparison comparison = comparison(
                curve("a.json", point(1, 100, 98, 100, 102), point(2, 200, 196, 200, 204), point(4, 400, 399, 400,
                        401)),
                curve("b.json", point(1, 150, 147, 150, 153), point(2, 202, 190, 202, 214), point(4, 401, 400, 401,
                        402)));

        List<ThroughputRatio> ratios = comparison.ratiosAtLevels(1);
        assertThat(ratios.get(0).estimate().verdict()).isEqualTo(Verdict.HIGHER);
        assertThat(ratios.get(0).estimate().ratio()).isCloseTo(1.5, within(1e-12));
        assertThat(ratios.get(0).estimate().ci95().contains(1.5)).isTrue();
        assertThat(ratios.get(1).estimate().verdict()).isEqualTo(Verdict.INCONCLUSIVE);
        assertThat(ratios.get(1).inconclusiveBecause()).isEqualTo("interval wider than the tolerance");
        assertThat(ratios.get(2).estimate().verdict()).isEqualTo(Verdict.SAME);
        assertThat(comparison.ratioAtPeak(1).level()).isEqualTo(4);
        assertThat(ComparisonText.render(comparison)).contains("higher", "same", "inconclusive", "[1.43, 1.57]",
                "3 launches", "within ±5% of 1");
        assertThat(comparison.uncertaintyNotes()).singleElement().asString().contains("reaches past ±5%",
                "--repeat auto");
    }

    @Test
    void theJsonFileHasEveryRatioWithItsIntervalAndVerdict() throws Exception {
        Comparison comparison = comparison(
                curve("a.json", point(1, 200, 198, 200, 202)),
                curve("b.json", point(1, 100, 99, 100, 101)));
        Path file = temp.resolve("igen-compare.json");

        ComparisonJson.write(List.of(comparison), file);

        JsonNode run = new ObjectMapper().readTree(file.toFile()).path("comparisons").get(0).path("runs").get(0);
        JsonNode level = run.path("levels").get(0);
        assertThat(level.path("level").asInt()).isEqualTo(1);
        assertThat(level.path("throughputRatio").asDouble()).isCloseTo(0.5, within(1e-12));
        assertThat(level.path("throughputRatioCi95").size()).isEqualTo(2);
        assertThat(level.path("throughputRatioCi95").get(1).asDouble()).isLessThan(1);
        assertThat(level.path("verdict").asText()).isEqualTo("lower");
        assertThat(level.path("launches").asInt()).isEqualTo(3);
        assertThat(level.has("inconclusiveBecause")).isFalse();
        assertThat(run.path("peak").path("verdict").asText()).isEqualTo("lower");
    }

    @Test
    void aSingleLaunchIsInconclusiveEvenAgainstAFarDifferentOne() throws Exception {
        Comparison comparison = comparison(
                curve("a.json", new CurvePoint(1, 1, 100, 1,
                        new ThroughputSamples(new double[] {100}, CiBasis.WITHIN_RUN), CpuPerOperation.UNKNOWN)),
                curve("b.json", point(1, 200, 198, 200, 202)));
        Path file = temp.resolve("igen-compare.json");

        ThroughputRatio ratio = comparison.ratiosAtLevels(1).get(0);
        ComparisonJson.write(List.of(comparison), file);

        assertThat(ratio.estimate().verdict()).isEqualTo(Verdict.INCONCLUSIVE);
        assertThat(ratio.inconclusiveBecause()).isEqualTo("one launch");
        assertThat(ComparisonText.rows(comparison).get(1)).contains("2.00x", "[?]", "inconclusive (1 launch)");
        assertThat(comparison.uncertaintyNotes()).singleElement().asString()
                .contains("[1] is a single launch", "--repeat auto", "igen-cpu ab");
        JsonNode level = new ObjectMapper().readTree(file.toFile()).path("comparisons").get(0).path("runs").get(0)
                .path("levels").get(0);
        assertThat(level.path("verdict").asText()).isEqualTo("inconclusive");
        assertThat(level.path("inconclusiveBecause").asText()).isEqualTo("one launch");
        assertThat(level.path("throughputRatioCi95").get(0).isNull()).isTrue();
    }

    @Test
    void aDuetsLaunchesAreJudgedPairByPair() throws Exception {
        // launch i of both sides ran at once: the host's swing (100 to 200) falls on both, B is 4-6 % ahead in each
        List<List<Curve>> files = List.of(List.of(curve("a.json", point(28, 142.5, 100, 200, 150, 120))),
                List.of(curve("b.json", point(28, 149.5, 105, 208, 159, 126))));
        Comparison paired = Comparison.of(files, 0.05, true).get(0);
        Comparison unpaired = Comparison.of(files, 0.05, false).get(0);
        Path file = temp.resolve("paired.json");
        ComparisonJson.write(List.of(paired), file);

        ThroughputRatio ratio = paired.ratiosAtLevels(1).get(0);
        assertThat(ratio.estimate().verdict()).isEqualTo(Verdict.HIGHER);
        assertThat(ratio.estimate().ci95().low()).isGreaterThan(1.02);
        assertThat(ratio.detectableChangePercent()).isCloseTo(1.631, within(0.05));
        assertThat(unpaired.ratiosAtLevels(1).get(0).estimate().verdict()).isEqualTo(Verdict.INCONCLUSIVE);
        assertThat(ComparisonText.render(paired)).contains("paired: launch i of each side ran at the same time");
        // the table's interval is the pairs' too, as in the JSON
        assertThat(ComparisonText.rows(paired).get(1)).contains(Numbers.interval(ratio.estimate().ci95(), "%.2f"),
                "higher");
        assertThat(ComparisonText.rows(unpaired).get(1)).contains("inconclusive");
        assertThat(ComparisonText.render(unpaired)).doesNotContain("paired:");
        assertThat(new ObjectMapper().readTree(file.toFile()).path("comparisons").get(0).path("paired").asBoolean())
                .isTrue();
    }

    private static Comparison comparison(Curve... curves) throws IncomparableRunsException {
        return Comparison.of(List.of(curves).stream().map(List::of).toList()).get(0);
    }

    private static Curve curve(String source, CurvePoint... points) {
        return new Curve(source, "cpu", "fractals/s", Map.of(), Map.of("host", "h"), List.of(points));
    }

    private static CurvePoint point(int level, double throughput, double... samples) {
        return new CurvePoint(level, level, throughput, 1.0, new ThroughputSamples(samples, CiBasis.REPEATS),
                CpuPerOperation.UNKNOWN);
    }
}
