package io.igen.core.workload;

/**
 * What a database session of the work was doing when it was sampled, in the classes the level's wait breakdown
 * reports. The names are a contract ({@code session<Class>Percent} figures, docs/resources.md).
 */
public enum WaitClass {
    /** Running a statement and waiting for nothing the server names: on a CPU, or waiting for one. */
    CPU("Cpu"),
    /** Waiting for a lock another transaction holds (a row, a table: PostgreSQL's wait type {@code Lock}). */
    LOCK("Lock"),
    /** Waiting for storage: a data file read or write, the write-ahead log's flush. */
    IO("Io"),
    /** Inside a transaction, waiting for the driver's next statement: the client's time, as the server sees it. */
    CLIENT("Client"),
    /** Waiting for anything else the server names (internal locks, IPC, timeouts). */
    OTHER("Other");

    private final String figureName;

    WaitClass(String figureName) {
        this.figureName = figureName;
    }

    /** The level figure that holds this class's share: {@code sessionLockPercent}. */
    public String figure() {
        return "session" + figureName + "Percent";
    }
}
