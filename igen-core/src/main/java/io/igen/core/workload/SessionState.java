package io.igen.core.workload;

import java.util.Objects;

/**
 * One session of the work's, as one sample saw it: its class and the server's own name for what it waited on.
 *
 * @param waitClass the class it counts under
 * @param event     the server's name for it, for the level's top waits ({@code Lock:transactionid},
 *                  {@code IO:DataFileRead}); {@code CPU} when it waited for nothing
 */
public record SessionState(WaitClass waitClass, String event) {

    public SessionState {
        Objects.requireNonNull(waitClass, "waitClass");
        Objects.requireNonNull(event, "event");
    }
}
