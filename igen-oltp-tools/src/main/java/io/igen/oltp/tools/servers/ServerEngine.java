package io.igen.oltp.tools.servers;

import io.igen.oltp.dialect.Database;

import java.io.IOException;
import java.util.Arrays;
import java.util.OptionalLong;

/**
 * How one database product's servers are created, started and stopped from its installed binaries: PostgreSQL
 * ({@link PostgresEngine}) or MariaDB/MySQL ({@link MariaDbEngine}). Every server listens on loopback only, keeps its
 * socket, pid file and log in its own directory, and holds the database {@value ServerInstance#DATABASE} owned by the
 * user {@value ServerInstance#USER}, who needs no password (loopback only: these servers are for measuring on one
 * machine, not for sharing).
 */
public interface ServerEngine {

    /**
     * The engine of a database's servers.
     *
     * @param pgBin where PostgreSQL's binaries are; null for the usual places
     * @throws io.igen.core.workload.BadConfigurationException for an embedded database, which has no server
     */
    static ServerEngine of(Database db, java.nio.file.Path pgBin) {
        return switch (db) {
            case POSTGRESQL -> new PostgresEngine(pgBin);
            case MYSQL -> new MariaDbEngine();
            case H2 -> throw new io.igen.core.workload.BadConfigurationException(db.label() + " is embedded: it runs "
                    + "inside igen-oltp and has no server to start; give one of " + Database.accepted(served()));
        };
    }

    /** The databases that have servers to start: every one but the embedded. */
    static Database[] served() {
        return Arrays.stream(Database.values()).filter(db -> !db.embedded()).toArray(Database[]::new);
    }

    /** The database these servers are. */
    Database db();

    /** The default first port: away from the product's usual one, so a running server is not in the way. */
    int defaultBasePort();

    /** The user the servers run as when iGen runs as root (they refuse to run as root). */
    String systemUser();

    /**
     * Fails with a message naming the package to install when the binaries are missing.
     *
     * @throws io.igen.core.workload.BadConfigurationException when they are
     */
    void requireBinaries();

    /**
     * Creates the instance's data directory (its directory exists and is empty).
     *
     * @param password the password of the user {@value ServerInstance#USER}; null for none (loopback trust)
     */
    void create(ServerInstance instance, String password) throws IOException;

    /** Starts the instance and returns once it accepts connections. */
    void start(ServerInstance instance) throws IOException;

    /** Makes the database and its user on a freshly created, started instance; the password as given to create. */
    void createDatabase(ServerInstance instance, String password) throws IOException;

    /** Stops the instance (it shuts down cleanly) and returns once its process has gone. */
    void stop(ServerInstance instance) throws IOException;

    /** Stops the instance at once, as a crash would: open connections break, nothing is flushed. */
    void kill(ServerInstance instance) throws IOException;

    /** The running server's process id, from its pid file; empty when there is no such file. */
    OptionalLong pid(ServerInstance instance) throws IOException;

    /** The JDBC URL of the instance's database, with the user in it: what the shard map holds. */
    String url(ServerInstance instance);
}
