package io.igen.oltp.tools.model;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The truth's own checks before it judges the product: mean value analysis and Erlang C against closed forms, and
 * against each other through a birth-death chain and the simulation.
 */
class QueueingTruthTest {

    @Test
    void oneSingleServerStationWithoutThinkTimeRunsAtItsRateAtAnyPopulation() {
        double[] throughput = MeanValueAnalysis.throughputPerSecond(8, new Station(1, 4));
        for (double perSecond : throughput) {
            assertThat(perSecond).isCloseTo(250.0, within(1e-9));
        }
    }

    @Test
    void twoEqualSingleServerStationsRunNOverNPlusOneOfTheirRate() {
        double[] throughput = MeanValueAnalysis.throughputPerSecond(6, new Station(1, 2), new Station(1, 2));
        for (int n = 1; n <= 6; n++) {
            assertThat(throughput[n - 1]).isCloseTo(500.0 * n / (n + 1), within(1e-9));
        }
    }

    @Test
    void multiServerStationsAgreeWithTheirBirthDeathChain() {
        Station shard = new Station(2, 5);
        Station host = new Station(3, 2);
        double[] mva = MeanValueAnalysis.throughputPerSecond(20, shard, host);
        for (int n = 1; n <= 20; n++) {
            assertThat(mva[n - 1]).as("%d threads", n).isCloseTo(birthDeath(n, shard, host), within(1e-6));
        }
    }

    /**
     * Two stations in a cycle with n transactions: the state is how many are at the first, a birth-death chain whose
     * stationary distribution is a product of rate ratios; throughput is the first station's mean completion rate.
     */
    private static double birthDeath(int n, Station first, Station second) {
        double[] weight = new double[n + 1];
        weight[0] = 1;
        for (int j = 1; j <= n; j++) {
            weight[j] = weight[j - 1] * second.rate(n - j + 1) / first.rate(j);
        }
        double total = 0;
        double completions = 0;
        for (int j = 0; j <= n; j++) {
            total += weight[j];
            completions += weight[j] * first.rate(j);
        }
        return completions / total * 1000;
    }

    @Test
    void erlangCIsMM1sUtilisationForOneServerAndTheTextbookValueForTwo() {
        Station single = new Station(1, 5);
        assertThat(single.waitProbability(160)).isCloseTo(0.8, within(1e-12));
        assertThat(single.meanResponseMs(160)).isCloseTo(25.0, within(1e-9));   // S / (1 - rho)

        Station pair = new Station(2, 1);
        assertThat(pair.waitProbability(1600)).isCloseTo(2 * 0.64 / 1.8, within(1e-12));   // 2 rho^2 / (1 + rho)
        assertThat(pair.utilisation(1600)).isCloseTo(0.8, within(1e-12));
        assertThat(pair.meanResponseMs(2000)).isInfinite();
    }

    @Test
    void theSimulationInStreamModeFindsMeanValueAnalysissThroughput() {
        ModelParameters model = new ModelParameters(1, 5, 2, 1);
        double[] mva = MeanValueAnalysis.throughputPerSecond(4, Station.of(model));
        for (int threads : new int[]{1, 2, 4}) {
            double simulated = NetworkSimulation.mean(4, model, 1, threads, null, 10, 200).throughputPerSecond();
            assertThat(simulated).as("%d threads", threads).isCloseTo(mva[threads - 1], within(0.02 * mva[threads - 1]));
        }
    }

    @Test
    void manyPacedThreadsArriveAlmostAsPoissonAndFewAreSmoother() {
        // One single-server shard of 5 ms at 80 %: Erlang C (M/M/1) says 25 ms. 320 threads of 0.5/s are close to
        // Poisson; 16 threads of 10/s (the capacity study's shape) wait much less.
        ModelParameters model = new ModelParameters(1, 5, 1, 0);
        double manyThreads = NetworkSimulation.mean(3, model, 1, 320, 0.5, 20, 400).meanResponseMs();
        double fewThreads = NetworkSimulation.mean(3, model, 1, 16, 10.0, 20, 400).meanResponseMs();
        assertThat(manyThreads).isCloseTo(25.0, within(2.5));
        assertThat(fewThreads).isLessThan(0.85 * manyThreads);
    }
}
