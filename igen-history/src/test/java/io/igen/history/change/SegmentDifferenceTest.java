package io.igen.history.change;

import org.apache.commons.math3.stat.inference.TTest;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class SegmentDifferenceTest {

    @Test
    void withOneLaunchARunItIsStudentsTOnTheRunValues() {
        double[] before = {100, 102, 98, 101, 99};
        double[] after = {95, 96, 94, 97};

        SegmentDifference test = SegmentDifference.of(runs(before), runs(after));

        assertThat(test.pValue()).isCloseTo(new TTest().homoscedasticTTest(before, after), within(1e-12));
        assertThat(test.meanBefore()).isCloseTo(100, within(1e-12));
        assertThat(test.meanAfter()).isCloseTo(95.5, within(1e-12));
    }

    @Test
    void launchesThatAgreeInsideRunsThatDifferAreNotTakenForIndependentSamples() {
        // three launches a run, almost equal; the runs differ by 2 either way: their own noise, not a change
        List<double[]> before = List.of(new double[] {100, 100.1, 99.9}, new double[] {102, 102.1, 101.9},
                new double[] {98, 98.1, 97.9});
        List<double[]> after = List.of(new double[] {102, 102.1, 101.9}, new double[] {104, 104.1, 103.9},
                new double[] {100, 100.1, 99.9});
        double[] allBefore = before.stream().flatMapToDouble(Arrays::stream).toArray();
        double[] allAfter = after.stream().flatMapToDouble(Arrays::stream).toArray();

        double naive = new TTest().homoscedasticTTest(allBefore, allAfter);
        SegmentDifference test = SegmentDifference.of(before, after);

        // the same difference of means: as if the nine launches a side were independent, p < 0.05; as three runs a
        // side, about 0.29
        assertThat(naive).isLessThan(0.05);
        assertThat(test.pValue()).isCloseTo(new TTest().homoscedasticTTest(new double[] {100, 102, 98},
                new double[] {102, 104, 100}), within(0.01)).isGreaterThan(0.2);
    }

    @Test
    void aRunOfManyLaunchesWeighsWhatARunOfFewDoes() {
        // --repeat auto's runs differ in launches: the runs are the units, so the segment's figure is their means' mean
        List<double[]> before = List.of(new double[] {90, 90.2, 89.8, 90.1, 89.9, 90, 90.1, 89.9, 90},
                new double[] {100}, new double[] {110, 110.2, 109.8});
        List<double[]> after = List.of(new double[] {100, 100.1}, new double[] {101}, new double[] {99, 99.2});

        SegmentDifference test = SegmentDifference.of(before, after);

        assertThat(test.meanBefore()).isCloseTo(100, within(1e-9));
        assertThat(test.meanAfter()).isCloseTo(100.05, within(1e-9));
        // runs 10 apart before, 1 apart after: nothing to see in a difference of 0.05
        assertThat(test.pValue()).isGreaterThan(0.9);
    }

    @Test
    void oneRunASideCannotTellAChangeFromTheRunsOwnVariance() {
        SegmentDifference test = SegmentDifference.of(List.of(new double[] {100, 100.5, 99.5}),
                List.of(new double[] {80, 80.5, 79.5}));

        assertThat(test.pValue()).isEqualTo(1);
    }

    private static List<double[]> runs(double[] values) {
        return Arrays.stream(values).mapToObj(value -> new double[] {value}).toList();
    }
}
