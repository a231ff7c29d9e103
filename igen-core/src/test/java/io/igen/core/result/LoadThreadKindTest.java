package io.igen.core.result;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class LoadThreadKindTest {

    @Test
    void virtualThreadsNeedJava21AndPlatformThreadsRunEverywhere() {
        assertThat(LoadThreadKind.VIRTUAL.runsOn(17)).isFalse();
        assertThat(LoadThreadKind.VIRTUAL.runsOn(21)).isTrue();
        assertThat(LoadThreadKind.VIRTUAL.runsOn(25)).isTrue();
        assertThat(LoadThreadKind.PLATFORM.runsOn(17)).isTrue();
    }

    @Test
    void resultsNameTheKindInLowerCase() {
        assertThat(LoadThreadKind.VIRTUAL.label()).isEqualTo("virtual");
        assertThat(LoadThreadKind.PLATFORM.label()).isEqualTo("platform");
    }
}
