package io.igen.oltp.dialect;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * What brings a shard's database back to a known state before a measurement: PostgreSQL vacuums and checkpoints,
 * MySQL/MariaDB waits for purge and flushes. The transaction deletes a row and inserts one every time; without this,
 * dead rows or purge history pile up run after run and the comparison measures the order of the runs.
 */
public interface Maintenance {

    /** Nothing to do: H2 removes deleted rows from its B-trees as it commits. */
    Maintenance NONE = new Maintenance() {
        @Override
        public String describe() {
            return "none needed";
        }

        @Override
        public List<String> run(Connection connection) {
            return List.of();
        }
    };

    /** What it does, for the console and the result: "VACUUM (ANALYZE) orders, CHECKPOINT". */
    String describe();

    /**
     * How long to wait, once the load has stopped, before maintaining: PostgreSQL's backends send their statistics
     * (the dead rows their deletes made) at most once a second, so a VACUUM run sooner would count dead rows that the
     * statistics then add back. 0 by default.
     */
    default long settleMillis() {
        return 0;
    }

    /** Whether there is anything to do. */
    default boolean needed() {
        return this != NONE;
    }

    /**
     * Does it on one shard, over a connection with auto-commit off (left that way).
     *
     * @return what could not be done and why ("CHECKPOINT refused: must be superuser"), the rest having been done
     * @throws SQLException when the shard cannot be maintained at all
     */
    List<String> run(Connection connection) throws SQLException;
}
