package io.igen.core.launch;

import com.sun.management.HotSpotDiagnosticMXBean;
import io.igen.core.result.EnvironmentProbe;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The JVM settings iGen gives every launch it starts (a run started from the command line, each launch of
 * {@code --repeat} and of {@code ab}): the heap fixed at its maximum and touched up front, {@code -Xms} equal to
 * {@code -Xmx} and {@code -XX:+AlwaysPreTouch}, in transparent huge pages where the kernel offers them. A launch's own
 * options win: a maximum heap it gives is the size fixed,
 * and an initial heap or pre-touch it sets is left as it is; a maximum set another way ({@code -XX:MaxRAMPercentage})
 * leaves the heap unfixed.
 *
 * <p>Why: a heap that grows during a run measures the collector's sizing of the day. On the 2-core machine the default
 * iGenOLTP run's first level measured 44.8k-60.3k transactions/s in six launches (CV 10.5 %), G1 still expanding the heap
 * and marking the old generation over again in some of them, the new regions page-faulted in by the load threads; with a
 * fixed, pre-touched heap 54.1k-58.3k (CV 3.0 %). iGenRAM's one-thread level, 8 launches in a busy hour: the old jar
 * 0.53-1.84 blocks/s (CV 43.7 %), 2.2-6.9 s of each 10 s window in the collector as the heap grew; fixed: 2.89-3.36
 * (CV 4.9 %), 0.08-0.36 s (lab note 2026-11-27-launches-that-agree).
 *
 * <p>Where the kernel offers transparent huge pages ({@code always} or {@code madvise}), the heap asks for them
 * ({@code -XX:+UseTransparentHugePages}, unless the options say either way): a fixed heap of several GB lets G1 keep a
 * young generation of gigabytes, whose allocations then stream through more 4 kB pages than the TLB holds. At 56
 * clients on 28 shards, six rounds in one hour, a 6 GB fixed heap ran 22.2k transactions/s, the same in huge pages
 * 25.4k (ahead in five of the six rounds), the old growing heap 24.5k, a 2 GB fixed heap 23.5k (lab note
 * 2026-11-27-launches-that-agree).
 *
 * <p>A benchmark may name the collector it is measured with ({@link LaunchCommand#collector()}); a launch whose options
 * choose a collector ({@code -XX:+UseParallelGC}) keeps that one. iGenRAM asks for ZGC: G1 copied the blocks being
 * filled at every young collection, 1.4-1.8 s of each 10 s two-thread window (lab note 2026-11-28-ram-collector).
 *
 * <p>A launch carries the system property {@value #PROPERTY}, its value the settings iGen added (empty when the
 * options gave them all): a JVM so marked runs its benchmark itself instead of starting another.
 */
public final class LaunchSettings {

    /** The system property that marks a JVM iGen started as a launch. */
    static final String PROPERTY = EnvironmentProbe.LAUNCH_PROPERTY;
    static final String PRE_TOUCH = "-XX:+AlwaysPreTouch";
    static final String HUGE_PAGES = "-XX:+UseTransparentHugePages";
    private static final Pattern COLLECTOR = Pattern.compile("-XX:\\+Use\\w*GC");

    private LaunchSettings() {
    }

    /** Whether this JVM is a launch iGen started. */
    public static boolean thisJvmIsALaunch() {
        return System.getProperty(PROPERTY) != null;
    }

    /** A launch's JVM options with the settings it does not give itself added, and the mark. */
    static List<String> applyTo(List<String> jvmOptions, Optional<String> collector) {
        List<String> added = added(jvmOptions, collector);
        List<String> all = new ArrayList<>(jvmOptions);
        all.addAll(added);
        all.add("-D" + PROPERTY + "=" + String.join(" ", added));
        return all;
    }

    /**
     * The settings a launch with these JVM options lacks, a heap fixed at this JVM's maximum when they set none.
     *
     * @param collector the benchmark's collector, added when the options choose none
     */
    static List<String> added(List<String> jvmOptions, Optional<String> collector) {
        List<String> added = new ArrayList<>();
        if (collector.isPresent() && jvmOptions.stream().noneMatch(LaunchSettings::choosesCollector)) {
            added.add(collector.get());
        }
        added.addAll(added(jvmOptions, maxHeapBytesOfThisJvm(), TransparentHugePages.onOffer()));
        return added;
    }

    /** {@code -XX:+UseG1GC}, {@code -XX:+UseParallelGC}, {@code -XX:+UseZGC} and the like. */
    static boolean choosesCollector(String option) {
        return COLLECTOR.matcher(option).matches();
    }

    /**
     * The settings a launch with these JVM options lacks.
     *
     * @param defaultMaxHeapBytes the heap to fix when the options set no maximum: this JVM's
     * @param hugePagesOnOffer    whether the kernel gives transparent huge pages to memory that asks for them
     */
    static List<String> added(List<String> jvmOptions, long defaultMaxHeapBytes, boolean hugePagesOnOffer) {
        String maxHeap = null;
        boolean heapByErgonomics = false;
        boolean initialHeapGiven = false;
        boolean preTouchGiven = false;
        boolean pagesGiven = false;
        for (String option : jvmOptions) {
            if (option.startsWith("-Xmx")) {
                maxHeap = option.substring("-Xmx".length());
            } else if (option.startsWith("-XX:MaxHeapSize=")) {
                maxHeap = option.substring("-XX:MaxHeapSize=".length());
            } else if (startsWithAny(option, "-XX:MaxRAMPercentage=", "-XX:MaxRAMFraction=", "-XX:MaxRAM=")) {
                heapByErgonomics = true;
            } else if (startsWithAny(option, "-Xms", "-XX:InitialHeapSize=", "-XX:InitialRAMPercentage=")) {
                initialHeapGiven = true;
            } else if (option.equals(PRE_TOUCH) || option.equals("-XX:-AlwaysPreTouch")) {
                preTouchGiven = true;
            } else if (startsWithAny(option, "-XX:+UseTransparentHugePages", "-XX:-UseTransparentHugePages",
                    "-XX:+UseLargePages", "-XX:-UseLargePages")) {
                pagesGiven = true;
            }
        }
        List<String> added = new ArrayList<>();
        if (!initialHeapGiven && (maxHeap != null || !heapByErgonomics)) {
            String heap = maxHeap != null ? maxHeap : defaultMaxHeapBytes / (1 << 20) + "m";
            added.add("-Xms" + heap);
            if (maxHeap == null) {
                added.add("-Xmx" + heap);
            }
        }
        if (!preTouchGiven) {
            added.add(PRE_TOUCH);
        }
        if (hugePagesOnOffer && !pagesGiven) {
            added.add(HUGE_PAGES);
        }
        return added;
    }

    private static boolean startsWithAny(String option, String... prefixes) {
        return Arrays.stream(prefixes).anyMatch(option::startsWith);
    }

    /** This JVM's maximum heap, as its own flag says (what it would grow to). */
    private static long maxHeapBytesOfThisJvm() {
        try {
            return Long.parseLong(ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class)
                    .getVMOption("MaxHeapSize").getValue());
        } catch (RuntimeException notHotSpot) {
            return Runtime.getRuntime().maxMemory();
        }
    }
}
