package io.igen.core.launch;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** What iGen adds to a launch's JVM options: a fixed, pre-touched heap, unless the options say otherwise. */
class LaunchSettingsTest {

    private static final long SIX_GB = 6L << 30;

    @Test
    void aLaunchWithoutHeapOptionsGetsThisJvmsMaximumFixedAndTouched() {
        assertThat(LaunchSettings.added(List.of("-XX:+UseG1GC"), SIX_GB, false))
                .containsExactly("-Xms6144m", "-Xmx6144m", "-XX:+AlwaysPreTouch");
    }

    @Test
    void aMaximumTheLaunchGivesIsTheSizeFixed() {
        assertThat(LaunchSettings.added(List.of("-Xmx2g"), SIX_GB, false)).containsExactly("-Xms2g", "-XX:+AlwaysPreTouch");
        assertThat(LaunchSettings.added(List.of("-Xmx8g", "-XX:MaxHeapSize=3g"), SIX_GB, false))
                .containsExactly("-Xms3g", "-XX:+AlwaysPreTouch");
    }

    @Test
    void anInitialHeapOrPreTouchTheLaunchSetsIsLeftAsItIs() {
        assertThat(LaunchSettings.added(List.of("-Xms1g", "-Xmx4g"), SIX_GB, false)).containsExactly("-XX:+AlwaysPreTouch");
        assertThat(LaunchSettings.added(List.of("-XX:-AlwaysPreTouch"), SIX_GB, false))
                .containsExactly("-Xms6144m", "-Xmx6144m");
        assertThat(LaunchSettings.added(List.of("-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch"), SIX_GB, false)).isEmpty();
    }

    @Test
    void aMaximumSetByErgonomicsLeavesTheHeapUnfixed() {
        assertThat(LaunchSettings.added(List.of("-XX:MaxRAMPercentage=50"), SIX_GB, false))
                .containsExactly("-XX:+AlwaysPreTouch");
    }

    @Test
    void whereTheKernelOffersHugePagesTheHeapAsksForThem() {
        assertThat(LaunchSettings.added(List.of(), SIX_GB, true))
                .containsExactly("-Xms6144m", "-Xmx6144m", "-XX:+AlwaysPreTouch", "-XX:+UseTransparentHugePages");
        assertThat(LaunchSettings.added(List.of("-XX:-UseTransparentHugePages"), SIX_GB, true))
                .containsExactly("-Xms6144m", "-Xmx6144m", "-XX:+AlwaysPreTouch");
        assertThat(LaunchSettings.added(List.of("-XX:+UseLargePages"), SIX_GB, true))
                .doesNotContain("-XX:+UseTransparentHugePages");
    }

    @Test
    void theKernelsModeLineSaysWhetherHugePagesAreOnOffer() {
        assertThat(TransparentHugePages.onOffer("always [madvise] never\n")).isTrue();
        assertThat(TransparentHugePages.onOffer("[always] madvise never\n")).isTrue();
        assertThat(TransparentHugePages.onOffer("always madvise [never]\n")).isFalse();
    }

    @Test
    void aLaunchIsMarkedWithWhatWasAdded() {
        assertThat(LaunchSettings.applyTo(List.of("-Xmx1g", "-Xms1g", "-XX:-UseTransparentHugePages"), Optional.empty()))
                .containsExactly("-Xmx1g", "-Xms1g", "-XX:-UseTransparentHugePages", "-XX:+AlwaysPreTouch",
                        "-Digen.launch=-XX:+AlwaysPreTouch");
    }

    @Test
    void theBenchmarksCollectorComesFirstUnlessTheOptionsChooseOne() {
        List<String> heapAndPagesGiven = List.of("-Xmx1g", "-Xms1g", "-XX:+AlwaysPreTouch", "-XX:-UseTransparentHugePages");
        assertThat(LaunchSettings.added(heapAndPagesGiven, Optional.of("-XX:+UseZGC"))).containsExactly("-XX:+UseZGC");
        List<String> parallel = new ArrayList<>(heapAndPagesGiven);
        parallel.add("-XX:+UseParallelGC");
        assertThat(LaunchSettings.added(parallel, Optional.of("-XX:+UseZGC"))).isEmpty();
        assertThat(LaunchSettings.applyTo(List.of("-Xmx1g", "-Xms1g", "-XX:+AlwaysPreTouch", "-XX:-UseTransparentHugePages"),
                Optional.of("-XX:+UseZGC"))).containsSubsequence("-XX:+UseZGC", "-Digen.launch=-XX:+UseZGC");
    }

    @Test
    void aCollectorIsChosenByAUseGcFlag() {
        assertThat(List.of("-XX:+UseG1GC", "-XX:+UseParallelGC", "-XX:+UseSerialGC", "-XX:+UseZGC", "-XX:+UseShenandoahGC"))
                .allMatch(LaunchSettings::choosesCollector);
        assertThat(List.of("-XX:-UseG1GC", "-XX:+UseStringDeduplication", "-Xlog:gc", "-XX:+UseTransparentHugePages"))
                .noneMatch(LaunchSettings::choosesCollector);
    }
}
