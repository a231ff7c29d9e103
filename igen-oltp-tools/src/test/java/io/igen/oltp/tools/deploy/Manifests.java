package io.igen.oltp.tools.deploy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Kubernetes manifests read as Kubernetes reads them, for {@link KubernetesManifestsTest}: YAML documents, a Job's
 * container, its volumes and mounts, its environment and arguments with {@code $(VAR)} expanded.
 */
final class Manifests {

    private static final YAMLMapper YAML = new YAMLMapper();
    private static final Pattern KUBERNETES_VARIABLE = Pattern.compile("\\$\\(([A-Za-z_][A-Za-z0-9_]*)\\)");

    private Manifests() {
    }

    static List<JsonNode> documents(String yaml) throws IOException {
        try (MappingIterator<JsonNode> iterator = YAML.readerFor(JsonNode.class).readValues(yaml)) {
            return iterator.readAll().stream().filter(document -> document != null && document.isObject()).toList();
        }
    }

    static JsonNode single(Path file) throws IOException {
        List<JsonNode> documents = documents(Files.readString(file));
        assertThat(documents).as(file.toString()).hasSize(1);
        return documents.get(0);
    }


    static JsonNode onlyContainer(JsonNode job) {
        JsonNode containers = job.at("/spec/template/spec/containers");
        assertThat(containers).hasSize(1);
        return containers.get(0);
    }

    static JsonNode volumeOf(JsonNode job, String name) {
        return find(job.at("/spec/template/spec/volumes"), name);
    }

    static JsonNode mountOf(JsonNode container, String name) {
        return find(container.get("volumeMounts"), name);
    }

    static JsonNode find(JsonNode list, String name) {
        for (JsonNode entry : list) {
            if (entry.get("name").asText().equals(name)) {
                return entry;
            }
        }
        throw new AssertionError("no '" + name + "' in " + list);
    }

    /** The container's environment variables that have a literal value. */
    static Map<String, String> literalEnv(JsonNode container) {
        Map<String, String> env = new LinkedHashMap<>();
        for (JsonNode variable : container.get("env")) {
            if (variable.has("value")) {
                assertThat(variable.get("value").isTextual()).as("%s is a string", variable).isTrue();
                env.put(variable.get("name").asText(), variable.get("value").asText());
            }
        }
        return env;
    }

    /** Kubernetes' expansion of {@code $(VAR)} in command and args: a variable it does not know is left as it is. */
    static String expand(String text, Map<String, String> env) {
        Matcher matcher = KUBERNETES_VARIABLE.matcher(text);
        StringBuilder expanded = new StringBuilder();
        while (matcher.find()) {
            String value = env.getOrDefault(matcher.group(1), matcher.group());
            matcher.appendReplacement(expanded, Matcher.quoteReplacement(value));
        }
        return matcher.appendTail(expanded).toString();
    }

    /** Each {@code --option value} pair of the arguments (an option followed by another option has no entry). */
    static Map<String, String> optionValues(List<String> args) {
        Map<String, String> values = new LinkedHashMap<>();
        for (int i = 0; i + 1 < args.size(); i++) {
            if (args.get(i).startsWith("--") && !args.get(i + 1).startsWith("--")) {
                values.put(args.get(i), args.get(i + 1));
            }
        }
        return values;
    }

    static Map<String, String> fields(JsonNode object) {
        Map<String, String> fields = new LinkedHashMap<>();
        object.properties().forEach(field -> fields.put(field.getKey(), field.getValue().asText()));
        return fields;
    }

    /**
     * Every literal value that could be a password: a field named like one, or a container environment variable named
     * like one that has a {@code value}; as "where=value".
     */
    static void collectPasswords(String where, JsonNode node, List<String> found) {
        collectPasswords(where, "", node, found);
    }

    static void collectPasswords(String where, String path, JsonNode node, List<String> found) {
        if (node.isObject()) {
            if (node.has("name") && node.has("value") && node.get("name").asText().toLowerCase().contains("password")) {
                found.add(where + path + "=" + node.get("value").asText());
            }
            for (Map.Entry<String, JsonNode> field : node.properties()) {
                if (field.getKey().toLowerCase().contains("password") && field.getValue().isValueNode()) {
                    found.add(where + path + "/" + field.getKey() + "=" + field.getValue().asText());
                }
                collectPasswords(where, path + "/" + field.getKey(), field.getValue(), found);
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                collectPasswords(where, path + "/" + i, node.get(i), found);
            }
        }
    }
}
