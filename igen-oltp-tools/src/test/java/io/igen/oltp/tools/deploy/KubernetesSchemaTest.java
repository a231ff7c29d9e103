package io.igen.oltp.tools.deploy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.igen.core.cli.CliRun;
import io.igen.oltp.tools.OltpToolsCommand;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every Kubernetes object of a run checked strictly against the API of the oldest Kubernetes release the objects
 * support (1.29: {@code backoffLimitPerIndex} of an Indexed Job) and the newest fabric8's model knows: the shard map's
 * ConfigMap and the two Jobs {@code deploy kubernetes} writes for a run, and the claim and Secret of
 * {@code deploy/kubernetes/}, applied as they are. Prints what it checked, so CI's log shows it; then deliberately
 * broken copies of the driver Job, each refused naming the field.
 */
class KubernetesSchemaTest {

    private static final Path DIR = Path.of("..", "deploy", "kubernetes");
    private static final YAMLMapper YAML = new YAMLMapper();
    private static final List<KubernetesRelease> RELEASES = List.of(KubernetesRelease.load("oldest", "1.29"),
            KubernetesRelease.load("newest", "1.37"));

    private static String rendered;

    @BeforeAll
    static void render() throws Exception {
        CliRun run = CliRun.of(new OltpToolsCommand(), "deploy", "kubernetes", "--shard-map",
                DIR.resolve("shard-map.json").toString(), "--drivers", "4", "--run-id", "r1", "--start-at",
                "2099-12-01T10:00:00Z", "--warmup", "5", "--duration", "20", "--", "--threads", "8,16");
        assertThat(run.exitCode()).as(run.err()).isZero();
        rendered = run.out();
    }

    static Stream<KubernetesRelease> releases() {
        return RELEASES.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("releases")
    void everyObjectOfTheManifestsIsValidStrictly(KubernetesRelease release) throws IOException {
        List<JsonNode> objects = new ArrayList<>(documents(rendered));
        for (String file : List.of("results-pvc.yaml", "secret.example.yaml")) {
            objects.addAll(documents(Files.readString(DIR.resolve(file))));
        }
        ApiSchemaCheck check = new ApiSchemaCheck(release);

        List<ApiSchemaCheck.Outcome> outcomes = objects.stream().map(check::check).toList();

        for (ApiSchemaCheck.Outcome outcome : outcomes) {
            System.out.printf("strict schema, %s: %s %s (%d fields)%n", release, outcome.object(),
                    outcome.violations().isEmpty() ? "valid" : "INVALID " + outcome.violations(),
                    outcome.fieldsChecked());
        }
        assertThat(outcomes).extracting(ApiSchemaCheck.Outcome::object).containsExactly("ConfigMap igen-shard-map-r1",
                "Job igen-driver-r1", "Job igen-merge-r1", "PersistentVolumeClaim igen-results", "Secret igen-db");
        assertThat(outcomes).flatExtracting(ApiSchemaCheck.Outcome::violations).isEmpty();
        assertThat(outcomes).allSatisfy(outcome -> assertThat(outcome.fieldsChecked()).isPositive());
    }

    /** Each case: the object at a pointer of the driver Job, a field taken out of it (or none), one put in. */
    static Stream<Arguments> brokenDriverJobs() {
        List<Arguments> cases = new ArrayList<>();
        for (KubernetesRelease release : RELEASES) {
            cases.add(Arguments.of(release, "/spec", "", "completionMode", "\"Indexd\"",
                    "Job igen-driver-r1: spec.completionMode: \"Indexd\" is not a value of JobSpec.completionMode: "
                            + "one of [Indexed, NonIndexed], got a string \"Indexd\""));
            cases.add(Arguments.of(release, "/spec", "", "backoffLimitPerIndex", "\"zero\"",
                    "Job igen-driver-r1: spec.backoffLimitPerIndex: expected an integer (int32), got a string \"zero\""));
            cases.add(Arguments.of(release, "/spec", "backoffLimitPerIndex", "backofLimitPerIndex", "0",
                    "Job igen-driver-r1: spec.backofLimitPerIndex: unknown field \"backofLimitPerIndex\" (JobSpec in "
                            + release + " has no such field)"));
            cases.add(Arguments.of(release, "/spec/template/spec/containers/0", "", "imagePullPolicy",
                    "\"IfNotPresnt\"", "Job igen-driver-r1: spec.template.spec.containers[0].imagePullPolicy: "
                            + "\"IfNotPresnt\" is not a value of Container.imagePullPolicy: one of [Always, "
                            + "IfNotPresent, Never], got a string \"IfNotPresnt\""));
            cases.add(Arguments.of(release, "/spec/template/spec", "", "retries", "0",
                    "Job igen-driver-r1: spec.template.spec.retries: unknown field \"retries\" (PodSpec in "
                            + release + " has no such field)"));
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}: {3}: {4}")
    @MethodSource("brokenDriverJobs")
    void aBrokenDriverJobIsRefusedNamingTheObjectAndTheField(KubernetesRelease release, String pointer, String removed,
                                                            String field, String value, String violation)
            throws IOException {
        JsonNode job = documents(rendered).get(1).deepCopy();
        ObjectNode object = (ObjectNode) job.at(pointer);
        assertThat(removed.isEmpty() || object.has(removed)).as("the field taken out is there").isTrue();
        object.remove(removed);
        object.set(field, YAML.readTree(value));

        ApiSchemaCheck.Outcome outcome = new ApiSchemaCheck(release).check(job);

        System.out.printf("strict schema, %s, broken driver Job (%s/%s: %s): %s%n", release, pointer, field, value,
                outcome.violations());
        assertThat(outcome.violations()).containsExactly(violation);
    }

    private static List<JsonNode> documents(String yaml) throws IOException {
        try (MappingIterator<JsonNode> iterator = YAML.readerFor(JsonNode.class).readValues(yaml)) {
            return iterator.readAll().stream().filter(document -> document != null && document.isObject()).toList();
        }
    }
}
