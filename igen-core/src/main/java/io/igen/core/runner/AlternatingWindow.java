package io.igen.core.runner;

import io.igen.core.result.Alternation;

/**
 * While a window is open, switches between an {@link Alternation}'s settings on its ABBA timetable, counted from the
 * window's opening on the runner's clock (the same origin as the window's seconds), on a thread of its own so that
 * a slow switch delays no load thread. A switch that fails ends the switching and the window at once; the level is
 * then given up.
 */
final class AlternatingWindow {

    private final Alternation alternation;
    private final int level;
    private final Thread thread;
    private volatile boolean closed;
    private volatile LevelAbortedException failure;

    private AlternatingWindow(Alternation alternation, int level, long windowStartNanos, NanoClock clock,
                              Runnable stopLevel) {
        this.alternation = alternation;
        this.level = level;
        this.thread = new Thread(() -> switchOnTime(windowStartNanos, clock, stopLevel), "igen-alternate-" + level);
        thread.setDaemon(true);
    }

    /**
     * Puts setting A in force before a level's warm-up, so that the warm-up and the window's first segment run
     * under it.
     */
    static void startInA(Alternation alternation, int level) throws LevelAbortedException, InterruptedException {
        SettingSwitch.to(alternation, Alternation.Setting.A, level, alternation.segmentSeconds());
    }

    /**
     * Starts switching for a window that opened at {@code windowStartNanos}; null when nothing alternates.
     *
     * @param stopLevel stops the level's load, when a switch failed
     */
    static AlternatingWindow open(Alternation alternation, int level, long windowStartNanos, NanoClock clock,
                                  Runnable stopLevel) {
        if (alternation == null) {
            return null;
        }
        AlternatingWindow window = new AlternatingWindow(alternation, level, windowStartNanos, clock, stopLevel);
        window.thread.start();
        return window;
    }

    private void switchOnTime(long windowStartNanos, NanoClock clock, Runnable stopLevel) {
        try {
            for (int segment = 1; !closed; segment++) {
                if (!alternation.switchesAt(segment)) {
                    continue;
                }
                clock.parkUntil(windowStartNanos + segment * alternation.segmentSeconds() * 1_000_000_000L,
                        () -> closed);
                if (!closed) {
                    SettingSwitch.to(alternation, alternation.settingOf(segment), level,
                            alternation.segmentSeconds());
                }
            }
        } catch (LevelAbortedException e) {
            failure = e;
            stopLevel.run();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Stops switching; whatever ends the level, this runs. */
    void stop() throws InterruptedException {
        closed = true;
        thread.join();
    }

    /**
     * Once the window has closed and the switching stopped: puts A back in force for whatever runs next.
     *
     * @throws LevelAbortedException when a switch during the window, or the one back to A, failed
     */
    void finish() throws LevelAbortedException, InterruptedException {
        if (failure != null) {
            throw failure;
        }
        startInA(alternation, level);
    }
}
