package io.igen.core.resources;

/** The samplers' threads: daemons, so a run that ends abnormally never waits for them, stopped by interruption. */
final class DaemonThread {

    /** How long closing waits for a sampler to finish the reading it is in. */
    private static final long JOIN_MILLIS = 2_000;

    private DaemonThread() {
    }

    /** Starts {@code body} on a daemon thread named {@code name}. */
    static Thread start(String name, Runnable body) {
        Thread thread = new Thread(body, name);
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    /** Interrupts the thread, if there is one, and waits a little for it to end. */
    static void stop(Thread thread) {
        if (thread == null) {
            return;
        }
        thread.interrupt();
        try {
            thread.join(JOIN_MILLIS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
