package io.igen.core.runner;

import io.igen.core.result.LevelResult;
import io.igen.core.result.Priming;
import io.igen.core.workload.Level;

/** Hears how a run goes, for progress display. Called from the runner's controlling thread. */
public interface RunListener {

    RunListener SILENT = new RunListener() {
    };

    /** The JIT priming run before the first level starts: the first level's clients, on this many threads. */
    default void primingStarted(int clients, int threads) {
    }

    default void primingFinished(Priming priming) {
    }

    /** @param index 0-based position of the level in the run, of {@code count} */
    default void levelStarted(Level level, int index, int count) {
    }

    /** About once a second while a level runs. */
    default void progress(LevelProgress progress) {
    }

    default void levelFinished(LevelResult result) {
    }

    /** Something the user should know about the run that is not a problem of it (a figure that cannot be had). */
    default void note(String text) {
    }

    /** The level stopped early because a worker thread failed fatally. */
    default void levelAborted(Level level, Throwable cause) {
    }
}
