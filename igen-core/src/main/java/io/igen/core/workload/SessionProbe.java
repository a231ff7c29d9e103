package io.igen.core.workload;

import java.util.List;

/**
 * Looks at the work's own database sessions, a few times a second, on a connection of its own: which of them run a
 * statement, wait for a lock or for storage, or wait for the driver inside a transaction. A workload without database
 * sessions has none ({@link DatabaseWork#sessionProbe()}). Called by one thread at a time.
 */
public interface SessionProbe extends AutoCloseable {

    /**
     * What each of the work's sessions is doing now; a session outside any transaction (idle between transactions, a
     * pool's spare connection) is left out.
     *
     * @throws Exception when the servers cannot be asked now (a shard's outage); the sample is counted as failed
     */
    List<SessionState> sample() throws Exception;

    /** Closes the probe's own connections. */
    @Override
    void close();
}
