package io.igen.oltp.tools.servers;

import io.igen.core.workload.BadConfigurationException;
import io.igen.oltp.dialect.Database;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Stream;

/**
 * PostgreSQL servers from the installed binaries: {@code initdb} creates the cluster (user {@value ServerInstance#USER},
 * trust authentication: loopback and the instance's own socket only), {@code pg_ctl} starts and stops it. The binaries
 * are those of {@code --pg-bin}, else {@code IGEN_PG_BIN}, else the newest {@code /usr/lib/postgresql/<n>/bin}, else
 * the {@code PATH}'s. PostgreSQL's own settings stay at their defaults (durable commits), except the cache
 * ({@code shared_buffers}) and {@code max_connections}.
 */
final class PostgresEngine implements ServerEngine {

    private static final String SYSTEM_USER = "postgres";
    private static final int MAX_CONNECTIONS = 300;

    private final Path binaries;

    /** @param binaries where {@code initdb} and {@code pg_ctl} are; null to look in the usual places */
    PostgresEngine(Path binaries) {
        this.binaries = binaries;
    }

    @Override
    public Database db() {
        return Database.POSTGRESQL;
    }

    @Override
    public int defaultBasePort() {
        return 15432;
    }

    @Override
    public String systemUser() {
        return SYSTEM_USER;
    }

    @Override
    public void requireBinaries() {
        bin();
    }

    private Path bin() {
        Optional<Path> found = binaries != null ? Optional.of(binaries) : candidates().findFirst();
        if (found.isEmpty() || !Files.isExecutable(found.get().resolve("initdb"))
                || !Files.isExecutable(found.get().resolve("pg_ctl"))) {
            throw new BadConfigurationException("no PostgreSQL binaries (initdb, pg_ctl)"
                    + (binaries != null ? " in " + binaries : "") + ": install the Debian package postgresql, or name "
                    + "the directory that holds them with --pg-bin");
        }
        return found.get();
    }

    private static Stream<Path> candidates() {
        Stream<Path> configured = Optional.ofNullable(System.getenv("IGEN_PG_BIN")).filter(value -> !value.isBlank())
                .map(Path::of).stream();
        Stream<Path> debian = Stream.empty();
        Path versions = Path.of("/usr/lib/postgresql");
        if (Files.isDirectory(versions)) {
            try (Stream<Path> listed = Files.list(versions)) {
                debian = listed.map(version -> version.resolve("bin"))
                        .filter(bin -> Files.isExecutable(bin.resolve("initdb")))
                        .sorted(Comparator.comparingInt(PostgresEngine::majorVersion).reversed())
                        .toList().stream();
            } catch (IOException e) {
                debian = Stream.empty();
            }
        }
        Stream<Path> path = Stream.of(System.getenv().getOrDefault("PATH", "").split(":"))
                .filter(dir -> !dir.isBlank()).map(Path::of)
                .filter(dir -> Files.isExecutable(dir.resolve("initdb")));
        return Stream.of(configured, debian, path).flatMap(stream -> stream);
    }

    private static int majorVersion(Path bin) {
        String name = bin.getParent().getFileName().toString();
        return name.matches("\\d+") ? Integer.parseInt(name) : 0;
    }

    /** With a password, the cluster asks for it (scram-sha-256) on every connection, the socket's too. */
    @Override
    public void create(ServerInstance instance, String password) throws IOException {
        List<String> initdb = new ArrayList<>(List.of(bin().resolve("initdb").toString(), "-D",
                instance.data().toString(), "-U", ServerInstance.USER, "-E", "UTF8"));
        Path passwordFile = instance.directory().resolve("initdb-password");
        if (password == null) {
            initdb.add("--auth=trust");
        } else {
            Files.writeString(passwordFile, password + "\n");
            initdb.addAll(List.of("--auth=scram-sha-256", "--pwfile=" + passwordFile));
        }
        SystemCommands.handOver(SYSTEM_USER, instance.directory());
        try {
            SystemCommands.run(SYSTEM_USER, initdb);
        } finally {
            Files.deleteIfExists(passwordFile);
        }
    }

    @Override
    public void start(ServerInstance instance) throws IOException {
        SystemCommands.run(SYSTEM_USER, List.of(bin().resolve("pg_ctl").toString(), "-D", instance.data().toString(),
                "-l", instance.log().toString(), "-w", "-t", "120", "-o",
                "-p " + instance.port() + " -c listen_addresses=127.0.0.1 -c unix_socket_directories="
                        + instance.directory() + " -c shared_buffers=" + instance.memoryMb() + "MB"
                        + " -c max_connections=" + MAX_CONNECTIONS,
                "start"));
    }

    @Override
    public void createDatabase(ServerInstance instance, String password) throws IOException {
        SqlAdmin.execute("jdbc:postgresql://127.0.0.1:" + instance.port() + "/postgres", ServerInstance.USER, password,
                "CREATE DATABASE " + ServerInstance.DATABASE);
    }

    @Override
    public void stop(ServerInstance instance) throws IOException {
        SystemCommands.run(SYSTEM_USER, List.of(bin().resolve("pg_ctl").toString(), "-D", instance.data().toString(),
                "-m", "fast", "-w", "-t", "120", "stop"));
    }

    @Override
    public void kill(ServerInstance instance) throws IOException {
        SystemCommands.run(SYSTEM_USER, List.of(bin().resolve("pg_ctl").toString(), "-D", instance.data().toString(),
                "-m", "immediate", "-w", "stop"));
    }

    /** The first line of {@code postmaster.pid}. */
    @Override
    public OptionalLong pid(ServerInstance instance) throws IOException {
        Path file = instance.data().resolve("postmaster.pid");
        if (!Files.exists(file)) {
            return OptionalLong.empty();
        }
        List<String> lines = Files.readAllLines(file);
        return lines.isEmpty() ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(lines.get(0).strip()));
    }

    @Override
    public String url(ServerInstance instance) {
        return "jdbc:postgresql://127.0.0.1:" + instance.port() + "/" + ServerInstance.DATABASE + "?user="
                + ServerInstance.USER;
    }
}
