package io.igen.core.result;

import io.igen.core.stats.SteadyStateRule;

/**
 * Every default of a run, of its repeats and of a comparison, in this one place (as JMH's {@code Defaults}): the
 * command line's options and {@link RunConfig#builder} start from the same values, and the options' help texts read
 * them. Constants, so that picocli's annotations can name them ({@code defaultValue = "" + DURATION_SECONDS}).
 * A benchmark's own defaults (iGenOLTP's shards, iGenRAM's block) stay in its module.
 */
public final class RunDefaults {

    /** How a level warms up when no {@code --warmup} is given: until steady. */
    public static final WarmupMode WARMUP_MODE = WarmupMode.STEADY_STATE;

    /** The shortest steady-state warm-up (and priming): the seconds the steady-state rule looks at. */
    public static final int MIN_STEADY_WARMUP_SECONDS = 2 * SteadyStateRule.DEFAULT_HALF_WINDOW_SECONDS;

    /**
     * The shortest steady-state warm-up of a level that runs on a warm JIT (after priming or an earlier level, and every
     * window measured again): the seconds the warm rule looks at ({@link SteadyStateRule#WARM_JIT}). Such a level only
     * changes its thread count; the judgment after its window catches what a short warm-up let through.
     */
    public static final int MIN_WARM_JIT_WARMUP_SECONDS = 2 * SteadyStateRule.WARM_JIT_HALF_WINDOW_SECONDS;

    /** The longest steady-state warm-up of a level, and the longest priming: {@code --max-warmup}. */
    public static final int MAX_WARMUP_SECONDS = 60;

    /** Whether the JIT is primed before the first level ({@code --no-priming} turns it off). */
    public static final boolean PRIME = true;

    /** Whether each level explains its tail ({@code --no-tail} turns it off). */
    public static final boolean EXPLAIN_TAIL = true;

    /** A level's measurement window: {@code --duration}. */
    public static final int DURATION_SECONDS = 10;

    /** The share of failed operations a level may have: {@code --max-error-percent}. */
    public static final int MAX_ERROR_PERCENT = 1;

    /** Which response time an SLA limits: {@code --sla-statistic}. */
    public static final LatencyStatistic SLA_STATISTIC = LatencyStatistic.MEAN;

    /** What runs the load: {@code --load-threads}. */
    public static final LoadThreadKind LOAD_THREADS = LoadThreadKind.PLATFORM;

    /** Where result files go: {@code --out}. */
    public static final String OUT_DIRECTORY = "results";

    /** JVM launches of a benchmark: {@code --repeat}. */
    public static final int REPEAT = 1;

    /** {@code --repeat auto}'s and {@code ab}'s aim: the 95 % half width of every level's throughput, in percent. */
    public static final int TARGET_PRECISION_PERCENT = 3;

    /** How long {@code --repeat auto}'s launches may take together, in minutes. */
    public static final int REPEAT_TIME_BUDGET_MINUTES = 20;

    /** How long both sides of {@code ab} may take together, in minutes. */
    public static final int AB_TIME_BUDGET_MINUTES = 40;

    /**
     * {@code ab --design duet}: how long after both launches start their first level starts ({@code --duet-lead}), for
     * a JVM on half the CPUs to start, load and prime (priming is cut short there). On 2 CPUs, the default
     * {@code --shards 28} launches began priming about 47 s after their start, one CPU each (2026-11-28): 60 s left
     * priming 11-13 s, and the JIT still compiled in the first two levels' windows.
     */
    public static final int DUET_LEAD_SECONDS = 90;

    /**
     * {@code ab --design duet}: each level's fixed warm-up when the arguments give no {@code --warmup} (a timetable
     * needs one); the first level's finishes what priming did not.
     */
    public static final int DUET_WARMUP_SECONDS = 10;

    /**
     * {@code ab --design abba}: the seconds of one segment of an A B B A block ({@code --switch-every}). The default OLTP
     * run's throughput wanders second by second (a 240 s window at level 28, 2026-11-29: per-second CV 16.5 %, lag-1
     * to lag-9 autocorrelation 0.55 to 0.29, steps of 22-31 %): the shorter the block, the less of that wander falls
     * between A and B. On that window an A/A block's log ratio varied by 9.1 % with 2 s segments, 9.6 % with 5 s and
     * 8.5 % with 10 s: per second of window, 2 s segments give the narrowest interval.
     */
    public static final int ABBA_SEGMENT_SECONDS = 2;

    /**
     * {@code ab --design abba}: the seconds after each switch counted for neither setting ({@code --settle}): none, for
     * a setting in force at once (a CPU quota, a database setting reloaded); give more for one that takes time.
     */
    public static final int ABBA_SETTLE_SECONDS = 0;

    /**
     * {@code ab --design abba}: each level's window when the arguments give no {@code --duration}: 20 blocks of 8 s;
     * two default OLTP launches (about 18 minutes) then resolve a 5 % difference at every level.
     */
    public static final int ABBA_WINDOW_SECONDS = 160;

    /** A verdict is {@code same} only when the ratio's whole interval lies within this many percent of 1. */
    public static final int SAME_TOLERANCE_PERCENT = 5;

    /**
     * A window whose per-second throughput varies more than this (coefficient of variation, percent) is measured
     * again, as the warm-up's rule ({@code SteadyStateRule.DEFAULT}) holds.
     */
    public static final int WINDOW_MAX_CV_PERCENT = 25;

    /**
     * A window whose throughput trends or steps by more than this (percent of its mean), significantly at 5 % for the
     * window's length, is measured again.
     */
    public static final int WINDOW_MAX_CHANGE_PERCENT = 5;

    /**
     * A window in which the JIT compilers took more than this share of the machine's CPU (percent: their time over the
     * window's length times the hardware threads) is measured again: the code it measured was still being compiled. A
     * level whose warm-up ended steady compiles under 1 %.
     */
    public static final int WINDOW_MAX_JIT_PERCENT = 5;

    /**
     * A steady-state warm-up, and priming, go on while the JIT compilers took more than this share of the machine's CPU
     * over the rule's recent half: half the window's limit ({@link #WINDOW_MAX_JIT_PERCENT}), so that a warm-up which
     * ends just quiet leaves its window room for the last compilations. It was 2 % of one core (1 % of a 2-core
     * machine): stray compilations of 0.06-0.14 s then held the default run's priming for seconds after C2's burst had
     * ended (2026-11-29).
     */
    public static final double WARMUP_MAX_JIT_PERCENT = WINDOW_MAX_JIT_PERCENT / 2.0;

    /**
     * A window in which the collectors took more than this share of its time (percent) is measured again. Set above
     * what an allocating benchmark spends in steady state (iGenRAM's two-thread windows: 13-18 %), so that it catches
     * a collector that fell behind, not one that works.
     */
    public static final int WINDOW_MAX_GC_PERCENT = 25;

    /**
     * How many times a level's window is measured again when its judgment after the window finds it wanting; then it
     * is kept and flagged {@code unsteady}. Only levels that warm up until steady (the default) are measured again:
     * windows after a fixed {@code --warmup}, with failed operations, under paced load, on a {@code --start-at}
     * timetable or of fixed work are judged and flagged, never measured again (the time asked for is kept, and what a
     * window with failures or stalls measured is the finding).
     */
    public static final int WINDOW_REMEASURES = 2;

    /** Where results are kept over time: an embedded H2 file under the user's directory ({@code ~/.igen/history}). */
    public static final String HISTORY_STORE = "default";

    /** The history store's name for keeping nothing. */
    public static final String HISTORY_OFF = "off";

    private RunDefaults() {
    }
}
