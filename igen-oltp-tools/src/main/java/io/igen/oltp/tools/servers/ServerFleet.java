package io.igen.oltp.tools.servers;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.igen.core.workload.BadConfigurationException;
import io.igen.oltp.dialect.Database;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * The database servers started from one directory: {@code <dir>/shard-<k>/} for each, a manifest
 * ({@value #MANIFEST}) saying what was started there, and the shard map ({@value #SHARD_MAP}) that
 * {@code igen-oltp --shard-map} reads. {@code stop} and {@code status} go by the manifest, so servers that were not
 * started from the directory are never touched.
 */
public final class ServerFleet {

    static final String MANIFEST = "igen-servers.json";
    static final String SHARD_MAP = "shard-map.json";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Path directory;

    public ServerFleet(Path directory) {
        this.directory = directory.toAbsolutePath().normalize();
    }

    /** What the manifest records: the database by its {@code --db} name. */
    record Manifest(String db, int memoryMb, List<Integer> ports) {
    }

    /**
     * Creates (or, when the directory holds a stopped fleet of the same kind, starts again) {@code shards} servers on
     * ports {@code basePort ..}, writes the shard map and waits until every server accepts connections. A server that
     * fails to start stops the ones started before it.
     *
     * @param pgBin where PostgreSQL's binaries are; null for the usual places
     * @return the shard map written
     */
    public Path start(Database db, Path pgBin, int shards, Integer basePort, int memoryMb, PrintWriter out)
            throws IOException {
        ServerEngine engine = ServerEngine.of(db, pgBin);
        engine.requireBinaries();
        int firstPort = basePort == null ? engine.defaultBasePort() : basePort;
        Manifest existing = readManifest();
        if (existing == null) {
            requireEmptyOrAbsent();
        } else if (!existing.db().equals(db.label()) || existing.ports().size() != shards
                || existing.ports().get(0) != firstPort) {
            throw new BadConfigurationException(directory + " holds " + existing.ports().size() + " " + existing.db()
                    + " servers from port " + existing.ports().get(0) + "; start them as they are, or stop them and "
                    + "choose another --dir");
        } else if (!running(engine, existing).isEmpty()) {
            throw new BadConfigurationException("servers from " + directory + " are running already (ports "
                    + running(engine, existing) + "); see 'igen-oltp servers status --dir " + directory + "'");
        }
        HostChecks.requireMemory(shards, memoryMb);
        List<Integer> ports = IntStream.range(firstPort, firstPort + shards).boxed().toList();
        HostChecks.requireFree(ports);
        Manifest manifest = existing != null ? existing : new Manifest(db.label(), memoryMb, ports);
        boolean created = !Files.exists(directory);
        writeDirectory(manifest);
        try {
            SystemCommands.handOver(engine.systemUser(), directory);
            SystemCommands.requireWritableBy(engine.systemUser(), directory);
        } catch (BadConfigurationException | IOException e) {
            if (existing == null) {
                Files.delete(directory.resolve(MANIFEST));
                if (created) {
                    Files.delete(directory);
                }
            }
            throw e;
        }
        List<ServerInstance> started = new ArrayList<>();
        try {
            for (ServerInstance instance : instances(manifest)) {
                boolean fresh = !Files.exists(instance.data());
                if (fresh) {
                    Files.createDirectories(instance.directory());
                    engine.create(instance, null);
                }
                engine.start(instance);
                started.add(instance);
                if (fresh) {
                    engine.createDatabase(instance, null);
                }
                out.printf("shard %d: %s server on 127.0.0.1:%d (%s), %d MB cache%n", instance.shard(), db.label(),
                        instance.port(), fresh ? "created" : "started again", instance.memoryMb());
                out.flush();
            }
        } catch (IOException | RuntimeException e) {
            for (ServerInstance instance : started) {
                stopQuietly(engine, instance);
            }
            throw e;
        }
        Path shardMap = writeShardMap(engine, manifest);
        out.println("shard map: " + shardMap);
        out.println("run: igen-oltp --db " + db.label() + " --shard-map " + shardMap);
        out.println("stop: igen-oltp servers stop --dir " + directory);
        return shardMap;
    }

    /** One line per server: shard, port, pid, up or down, data size. */
    public List<String> status(Path pgBin) throws IOException {
        Manifest manifest = requireManifest();
        ServerEngine engine = ServerEngine.of(Database.named(manifest.db()), pgBin);
        List<String> lines = new ArrayList<>();
        for (ServerInstance instance : instances(manifest)) {
            OptionalLong pid = engine.pid(instance);
            boolean up = pid.isPresent() && alive(pid.getAsLong()) && HostChecks.accepts(instance.port());
            lines.add(String.format("shard %d: %s 127.0.0.1:%d, pid %s, %s, data %s", instance.shard(), manifest.db(),
                    instance.port(), pid.isPresent() ? Long.toString(pid.getAsLong()) : "-", up ? "up" : "down",
                    megabytes(size(instance.data()))));
        }
        return lines;
    }

    /**
     * Stops every server of the directory that runs; the data stays (start them again, or delete the directory).
     *
     * @return how many were running
     */
    public int stop(Path pgBin, PrintWriter out) throws IOException {
        Manifest manifest = requireManifest();
        ServerEngine engine = ServerEngine.of(Database.named(manifest.db()), pgBin);
        int stopped = 0;
        for (ServerInstance instance : instances(manifest)) {
            OptionalLong pid = engine.pid(instance);
            if (pid.isPresent() && alive(pid.getAsLong())) {
                engine.stop(instance);
                out.printf("shard %d: stopped the server on port %d (pid %d)%n", instance.shard(), instance.port(),
                        pid.getAsLong());
                stopped++;
            }
        }
        out.println(stopped == 0 ? "no server of " + directory + " was running" : "stopped " + stopped + " server(s)");
        return stopped;
    }

    private List<ServerInstance> instances(Manifest manifest) {
        List<ServerInstance> instances = new ArrayList<>();
        for (int shard = 0; shard < manifest.ports().size(); shard++) {
            instances.add(new ServerInstance(shard, manifest.ports().get(shard), directory.resolve("shard-" + shard),
                    manifest.memoryMb()));
        }
        return instances;
    }

    private List<Integer> running(ServerEngine engine, Manifest manifest) throws IOException {
        List<Integer> ports = new ArrayList<>();
        for (ServerInstance instance : instances(manifest)) {
            OptionalLong pid = engine.pid(instance);
            if (pid.isPresent() && alive(pid.getAsLong())) {
                ports.add(instance.port());
            }
        }
        return ports;
    }

    private Manifest readManifest() throws IOException {
        Path file = directory.resolve(MANIFEST);
        return Files.exists(file) ? JSON.readValue(file.toFile(), Manifest.class) : null;
    }

    private Manifest requireManifest() throws IOException {
        Manifest manifest = readManifest();
        if (manifest == null) {
            throw new BadConfigurationException("no servers were started from " + directory + " (no " + MANIFEST
                    + " there); give the --dir that 'igen-oltp servers start' used");
        }
        return manifest;
    }

    private void requireEmptyOrAbsent() throws IOException {
        if (Files.isDirectory(directory)) {
            try (Stream<Path> entries = Files.list(directory)) {
                if (entries.findAny().isPresent()) {
                    throw new BadConfigurationException(directory + " holds something else (it is not empty and has "
                            + "no " + MANIFEST + "); give an empty or new --dir");
                }
            }
        } else if (Files.exists(directory)) {
            throw new BadConfigurationException(directory + " is not a directory; give an empty or new --dir");
        }
    }

    private void writeDirectory(Manifest manifest) throws IOException {
        try {
            Files.createDirectories(directory);
            JSON.writeValue(directory.resolve(MANIFEST).toFile(), manifest);
        } catch (IOException | SecurityException e) {
            throw new BadConfigurationException("cannot write into " + directory + " (" + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()) + "); choose a writable --dir");
        }
    }

    private Path writeShardMap(ServerEngine engine, Manifest manifest) throws IOException {
        List<Map<String, Object>> shards = instances(manifest).stream()
                .map(instance -> Map.<String, Object>of("url", engine.url(instance))).toList();
        Path file = directory.resolve(SHARD_MAP);
        JSON.writeValue(file.toFile(), Map.of("shards", shards));
        return file;
    }

    private static void stopQuietly(ServerEngine engine, ServerInstance instance) {
        try {
            engine.stop(instance);
        } catch (IOException | RuntimeException e) {
            // the start failed already; that failure is the one to report
        }
    }

    private static boolean alive(long pid) {
        return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }


    private static long size(Path data) throws IOException {
        if (!Files.isDirectory(data)) {
            return 0;
        }
        try (Stream<Path> files = Files.walk(data)) {
            return files.filter(Files::isRegularFile).mapToLong(file -> file.toFile().length()).sum();
        }
    }

    private static String megabytes(long bytes) {
        return String.format("%.0f MB", bytes / 1e6);
    }
}
