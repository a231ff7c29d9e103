package io.igen.oltp.tools.deploy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;

import java.io.UncheckedIOException;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/**
 * A {@link StudyDeployment} as a Docker Swarm stack: the compose file {@code docker stack deploy} takes. Each shard is
 * a service of one replica on a node labelled for databases, restarted when it fails (a shard that restarts mid-level
 * is an outage the drivers measure), its data in a volume of its own so that a restarted task finds it; the drivers
 * are one replicated service on nodes labelled for drivers, never restarted (a driver started again would miss the
 * timetable), each learning its index from its task slot ({@code {{.Task.Slot}}}, 1 .. N) and writing its part under
 * the results folder, which must be the same folder on every driver node (one node, or a shared file system). The
 * password is a Swarm secret the stack does not hold: {@code external}, created before the deploy.
 *
 * @param dbImage      the PostgreSQL image of the shard services
 * @param dbNodes      the placement constraint of the shard services ({@code node.labels.igen.role == db})
 * @param driverNodes  the placement constraint of the drivers
 * @param resultsDir   the drivers' results folder on their nodes, an absolute path
 * @param driverReplicas the drivers' replicas in this rendering: 0 until the shards answer, then the deployment's
 */
public record SwarmStack(StudyDeployment deployment, String stackName, String dbImage, String dbNodes,
                         String driverNodes, Path resultsDir, int driverReplicas) {

    /** The database, user and port every shard service serves. */
    static final String DATABASE = "igen";
    static final String USER = "igen";
    static final int PORT = 5432;
    /** Where a driver and a shard find the shards' password: the stack's secret, mounted as a file. */
    static final String PASSWORD_FILE = "/run/secrets/igen-db-password";

    /** The secret's name inside the stack (and its file, {@link #PASSWORD_FILE}). */
    static final String SECRET = "igen-db-password";
    static final String DRIVER_SERVICE = "driver";
    private static final String NETWORK = "igen";
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            // every string quoted: unquoted, YAML reads "4" as a number and the start instant as a time
            .enable(YAMLGenerator.Feature.INDENT_ARRAYS_WITH_INDICATOR));

    /** How a driver of the stack finds its shards: by service name, logging in with the secret. */
    static List<String> shardArguments(int shards) {
        return List.of("--url", "jdbc:postgresql://shard{shard}:" + PORT + "/" + DATABASE,
                "--shards", Integer.toString(shards), "--user", USER, "--password-file", PASSWORD_FILE);
    }

    /** The name of shard {@code index}'s service, by which the drivers reach it. */
    static String shardService(int index) {
        return "shard" + index;
    }

    /** The same stack with every driver running, its first level at {@code start}. */
    SwarmStack withDriversStartingAt(Instant start) {
        return new SwarmStack(deployment.startingAt(start), stackName, dbImage, dbNodes, driverNodes, resultsDir,
                deployment.drivers());
    }

    /** The Swarm secret that holds the shards' password: made per stack, removed with it. */
    public String secretName() {
        return stackName + "-db-password";
    }

    /** The compose file, with a header that says what it is and how it is deployed. */
    public String render() {
        ObjectNode stack = YAML.createObjectNode();
        ObjectNode services = stack.putObject("services");
        ObjectNode volumes = YAML.createObjectNode();
        for (int shard = 0; shard < deployment.shards(); shard++) {
            String volume = shardService(shard) + "-data";
            services.set(shardService(shard), shardDefinition(volume));
            volumes.putObject(volume);
        }
        services.set(DRIVER_SERVICE, driverService());
        stack.putObject("networks").putObject(NETWORK).put("driver", "overlay").put("attachable", true);
        stack.set("volumes", volumes);
        stack.putObject("secrets").putObject(SECRET).put("external", true).put("name", secretName());
        try {
            return header() + YAML.writeValueAsString(stack);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private String header() {
        return "# iGenOLTP run " + deployment.runId() + " as a Docker Swarm stack: " + deployment.shards()
                + " PostgreSQL shards, " + deployment.drivers() + " drivers, first level at " + deployment.startAt()
                + ".\n# Written by igen-oltp deploy swarm (docs/multi-driver.md, \"On Docker Swarm\"); with --run it "
                + "deploys, waits, merges and removes it.\n# The drivers' replicas are " + driverReplicas
                + (driverReplicas == 0 ? ": scale them to " + deployment.drivers() + " once every shard runs." : ".")
                + "\n";
    }

    private ObjectNode shardDefinition(String volume) {
        ObjectNode service = YAML.createObjectNode().put("image", dbImage);
        strings(service.putArray("command"), List.of("postgres", "-c", "max_connections=300",
                "-c", "shared_buffers=256MB"));
        service.putObject("environment").put("POSTGRES_USER", USER)
                .put("POSTGRES_DB", DATABASE)
                .put("POSTGRES_PASSWORD_FILE", PASSWORD_FILE);
        ObjectNode health = service.putObject("healthcheck");
        // Swarm keeps a task "starting" until its check passes: "running" means the shard answers on TCP.
        strings(health.putArray("test"), List.of("CMD", "pg_isready", "-h", "127.0.0.1", "-U", USER,
                "-d", DATABASE));
        health.put("interval", "2s").put("timeout", "5s").put("retries", 150);
        service.putArray("secrets").add(SECRET);
        service.putArray("volumes").addObject().put("type", "volume").put("source", volume)
                .put("target", "/var/lib/postgresql/data");
        service.putArray("networks").add(NETWORK);
        // dnsrr: the shard's name is its task's address, no virtual IP between (one replica has nothing to balance,
        // and the virtual IP's IPVS is not on every kernel)
        ObjectNode deploy = service.putObject("deploy").put("replicas", 1).put("endpoint_mode", "dnsrr");
        deploy.putObject("placement").putArray("constraints").add(dbNodes);
        deploy.putObject("restart_policy").put("condition", "any").put("delay", "1s");
        return service;
    }

    private ObjectNode driverService() {
        ObjectNode service = YAML.createObjectNode().put("image", deployment.driverImage());
        service.put("hostname", "driver-{{.Task.Slot}}");
        strings(service.putArray("command"), deployment.driverArguments("slot:IGEN_TASK_SLOT").stream()
                .map(SwarmStack::uninterpolated).toList());
        // A shard task started again has a new address under the same name: look it up again within a second, not
        // after the JVM's 30 s cache (measured: a killed shard1 came back, its driver kept the old address to the end)
        service.putObject("environment").put("IGEN_TASK_SLOT", "{{.Task.Slot}}")
                .put("JAVA_TOOL_OPTIONS", "-Dsun.net.inetaddr.ttl=1");
        service.putArray("secrets").add(SECRET);
        service.putArray("volumes").addObject().put("type", "bind").put("source", resultsDir.toString())
                .put("target", StudyDeployment.RESULTS);
        service.putArray("networks").add(NETWORK);
        ObjectNode deploy = service.putObject("deploy").put("mode", "replicated").put("replicas", driverReplicas);
        deploy.putObject("placement").putArray("constraints").add(driverNodes);
        // A driver started again would miss the timetable: a dead driver stays dead, and the merge names it.
        deploy.putObject("restart_policy").put("condition", "none");
        return service;
    }

    /** A value as the compose file means it: '$' starts a variable there, '$$' is a dollar. */
    private static String uninterpolated(String value) {
        return value.replace("$", "$$");
    }

    private static void strings(ArrayNode array, List<String> values) {
        values.forEach(array::add);
    }
}
