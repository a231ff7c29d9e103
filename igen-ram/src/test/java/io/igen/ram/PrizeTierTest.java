package io.igen.ram;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PrizeTierTest {

    @Test
    void nineTiersHighestFirstAsTheIssueListsThem() {
        assertThat(Arrays.stream(PrizeTier.values()).map(PrizeTier::label))
                .containsExactly("5+Mega", "5", "4+Mega", "4", "3+Mega", "3", "2+Mega", "1+Mega", "Mega");
    }

    @Test
    void everyWinningCombinationMapsToItsTier() {
        for (PrizeTier tier : PrizeTier.values()) {
            assertThat(PrizeTier.of(tier.matches(), tier.megaMatched())).contains(tier);
        }
    }

    @Test
    void twoOrFewerNumbersWithoutTheMegaWinNothing() {
        assertThat(PrizeTier.of(0, false)).isEmpty();
        assertThat(PrizeTier.of(1, false)).isEmpty();
        assertThat(PrizeTier.of(2, false)).isEmpty();
    }

    @Test
    void thereAreTwelveCombinationsAndNineOfThemWin() {
        int winning = 0;
        for (int matches = 0; matches <= LottoRules.NUMBERS_PER_TICKET; matches++) {
            for (boolean mega : new boolean[] {false, true}) {
                winning += PrizeTier.of(matches, mega).isPresent() ? 1 : 0;
            }
        }
        assertThat(winning).isEqualTo(9);
        assertThat(PrizeTier.keyCount()).isEqualTo(12);
    }

    @Test
    void refusesImpossibleMatchCounts() {
        assertThatThrownBy(() -> PrizeTier.of(6, true)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PrizeTier.of(-1, false)).isInstanceOf(IllegalArgumentException.class);
    }
}
