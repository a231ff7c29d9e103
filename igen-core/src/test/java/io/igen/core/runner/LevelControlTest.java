package io.igen.core.runner;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class LevelControlTest {

    @Test
    void theWorkersAreCalledToAttentionByAPauseAndAStopAndReleasedOnlyFromThePause() throws Exception {
        LevelControl control = new LevelControl(0);
        assertThat(control.needsAttention()).isFalse();

        // nobody waits, so pause gives up at once and leaves the request standing
        assertThat(control.pause(1, 0)).isFalse();
        assertThat(control.needsAttention()).isTrue();
        assertThat(control.pauseRequested()).isTrue();
        control.resume();
        assertThat(control.needsAttention()).isFalse();

        control.openWindow(10);
        control.pause(1, 0);
        control.closeWindow(20);
        control.resume();
        assertThat(control.needsAttention()).as("stopped, whatever the pause").isTrue();
        assertThat(control.stopped()).isTrue();

        LevelControl aborted = new LevelControl(0);
        aborted.abort();
        assertThat(aborted.needsAttention()).isTrue();
    }

    @Test
    void anOperationsShareOfAWindowReadOnceIsTheShareOfItsTimeInside() {
        assertThat(LevelControl.shareInWindow(100, 200, 120, 180)).isEqualTo(1.0);
        assertThat(LevelControl.shareInWindow(100, 200, 50, 150)).isEqualTo(0.5);
        assertThat(LevelControl.shareInWindow(100, 200, 190, 230)).isEqualTo(0.25);
        assertThat(LevelControl.shareInWindow(100, 200, 10, 90)).isZero();
        assertThat(LevelControl.shareInWindow(100, Long.MAX_VALUE, 150, 150)).isEqualTo(1.0);
        assertThat(LevelControl.inWindow(100, 200, 200)).isFalse();
        assertThat(LevelControl.inWindow(100, 200, 100)).isTrue();
    }
}
