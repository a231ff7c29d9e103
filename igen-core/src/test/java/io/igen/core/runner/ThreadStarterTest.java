package io.igen.core.runner;

import io.igen.core.result.LoadThreadKind;
import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ThreadStarterTest {

    @Test
    void aPlatformThreadIsANamedDaemonThatRunsItsBody() throws InterruptedException {
        AtomicReference<String> ranOn = new AtomicReference<>();
        Thread thread = ThreadStarter.unstarted(LoadThreadKind.PLATFORM, "igen-level1-worker0",
                () -> ranOn.set(Thread.currentThread().getName()));

        assertThat(thread.isDaemon()).isTrue();
        thread.start();
        thread.join();
        assertThat(ranOn).hasValue("igen-level1-worker0");
    }

    @Test
    void aVirtualThreadWhereTheJdkHasThemAndAClearFailureWhereItHasNot() throws Exception {
        AtomicReference<String> ranOn = new AtomicReference<>();
        Runnable body = () -> ranOn.set(Thread.currentThread().getName());
        if (Runtime.version().feature() < LoadThreadKind.VIRTUAL_SINCE) {
            assertThat(ThreadStarter.virtualAvailable()).isFalse();
            assertThatThrownBy(() -> ThreadStarter.unstarted(LoadThreadKind.VIRTUAL, "w", body))
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("virtual threads need Java 21");
            return;
        }
        Thread thread = ThreadStarter.unstarted(LoadThreadKind.VIRTUAL, "igen-level1-worker0", body);
        assertThat(Thread.class.getMethod("isVirtual").invoke(thread)).isEqualTo(true);
        thread.start();
        thread.join();
        assertThat(ranOn).hasValue("igen-level1-worker0");
    }
}
