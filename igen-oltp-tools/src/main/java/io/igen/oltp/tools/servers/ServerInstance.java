package io.igen.oltp.tools.servers;

import java.nio.file.Path;

/**
 * One database server of a fleet: the shard it serves, the loopback port it listens on, and its own directory
 * (data, socket, pid file and log) inside the fleet's directory.
 *
 * @param memoryMb the server's main cache: PostgreSQL's {@code shared_buffers}, InnoDB's buffer pool
 */
public record ServerInstance(int shard, int port, Path directory, int memoryMb) {

    /** The database every instance holds, and the user who owns it. */
    public static final String DATABASE = "igen";
    public static final String USER = "igen";

    public Path data() {
        return directory.resolve("data");
    }

    public Path log() {
        return directory.resolve("server.log");
    }
}
