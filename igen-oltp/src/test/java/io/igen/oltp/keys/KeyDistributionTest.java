package io.igen.oltp.keys;

import io.igen.oltp.shard.ShardRange;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** The laws' draws against the laws themselves, on fixed seeds: frequencies, shares, and the scatter's bijection. */
class KeyDistributionTest {

    private static final int DRAWS = 400_000;

    private static final KeyDistribution ZIPFIAN = new KeyDistribution(KeyDistribution.Kind.ZIPFIAN, 0.99, 0.2, 0.8);

    @Test
    void zipfianRanksFollowTheLaw() {
        long[] counts = draw(ZIPFIAN, 100);

        // every rank with an expected count of at least 1,000 within 5 standard deviations of it
        for (int rank = 0; rank < 100; rank++) {
            double expected = DRAWS * ZIPFIAN.zipfianProbability(rank, 100);
            assertThat((double) counts[rank]).as("rank %d", rank)
                    .isCloseTo(expected, within(5 * Math.sqrt(expected) + 1));
        }
        // and the law as a whole: Pearson's chi-square over 100 ranks (99 degrees of freedom; 99.9 % quantile 149.4)
        double chiSquare = 0;
        for (int rank = 0; rank < 100; rank++) {
            double expected = DRAWS * ZIPFIAN.zipfianProbability(rank, 100);
            chiSquare += Math.pow(counts[rank] - expected, 2) / expected;
        }
        assertThat(chiSquare).isLessThan(149.4);
    }

    @Test
    void zipfianAtYcsbsThetaGivesTheTopOnePercentOfAThousandCustomersAboutTwoFifths() {
        long[] counts = draw(ZIPFIAN, 1000);
        long top = 0;
        for (int rank = 0; rank < 10; rank++) {
            top += counts[rank];
        }
        double expectedShare = ZIPFIAN.zeta(10) / ZIPFIAN.zeta(1000);
        assertThat(expectedShare).isCloseTo(0.39, within(0.01));
        assertThat((double) top / DRAWS).isCloseTo(expectedShare, within(0.005));
    }

    @Test
    void hotspotGivesItsHotFractionItsShareOfTheDraws() {
        HotspotRanks law = new HotspotRanks(1000, 0.2, 0.8, new SplittableRandom(20_261_126L));
        long[] counts = draw(law, 1000);
        long hot = 0;
        for (int rank = 0; rank < 200; rank++) {
            hot += counts[rank];
        }
        assertThat(law.hot()).isEqualTo(200);
        assertThat((double) hot / DRAWS).isCloseTo(0.8, within(0.005));
        // uniform inside each part: a hot rank gets 0.8 / 200 of the draws, a cold one 0.2 / 800
        assertThat((double) counts[7] / DRAWS).isCloseTo(0.004, within(0.0006));
        assertThat((double) counts[700] / DRAWS).isCloseTo(0.00025, within(0.0001));
    }

    @Test
    void theScatterIsOneToOneAndItsInverseGivesTheRankBack() {
        for (long n : new long[] {1, 2, 10, 997, 1000, 4096}) {
            KeyScatter scatter = new KeyScatter(n);
            Set<Long> offsets = new HashSet<>();
            for (long rank = 0; rank < n; rank++) {
                long offset = scatter.offsetOf(rank);
                assertThat(offset).isBetween(0L, n - 1);
                assertThat(scatter.rankOf(offset)).isEqualTo(rank);
                offsets.add(offset);
            }
            assertThat(offsets).hasSize((int) n);
        }
        // the hottest customers are not neighbours
        KeyScatter scatter = new KeyScatter(1000);
        assertThat(Math.abs(scatter.offsetOf(1) - scatter.offsetOf(0))).isGreaterThan(100);
    }

    @Test
    void skewedCustomersStayInTheirShardAndKnowWhichAreFavoured() {
        ShardRange range = new ShardRange(2, 2001, 3000);
        SkewedCustomers customers = new SkewedCustomers(range, ZIPFIAN.ranks(1000, new SplittableRandom(7)));
        long favoured = 0;
        for (int i = 0; i < DRAWS; i++) {
            long customer = customers.next();
            assertThat(range.contains(customer)).isTrue();
            if (customers.favoured(customer)) {
                favoured++;
            }
        }
        assertThat((double) favoured / DRAWS).isCloseTo(0.39, within(0.01));
    }

    @Test
    void uniformSlicesFavourAFixedOnePercent() {
        // a thread's slice 1 of 4 holds 2, 6, 10, ...: 3 of the first 10 customers, the favoured 1 %
        CustomerDraw slice = CustomerSlice.ofThread(new ShardRange(0, 1, 1000), 1, 4)
                .drawnWith(new SplittableRandom(3));
        long favoured = 0;
        for (int i = 0; i < DRAWS; i++) {
            favoured += slice.favoured(slice.next()) ? 1 : 0;
        }
        assertThat((double) favoured / DRAWS).isCloseTo(3 / 250.0, within(0.001));
    }

    @Test
    void aThetaOutsideTheLawsRangeIsRefusedWithWhatIsAccepted() {
        assertThatThrownBy(() -> new KeyDistribution(KeyDistribution.Kind.ZIPFIAN, 1.2, 0.2, 0.8))
                .hasMessageContaining("--zipf-theta must be above 0 and below 1").hasMessageContaining("1.2");
        assertThatThrownBy(() -> new KeyDistribution(KeyDistribution.Kind.HOTSPOT, 0.99, 1.0, 0.8))
                .hasMessageContaining("--hotspot-data-fraction");
        assertThat(new KeyDistribution(KeyDistribution.Kind.HOTSPOT, 0.99, 0.01, 0.9).describe())
                .isEqualTo("hotspot (1% of customers, 90% of transactions)");
        assertThat(KeyDistribution.UNIFORM.describe()).isEqualTo("uniform");
    }

    private static long[] draw(KeyDistribution law, int n) {
        return draw(law.ranks(n, new SplittableRandom(20_261_126L)), n);
    }

    private static long[] draw(RankDraw ranks, int n) {
        long[] counts = new long[n];
        for (int i = 0; i < DRAWS; i++) {
            counts[(int) ranks.next()]++;
        }
        return counts;
    }
}
