package io.igen.cpu;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ViewportSequenceTest {

    @Test
    void sequenceIsFixedAndRepeatsEveryPeriod() {
        ViewportSequence sequence = new ViewportSequence(CpuCommand.SEED);
        assertThat(sequence.get(0)).isEqualTo(new Viewport(-0.7646937880959503, 0.08753124574521487, 1.5789473684210527));
        assertThat(sequence.get(ViewportSequence.PERIOD + 5)).isEqualTo(sequence.get(5));
        assertThat(new ViewportSequence(CpuCommand.SEED).get(17)).isEqualTo(sequence.get(17));
        assertThat(new ViewportSequence(CpuCommand.SEED + 1).get(17)).isNotEqualTo(sequence.get(17));
    }
}
