package io.igen.oltp.dialect;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * A transaction that failed only because another one got in its way, so that running it again may succeed: what
 * {@code --max-tries} retries, and counts by kind (pgbench {@code --failures-detailed}). The names are a contract
 * (docs/results.md, {@code retries} and {@code failedConflicts}).
 */
public enum Conflict {
    /** The database could not serialise it with a concurrent transaction: SQLState 40001 (PostgreSQL, H2's MVCC). */
    SERIALIZATION("serialization"),
    /** It was chosen as a deadlock's victim: SQLState 40P01 (PostgreSQL), MySQL error 1213, H2 error 40001. */
    DEADLOCK("deadlock"),
    /** It waited for a row lock longer than the server allows: MySQL error 1205, H2 error 50200. */
    LOCK_TIMEOUT("lockTimeout");

    private final String label;

    Conflict(String label) {
        this.label = label;
    }

    /** The kind's name in results. */
    @JsonValue
    public String label() {
        return label;
    }
}
