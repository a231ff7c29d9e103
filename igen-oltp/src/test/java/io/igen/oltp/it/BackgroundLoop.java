package io.igen.oltp.it;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;

/**
 * What a test does beside the run it measures (forcing checkpoints, holding a lock), on a thread of its own until
 * {@link #stop}. What the task throws is kept and fails the test when it stops: thrown on the thread itself it would end
 * the thread unseen, and the test would judge a run that went undisturbed.
 */
final class BackgroundLoop {

    /** The work: it goes on while {@code running} says so. */
    interface Task {
        void run(BooleanSupplier running) throws Exception;
    }

    private final String name;
    private volatile boolean running = true;
    private final AtomicReference<Exception> failure = new AtomicReference<>();
    private final Thread thread;

    private BackgroundLoop(String name, Task task) {
        this.name = name;
        this.thread = new Thread(() -> {
            try {
                task.run(() -> running);
            } catch (Exception e) {
                // kept for stop(), which fails the test with it
                failure.set(e);
            }
        }, name);
    }

    /** Starts the task on a thread named {@code name}. */
    static BackgroundLoop start(String name, Task task) {
        BackgroundLoop loop = new BackgroundLoop(name, task);
        loop.thread.start();
        return loop;
    }

    /**
     * Tells the task to stop and waits for it, up to {@code timeoutMillis}.
     *
     * @throws AssertionError when the task threw (with what it threw as the cause), or did not stop in time
     */
    void stop(long timeoutMillis) throws InterruptedException {
        running = false;
        thread.join(timeoutMillis);
        if (thread.isAlive()) {
            throw new AssertionError("the background task \"" + name + "\" did not stop within " + timeoutMillis
                    + " ms");
        }
        Exception thrown = failure.get();
        if (thrown != null) {
            throw new AssertionError("the background task \"" + name + "\" failed: " + thrown, thrown);
        }
    }
}
