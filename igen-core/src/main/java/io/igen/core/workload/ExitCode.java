package io.igen.core.workload;

/** The exit codes users script against. */
public final class ExitCode {

    /** The run finished and nothing failed. */
    public static final int OK = 0;
    /** The run finished, or stopped, but something failed: errors over the limit, a failed check, a crash. */
    public static final int FAILED = 1;
    /** Bad input: nothing was run. */
    public static final int BAD_INPUT = 2;
    /** Stopped by SIGINT or SIGTERM (128 + 2, as shells report Ctrl-C): the completed levels are written. */
    public static final int INTERRUPTED = 130;

    private ExitCode() {
    }
}
