package io.igen.oltp.tools.deploy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * A {@link StudyDeployment} as Kubernetes objects, for {@code kubectl apply -f -}: the run's shard map as a ConfigMap,
 * the drivers as an Indexed Job of one pod per driver (pod i is driver i, {@code JOB_COMPLETION_INDEX}), and a Job that
 * waits for every driver's part and merges them. The shards are the user's own servers, named in the shard map; the
 * credentials come from the Secret {@code igen-db} and the parts go to the claim {@code igen-results}, both made once
 * ({@code deploy/kubernetes/}).
 *
 * @param shardMap        the shard map's JSON, as the drivers read it
 * @param mergeWaitSeconds how long the merge waits for the drivers before it gives up, naming what it found
 */
public record KubernetesManifests(StudyDeployment deployment, String shardMap, int mergeWaitSeconds) {

    /** Where a driver reads the shard map: the ConfigMap mounted as a folder, the map its one file. */
    static final String SHARD_MAP_DIR = "/etc/igen";
    static final String SHARD_MAP_FILE = "shard-map.json";
    /** The Secret of the shards' user and password, and the claim of every run's results. */
    static final String SECRET = "igen-db";
    static final String CLAIM = "igen-results";
    private static final String IMAGE_PULL_POLICY = "IfNotPresent";
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory()
            .enable(YAMLGenerator.Feature.LITERAL_BLOCK_STYLE)
            .enable(YAMLGenerator.Feature.INDENT_ARRAYS_WITH_INDICATOR));

    /**
     * The merge's wait: a driver writes its JSON before its first level and again after every level, and its HTML
     * report last, after the final JSON, so a part is finished when its .html exists.
     */
    private static final String MERGE_SCRIPT = """
            dir=/results/$RUN_ID
            waited=0
            while :; do
              finished=$(ls $dir/driver-*/igen-oltp-*.html 2>/dev/null | wc -l)
              [ "$finished" -ge "$DRIVERS" ] && break
              if [ "$waited" -ge "$WAIT_SECONDS" ]; then
                echo "igen-merge: $finished of $DRIVERS drivers finished under $dir after $WAIT_SECONDS s; not merging" >&2
                ls -l $dir/driver-* >&2
                exit 1
              fi
              sleep 10
              waited=$((waited + 10))
            done
            exec java -XX:+UseG1GC -jar /igen/igen-oltp.jar merge $dir/driver-*/igen-oltp-*.json --out $dir/merged
            """;

    /** How a driver of these Jobs finds its shards; the user and password come from the Secret's variables. */
    static List<String> shardArguments() {
        return List.of("--shard-map", SHARD_MAP_DIR + "/" + SHARD_MAP_FILE);
    }

    private String driverJobName() {
        return "igen-driver-" + deployment.runId();
    }

    private String mergeJobName() {
        return "igen-merge-" + deployment.runId();
    }

    private String shardMapName() {
        return "igen-shard-map-" + deployment.runId();
    }

    /** The three objects as one YAML stream, with a header that says what it is. */
    public String render() {
        StringBuilder yaml = new StringBuilder("# iGenOLTP run " + deployment.runId() + ": " + deployment.drivers()
                + " drivers over " + deployment.shards() + " shards, first level at " + deployment.startAt()
                + ".\n# Written by igen-oltp deploy kubernetes (deploy/kubernetes/README.md): kubectl apply -f it.\n");
        try {
            for (ObjectNode object : List.of(shardMapConfigMap(), driverJob(), mergeJob())) {
                yaml.append(YAML.writeValueAsString(object));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return yaml.toString();
    }

    private ObjectNode shardMapConfigMap() {
        ObjectNode map = object("v1", "ConfigMap", shardMapName(), null);
        map.putObject("data").put(SHARD_MAP_FILE, shardMap);
        return map;
    }

    private ObjectNode driverJob() {
        ObjectNode job = object("batch/v1", "Job", driverJobName(), "driver");
        ObjectNode spec = job.putObject("spec").put("completionMode", "Indexed")
                .put("completions", deployment.drivers()).put("parallelism", deployment.drivers())
                // No retries: a driver started again would miss the timetable. A failed index stays failed, the
                // others finish their parts, and the Job ends Failed. backoffLimit is left out: with
                // backoffLimitPerIndex it defaults to the largest value, so it never cuts in first (Kubernetes 1.29+).
                .put("backoffLimitPerIndex", 0);
        ObjectNode pod = podTemplate(spec, "driver");
        // One driver per node where the cluster has the nodes; more than one where it has not.
        ObjectNode term = pod.putObject("affinity").putObject("podAntiAffinity")
                .putArray("preferredDuringSchedulingIgnoredDuringExecution").addObject().put("weight", 100)
                .putObject("podAffinityTerm").put("topologyKey", "kubernetes.io/hostname");
        term.putObject("labelSelector").set("matchLabels", labels("driver"));
        ObjectNode container = container(pod, "driver");
        strings(container.putArray("args"), deployment.driverArguments("env:JOB_COMPLETION_INDEX").stream()
                .map(KubernetesManifests::unexpanded).toList());
        ArrayNode env = container.putArray("env");
        secretVariable(env, "IGEN_DB_USER", "user");
        secretVariable(env, "IGEN_DB_PASSWORD", "password");
        // The heap follows the container's memory limit; a shard pod started again has a new address under the same
        // name, looked up again within a second, not after the JVM's 30 s cache.
        env.addObject().put("name", "JAVA_TOOL_OPTIONS").put("value", "-XX:MaxRAMPercentage=75 "
                + "-Dsun.net.inetaddr.ttl=1");
        // Size to the node: a driver with hundreds of load threads wants whole cores and a heap of a few GB.
        ObjectNode resources = container.putObject("resources");
        resources.putObject("requests").put("cpu", "2").put("memory", "2Gi");
        resources.putObject("limits").put("memory", "4Gi");
        ArrayNode mounts = container.putArray("volumeMounts");
        mounts.addObject().put("name", "shard-map").put("mountPath", SHARD_MAP_DIR).put("readOnly", true);
        mounts.addObject().put("name", "results").put("mountPath", StudyDeployment.RESULTS);
        ArrayNode volumes = pod.putArray("volumes");
        volumes.addObject().put("name", "shard-map").putObject("configMap").put("name", shardMapName());
        resultsVolume(volumes);
        return job;
    }

    private ObjectNode mergeJob() {
        ObjectNode job = object("batch/v1", "Job", mergeJobName(), "merge");
        ObjectNode pod = podTemplate(job.putObject("spec").put("backoffLimit", 0), "merge");
        ObjectNode container = container(pod, "merge");
        // The image's entry point runs the jar; the merge needs a shell first, to wait for the parts.
        strings(container.putArray("command"), List.of("sh", "-c", MERGE_SCRIPT));
        ArrayNode env = container.putArray("env");
        env.addObject().put("name", "RUN_ID").put("value", deployment.runId());
        env.addObject().put("name", "DRIVERS").put("value", Integer.toString(deployment.drivers()));
        env.addObject().put("name", "WAIT_SECONDS").put("value", Integer.toString(mergeWaitSeconds));
        container.putArray("volumeMounts").addObject().put("name", "results")
                .put("mountPath", StudyDeployment.RESULTS);
        resultsVolume(pod.putArray("volumes"));
        return job;
    }

    private ObjectNode object(String apiVersion, String kind, String name, String component) {
        ObjectNode object = YAML.createObjectNode().put("apiVersion", apiVersion).put("kind", kind);
        ObjectNode metadata = object.putObject("metadata").put("name", name);
        metadata.set("labels", labels(component));
        return object;
    }

    /** The labels of the run's objects; {@code component} null for the ConfigMap, which no pod selects. */
    private ObjectNode labels(String component) {
        ObjectNode labels = YAML.createObjectNode().put("app.kubernetes.io/name", "igen-oltp");
        if (component != null) {
            labels.put("app.kubernetes.io/component", component);
        }
        return labels.put("igen.io/run-id", deployment.runId());
    }

    /** The Job's pod template: its labels, never restarted (a retried pod would miss the timetable or merge twice). */
    private ObjectNode podTemplate(ObjectNode jobSpec, String component) {
        ObjectNode template = jobSpec.putObject("template");
        template.putObject("metadata").set("labels", labels(component));
        return template.putObject("spec").put("restartPolicy", "Never");
    }

    private ObjectNode container(ObjectNode pod, String name) {
        return pod.putArray("containers").addObject().put("name", name).put("image", deployment.driverImage())
                .put("imagePullPolicy", IMAGE_PULL_POLICY);
    }

    private static void secretVariable(ArrayNode env, String name, String key) {
        env.addObject().put("name", name).putObject("valueFrom").putObject("secretKeyRef").put("name", SECRET)
                .put("key", key);
    }

    private static void resultsVolume(ArrayNode volumes) {
        volumes.addObject().put("name", "results").putObject("persistentVolumeClaim").put("claimName", CLAIM);
    }

    /** An argument as Kubernetes means it: it expands {@code $(VAR)} in args, and {@code $$} is a dollar. */
    private static String unexpanded(String value) {
        return value.replace("$", "$$");
    }

    private static void strings(ArrayNode array, List<String> values) {
        values.forEach(array::add);
    }
}
