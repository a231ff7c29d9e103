package io.igen.oltp.dialect;

import java.sql.Connection;
import java.util.Locale;

/**
 * The transaction isolation level a run asks every session for ({@code --isolation}); each database gives the names its
 * own meaning ({@link Dialect#isolationMeaning}), which the result records beside the name.
 */
public enum Isolation {
    READ_COMMITTED(Connection.TRANSACTION_READ_COMMITTED),
    REPEATABLE_READ(Connection.TRANSACTION_REPEATABLE_READ),
    SERIALIZABLE(Connection.TRANSACTION_SERIALIZABLE);

    private final int jdbcLevel;

    Isolation(int jdbcLevel) {
        this.jdbcLevel = jdbcLevel;
    }

    /** The JDBC constant ({@link Connection#setTransactionIsolation}). */
    public int jdbcLevel() {
        return jdbcLevel;
    }

    /** The option's spelling: {@code read-committed}, {@code repeatable-read}, {@code serializable}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
