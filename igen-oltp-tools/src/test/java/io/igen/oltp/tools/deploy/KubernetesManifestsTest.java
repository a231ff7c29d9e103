package io.igen.oltp.tools.deploy;

import com.fasterxml.jackson.databind.JsonNode;
import io.igen.core.cli.Cli;
import io.igen.core.cli.CliRun;
import io.igen.oltp.OltpCommand;
import io.igen.oltp.shard.ShardMapFile;
import io.igen.oltp.shard.ShardTarget;
import io.igen.oltp.tools.OltpToolsCommand;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine.ParseResult;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.StreamSupport;

import static io.igen.oltp.tools.deploy.Manifests.collectPasswords;
import static io.igen.oltp.tools.deploy.Manifests.documents;
import static io.igen.oltp.tools.deploy.Manifests.expand;
import static io.igen.oltp.tools.deploy.Manifests.fields;
import static io.igen.oltp.tools.deploy.Manifests.literalEnv;
import static io.igen.oltp.tools.deploy.Manifests.mountOf;
import static io.igen.oltp.tools.deploy.Manifests.onlyContainer;
import static io.igen.oltp.tools.deploy.Manifests.optionValues;
import static io.igen.oltp.tools.deploy.Manifests.single;
import static io.igen.oltp.tools.deploy.Manifests.volumeOf;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code igen-oltp deploy kubernetes} without a cluster: renders a run of 3 drivers over {@code deploy/kubernetes/}'s
 * example shard map and reads the objects as Kubernetes would, down to the driver's arguments (which must parse as
 * {@code igen-oltp} options once Kubernetes has expanded {@code $(VAR)}), where the credentials come from, the shard
 * map, and the merge Job's wait (its shell script runs here against a results directory of the test's own and a
 * stand-in {@code java}).
 */
class KubernetesManifestsTest {

    static final Path DIR = Path.of("..", "deploy", "kubernetes");
    private static final String PLACEHOLDER_PASSWORD = "CHANGE-ME";
    /** Far ahead: igen-oltp refuses a --start-at in the past, so a date near today would fail this test from then on. */
    private static final String START_AT = "2099-12-01T10:00:00Z";

    static final Path SHARD_MAP = DIR.resolve("shard-map.json");

    private static JsonNode shardMap;
    private static JsonNode driverJob;
    private static JsonNode mergeJob;

    @TempDir
    Path temp;

    @BeforeAll
    static void render() throws Exception {
        CliRun rendering = render("--drivers", "3", "--start-at", START_AT, "--run-id", "t1");
        assertThat(rendering.exitCode()).as(rendering.err()).isZero();
        assertThat(rendering.err()).isEmpty();
        List<JsonNode> documents = documents(rendering.out());
        assertThat(documents).extracting(document -> document.get("kind").asText())
                .containsExactly("ConfigMap", "Job", "Job");
        shardMap = documents.get(0);
        driverJob = documents.get(1);
        mergeJob = documents.get(2);
        assertThat(shardMap.at("/metadata/name").asText()).isEqualTo("igen-shard-map-t1");
        assertThat(driverJob.at("/metadata/name").asText()).isEqualTo("igen-driver-t1");
        assertThat(mergeJob.at("/metadata/name").asText()).isEqualTo("igen-merge-t1");
    }

    @Test
    void theDriversAreAnIndexedJobOfOnePodPerDriverThatIsNeverRetried() {
        JsonNode spec = driverJob.get("spec");
        assertThat(driverJob.get("apiVersion").asText()).isEqualTo("batch/v1");
        assertThat(spec.get("completionMode").asText()).isEqualTo("Indexed");
        assertThat(spec.get("completions").isInt()).isTrue();
        assertThat(spec.get("completions").asInt()).isEqualTo(3);
        assertThat(spec.get("parallelism").asInt()).isEqualTo(3);
        assertThat(spec.get("backoffLimitPerIndex").isInt()).isTrue();
        assertThat(spec.get("backoffLimitPerIndex").asInt()).isZero();
        assertThat(!spec.has("backoffLimit") || spec.get("backoffLimit").asInt() >= 3)
                .as("backoffLimit, when given, must not end the Job before each index has failed once").isTrue();
        assertThat(spec.at("/template/spec/restartPolicy").asText()).isEqualTo("Never");

        JsonNode antiAffinity = spec.at("/template/spec/affinity/podAntiAffinity");
        assertThat(antiAffinity.has("requiredDuringSchedulingIgnoredDuringExecution")).isFalse();
        JsonNode preferred = antiAffinity.at("/preferredDuringSchedulingIgnoredDuringExecution/0/podAffinityTerm");
        assertThat(preferred.get("topologyKey").asText()).isEqualTo("kubernetes.io/hostname");
        Map<String, String> selector = fields(preferred.at("/labelSelector/matchLabels"));
        assertThat(selector).containsEntry("igen.io/run-id", "t1").containsEntry("app.kubernetes.io/component", "driver");
        assertThat(fields(spec.at("/template/metadata/labels"))).as("the selector picks this run's driver pods")
                .containsAllEntriesOf(selector);
    }

    @Test
    void theDriverArgumentsParseAsIgenOltpOptionsOnceKubernetesHasExpandedThem() {
        JsonNode container = onlyContainer(driverJob);
        assertThat(container.has("command")).as("the image's ENTRYPOINT runs the jar").isFalse();
        Map<String, String> env = literalEnv(container);
        env.put("JOB_COMPLETION_INDEX", "1");
        List<String> args = new ArrayList<>();
        for (JsonNode arg : container.get("args")) {
            assertThat(arg.isTextual()).as("Kubernetes takes only strings as args: %s", arg).isTrue();
            args.add(expand(arg.asText(), env));
        }

        ParseResult parsed = Cli.commandLine(new OltpCommand()).parseArgs(args.toArray(String[]::new));

        assertThat(parsed.unmatched()).isEmpty();
        assertThat(parsed.subcommand()).isNull();
        assertThat(optionValues(args)).containsEntry("--db", "postgresql")
                .containsEntry("--drivers", "3")
                .containsEntry("--driver-index", "env:JOB_COMPLETION_INDEX")
                .containsEntry("--run-id", "t1")
                .containsEntry("--start-at", START_AT)
                .containsEntry("--out", "/results/t1/driver-{driver}")
                .containsEntry("--warmup", "30").containsEntry("--duration", "60");
        assertThat(parsed.hasMatchedOption("--threads")).as("no --threads given: the driver's default").isFalse();
        assertThat(parsed.<Integer>matchedOptionValue("--drivers", 0)).isEqualTo(3);

        String shardMapPath = optionValues(args).get("--shard-map");
        JsonNode mount = mountOf(container, "shard-map");
        String key = shardMap.get("data").fieldNames().next();
        assertThat(shardMapPath).isEqualTo(mount.get("mountPath").asText() + "/" + key);
        assertThat(volumeOf(driverJob, "shard-map").at("/configMap/name").asText())
                .isEqualTo(shardMap.at("/metadata/name").asText());
        assertThat(optionValues(args).get("--out")).startsWith(mountOf(container, "results").get("mountPath").asText() + "/");
    }

    @Test
    void theDriversOwnOptionsReachThemAndTheStartIsTwoMinutesAheadByDefault() throws Exception {
        Instant before = Instant.now();
        CliRun rendering = render("--drivers", "2", "--run-id", "t2", "--warmup", "5", "--duration", "20", "--",
                "--threads", "8,16", "--history", "/h/$(HOME)");
        assertThat(rendering.exitCode()).as(rendering.err()).isZero();
        JsonNode container = onlyContainer(documents(rendering.out()).get(1));
        List<String> args = StreamSupport.stream(container.get("args").spliterator(), false).map(JsonNode::asText).toList();

        assertThat(args).containsSubsequence("--threads", "8,16");
        assertThat(args).as("a dollar Kubernetes would expand is written doubled").endsWith("--history", "/h/$$(HOME)");
        assertThat(optionValues(args)).containsEntry("--drivers", "2").containsEntry("--warmup", "5")
                .containsEntry("--duration", "20");
        Instant start = Instant.parse(optionValues(args).get("--start-at"));
        assertThat(Duration.between(before, start).toSeconds()).isBetween(118L, 121L);
    }

    @Test
    void theDatabaseCredentialsComeFromTheSecretAndNoManifestHoldsAPassword() throws IOException {
        JsonNode secret = single(DIR.resolve("secret.example.yaml"));
        assertThat(secret.get("kind").asText()).isEqualTo("Secret");
        Map<String, JsonNode> env = new LinkedHashMap<>();
        onlyContainer(driverJob).get("env").forEach(variable -> env.put(variable.get("name").asText(), variable));
        for (String name : List.of("IGEN_DB_USER", "IGEN_DB_PASSWORD")) {
            JsonNode variable = env.get(name);
            assertThat(variable).as(name).isNotNull();
            assertThat(variable.has("value")).as(name + " has no literal value").isFalse();
            JsonNode reference = variable.at("/valueFrom/secretKeyRef");
            assertThat(reference.get("name").asText()).isEqualTo(secret.at("/metadata/name").asText());
            assertThat(secret.get("stringData").has(reference.get("key").asText())).as(name + "'s key").isTrue();
        }

        List<String> passwords = new ArrayList<>();
        for (Path file : List.of(DIR.resolve("results-pvc.yaml"), DIR.resolve("secret.example.yaml"))) {
            documents(Files.readString(file)).forEach(document -> collectPasswords(file.getFileName() + ":", document,
                    passwords));
        }
        collectPasswords("rendered shard map:", shardMap, passwords);
        collectPasswords("rendered driver Job:", driverJob, passwords);
        collectPasswords("rendered merge Job:", mergeJob, passwords);
        assertThat(passwords).containsExactly("secret.example.yaml:/stringData/password=" + PLACEHOLDER_PASSWORD);
        assertThat(shardMap.toString()).doesNotContainIgnoringCase("password").doesNotContain("user=");
    }

    @Test
    void theShardMapIsTheGivenFileAsIgenOltpReadsIt() throws IOException {
        JsonNode configMap = shardMap;
        assertThat(configMap.get("data").size()).isEqualTo(1);
        assertThat(configMap.at("/data/shard-map.json").asText()).isEqualTo(Files.readString(SHARD_MAP));

        List<ShardTarget> shards = ShardMapFile.parse(configMap.at("/data/shard-map.json").asText());

        assertThat(shards).hasSize(4);
        assertThat(shards).extracting(ShardTarget::jdbcUrl).allSatisfy(url ->
                assertThat(url).matches("jdbc:postgresql://pg-\\d\\.pg:5432/igen"));
        assertThat(shards).extracting(ShardTarget::jdbcUrl).doesNotHaveDuplicates();
    }

    @Test
    void bothJobsRunTheDriverImageOnTheSameResultsClaim() throws IOException {
        JsonNode driver = onlyContainer(driverJob);
        JsonNode merge = onlyContainer(mergeJob);
        assertThat(driver.get("image").asText()).isEqualTo("igen-oltp:latest");
        assertThat(merge.get("image").asText()).isEqualTo(driver.get("image").asText());
        assertThat(List.of(driver, merge)).allSatisfy(container ->
                assertThat(container.get("imagePullPolicy").asText()).isEqualTo("IfNotPresent"));

        JsonNode claim = single(DIR.resolve("results-pvc.yaml"));
        assertThat(claim.get("kind").asText()).isEqualTo("PersistentVolumeClaim");
        assertThat(claim.at("/spec/accessModes").toString()).isEqualTo("[\"ReadWriteMany\"]");
        String claimName = claim.at("/metadata/name").asText();
        assertThat(volumeOf(driverJob, "results").at("/persistentVolumeClaim/claimName").asText()).isEqualTo(claimName);
        assertThat(volumeOf(mergeJob, "results").at("/persistentVolumeClaim/claimName").asText()).isEqualTo(claimName);
        assertThat(mountOf(merge, "results").get("mountPath").asText())
                .isEqualTo(mountOf(driver, "results").get("mountPath").asText()).isEqualTo("/results");
    }

    @Test
    void theMergeJobWaitsForEveryDriverThenMergesTheirResults() throws Exception {
        JsonNode spec = mergeJob.get("spec");
        assertThat(spec.get("backoffLimit").asInt()).isZero();
        assertThat(spec.at("/template/spec/restartPolicy").asText()).isEqualTo("Never");
        JsonNode container = onlyContainer(mergeJob);
        assertThat(container.get("command")).hasSize(3);
        assertThat(container.at("/command/0").asText()).isEqualTo("sh");
        assertThat(container.at("/command/1").asText()).isEqualTo("-c");
        Map<String, String> env = literalEnv(container);
        assertThat(env).containsEntry("DRIVERS", "3").containsEntry("RUN_ID", "t1").containsEntry("WAIT_SECONDS", "7200");
        String script = container.at("/command/2").asText();
        assertThat(expand(script, env)).as("Kubernetes leaves the script as it is").isEqualTo(script);

        Path results = temp.resolve("results");
        for (int driver = 0; driver < 3; driver++) {
            Path part = Files.createDirectories(results.resolve("t1/driver-" + driver));
            Files.writeString(part.resolve("igen-oltp-2026120110000" + driver + ".json"), "{}");
            if (driver != 1) {
                Files.writeString(part.resolve("igen-oltp-2026120110000" + driver + ".html"), "");
            }
        }
        String local = script.replace("/results", results.toString());

        ScriptRun unfinished = runMergeScript(local, Map.of("RUN_ID", "t1", "DRIVERS", "3", "WAIT_SECONDS", "0"));
        assertThat(unfinished.exitCode()).isEqualTo(1);
        assertThat(unfinished.err()).contains("2 of 3 drivers finished");
        assertThat(Files.exists(temp.resolve("java-args"))).as("merge is not run on unfinished parts").isFalse();

        Files.writeString(results.resolve("t1/driver-1/igen-oltp-20261201100001.html"), "");
        ScriptRun finished = runMergeScript(local, Map.of("RUN_ID", "t1", "DRIVERS", "3", "WAIT_SECONDS", "0"));
        assertThat(finished.exitCode()).as(finished.err()).isZero();
        String parts = results.resolve("t1").toString();
        assertThat(Files.readAllLines(temp.resolve("java-args"))).containsExactly("-XX:+UseG1GC", "-jar",
                "/igen/igen-oltp.jar", "merge", parts + "/driver-0/igen-oltp-20261201100000.json",
                parts + "/driver-1/igen-oltp-20261201100001.json", parts + "/driver-2/igen-oltp-20261201100002.json",
                "--out", parts + "/merged");
    }

    static CliRun render(String... arguments) {
        List<String> command = new ArrayList<>(List.of("deploy", "kubernetes", "--shard-map", SHARD_MAP.toString()));
        command.addAll(List.of(arguments));
        return CliRun.of(new OltpToolsCommand(), command.toArray(String[]::new));
    }

    private record ScriptRun(int exitCode, String out, String err) {
    }

    /** Runs the merge Job's script with a stand-in {@code java} that writes its arguments to {@code java-args}. */
    private ScriptRun runMergeScript(String script, Map<String, String> env) throws IOException, InterruptedException {
        Path bin = Files.createDirectories(temp.resolve("bin"));
        Path java = bin.resolve("java");
        Files.writeString(java, "#!/bin/sh\nprintf '%s\\n' \"$@\" > '" + temp.resolve("java-args") + "'\n");
        assertThat(java.toFile().setExecutable(true)).isTrue();
        ProcessBuilder builder = new ProcessBuilder("sh", "-c", script);
        builder.environment().putAll(env);
        builder.environment().put("PATH", bin + ":" + System.getenv("PATH"));
        return run(builder);
    }

    private static ScriptRun run(ProcessBuilder builder) throws IOException, InterruptedException {
        Path err = Files.createTempFile("igen-k8s", ".err");
        try {
            Process process = builder.redirectError(err.toFile()).start();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("finished").isTrue();
            return new ScriptRun(process.exitValue(), out, Files.readString(err));
        } finally {
            Files.delete(err);
        }
    }
}
