package io.igen.core.workload;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SplitMix64Test {

    @Test
    void matchesTheReferenceGenerator() {
        // The first two outputs of the reference SplitMix64 seeded with 0 (its state advances by the gamma).
        assertThat(SplitMix64.mix(0)).isEqualTo(0xE220A8397B1DCDAFL);
        assertThat(SplitMix64.mix(0x9E3779B97F4A7C15L)).isEqualTo(0x6E789E6AA1B965F4L);
    }
}
