package io.igen.core.result;

import io.igen.core.result.HistogramCodec;
import io.igen.core.result.ResultJson;
import io.igen.core.result.StepLatency;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** Step times from clock readings: exact counts and means, percentiles within the histogram's 1 %. */
class StepTimesTest {

    private static final long MS = 1_000_000L;

    @Test
    void eachStepRunsFromOneReadingToTheNext() {
        StepTimes times = new StepTimes(List.of("select", "commit"));
        times.record(new long[] {0, 2 * MS, 3 * MS});
        times.record(new long[] {10 * MS, 14 * MS, 15 * MS});
        times.record(new long[] {20 * MS, 26 * MS, 28 * MS});

        Map<String, StepLatency> figures = times.figures(true);

        assertThat(figures.keySet()).containsExactly("select", "commit");
        StepLatency select = figures.get("select");
        assertThat(select.count()).isEqualTo(3);
        assertThat(select.mean()).isEqualTo(4.0);
        assertThat(select.percentiles().p50()).isCloseTo(4.0, within(0.04));
        assertThat(select.percentiles().max()).isCloseTo(6.0, within(0.06));
        assertThat(figures.get("commit").mean()).isCloseTo(4 / 3.0, within(1e-12));
        assertThat(HistogramCodec.decode(select.histogram()).getTotalCount()).isEqualTo(3);
        assertThat(times.figures(false).get("select").histogram()).isNull();
    }

    @Test
    void recordersAddUpAndRefuseOtherSteps() {
        StepTimes a = new StepTimes(List.of("select"));
        StepTimes b = new StepTimes(List.of("select"));
        a.record(new long[] {0, MS});
        b.record(new long[] {0, 3 * MS});

        a.add(b);

        assertThat(a.figures(false).get("select").count()).isEqualTo(2);
        assertThat(a.figures(false).get("select").mean()).isEqualTo(2.0);
        assertThatThrownBy(() -> a.add(new StepTimes(List.of("commit"))))
                .hasMessageContaining("[commit] are not [select]");
    }

    @Test
    void partsMergeByCountAndByHistogramAndWithoutHistogramsKeepNoPercentiles() throws Exception {
        StepTimes fast = new StepTimes(List.of("select"));
        StepTimes slow = new StepTimes(List.of("select"));
        for (int i = 0; i < 90; i++) {
            fast.record(new long[] {0, MS});
        }
        for (int i = 0; i < 10; i++) {
            slow.record(new long[] {0, 100 * MS});
        }
        // as a merge reads them: from the result file
        Object fastRead = ResultJson.figure(fast.figures(true).get("select"), Map.class);

        StepLatency merged = StepLatency.merge(List.of(ResultJson.figure(fastRead, StepLatency.class),
                slow.figures(true).get("select")));

        assertThat(merged.count()).isEqualTo(100);
        assertThat(merged.mean()).isCloseTo(10.9, within(1e-9));
        assertThat(merged.percentiles().p50()).isCloseTo(1.0, within(0.01));
        assertThat(merged.percentiles().p99()).isCloseTo(100.0, within(1.0));
        StepLatency blind = StepLatency.merge(List.of(fast.figures(false).get("select"),
                slow.figures(true).get("select")));
        assertThat(blind.count()).isEqualTo(100);
        assertThat(blind.percentiles()).isNull();
    }
}
