package io.igen.oltp.tools.deploy;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;

import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks a manifest's object against one Kubernetes release's API, strictly, as {@code kubectl apply
 * --validate=strict} would: every field must be one the release's type has (fabric8's model is read as the schema:
 * each {@code @JsonProperty} field and its Java type), of that type (no string where the API wants an integer, as
 * Jackson's lenient coercion would allow), and a string of an enumerated field one of its values ({@link OpenApiEnums}).
 * Each violation names the object and the field's path.
 */
final class ApiSchemaCheck {

    private final KubernetesRelease release;
    private final Class<?> intOrString;
    private final Class<?> quantity;
    private final Map<Class<?>, Map<String, Field>> properties = new LinkedHashMap<>();
    private int fieldsChecked;

    ApiSchemaCheck(KubernetesRelease release) {
        this.release = release;
        this.intOrString = release.modelClass("IntOrString");
        this.quantity = release.modelClass("Quantity");
    }

    /** What the check found in one object: its name ({@code Job igen-driver-r1}), the fields it checked, violations. */
    record Outcome(String object, int fieldsChecked, List<String> violations) {
    }

    Outcome check(JsonNode object) {
        String apiVersion = object.path("apiVersion").asText();
        String kind = object.path("kind").asText();
        String name = kind + " " + object.at("/metadata/name").asText();
        List<String> violations = new ArrayList<>();
        fieldsChecked = 0;
        Optional<Class<?>> type = release.kind(apiVersion, kind);
        if (type.isEmpty()) {
            violations.add(name + ": " + release + " has no kind " + kind + " in " + apiVersion);
        } else {
            checkObject(name, "", object, type.get(), violations);
        }
        return new Outcome(name, fieldsChecked, violations);
    }

    private void checkObject(String name, String path, JsonNode node, Class<?> type, List<String> violations) {
        if (!node.isObject()) {
            violations.add(name + ": " + shown(path) + ": expected an object (" + type.getSimpleName() + "), got "
                    + describe(node));
            return;
        }
        Map<String, Field> known = propertiesOf(type);
        for (Map.Entry<String, JsonNode> entry : node.properties()) {
            String fieldPath = path.isEmpty() ? entry.getKey() : path + "." + entry.getKey();
            Field field = known.get(entry.getKey());
            if (field == null) {
                violations.add(name + ": " + fieldPath + ": unknown field \"" + entry.getKey() + "\" ("
                        + type.getSimpleName() + " in " + release + " has no such field)");
            } else {
                checkValue(name, fieldPath, entry.getValue(), field.getGenericType(),
                        type.getSimpleName() + "." + entry.getKey(), violations);
            }
        }
    }

    /** @param property the declaring type and field, {@code JobSpec.completionMode}: what {@link OpenApiEnums} knows */
    private void checkValue(String name, String path, JsonNode node, Type type, String property,
                            List<String> violations) {
        fieldsChecked++;
        if (node.isNull()) {
            return; // an explicit null is the field left unset, for the API server as for kubectl
        }
        Class<?> raw = type instanceof ParameterizedType parameterized ? (Class<?>) parameterized.getRawType()
                : (Class<?>) type;
        String wrong = null;
        if (raw == String.class) {
            wrong = node.isTextual() ? OpenApiEnums.violation(property, node.asText()) : "expected a string";
        } else if (raw == Integer.class || raw == Long.class) {
            boolean fits = node.isIntegralNumber() && (raw == Long.class || node.canConvertToInt());
            wrong = fits ? null : "expected an integer (" + (raw == Integer.class ? "int32" : "int64") + ")";
        } else if (raw == Boolean.class) {
            wrong = node.isBoolean() ? null : "expected a boolean";
        } else if (raw == Double.class || raw == Float.class) {
            wrong = node.isNumber() ? null : "expected a number";
        } else if (raw == intOrString) {
            wrong = node.isTextual() || node.isIntegralNumber() ? null : "expected an integer or a string";
        } else if (raw == quantity) {
            wrong = node.isTextual() || node.isNumber() ? null : "expected a quantity (\"2Gi\", \"500m\", 3)";
        } else if (List.class.isAssignableFrom(raw)) {
            if (!node.isArray()) {
                wrong = "expected a list";
            } else {
                Type item = ((ParameterizedType) type).getActualTypeArguments()[0];
                for (int i = 0; i < node.size(); i++) {
                    checkValue(name, path + "[" + i + "]", node.get(i), item, property, violations);
                }
            }
        } else if (Map.class.isAssignableFrom(raw)) {
            if (!node.isObject()) {
                wrong = "expected a map";
            } else {
                Type value = ((ParameterizedType) type).getActualTypeArguments()[1];
                for (Map.Entry<String, JsonNode> entry : node.properties()) {
                    checkValue(name, path + "." + entry.getKey(), entry.getValue(), value, property, violations);
                }
            }
        } else if (raw.getName().startsWith("io.fabric8.")) {
            checkObject(name, path, node, raw, violations);
        } else if (raw != Object.class) {
            wrong = "a field of type " + raw.getName() + ", which this check does not know";
        }
        if (wrong != null) {
            violations.add(name + ": " + path + ": " + wrong + ", got " + describe(node));
        }
    }

    /** The type's API fields by JSON name, its superclasses' included (the model's extra-field map is not one). */
    private Map<String, Field> propertiesOf(Class<?> type) {
        return properties.computeIfAbsent(type, t -> {
            Map<String, Field> byName = new LinkedHashMap<>();
            for (Class<?> c = t; c != null && c != Object.class; c = c.getSuperclass()) {
                for (Field field : c.getDeclaredFields()) {
                    JsonProperty property = field.getAnnotation(JsonProperty.class);
                    if (property != null) {
                        byName.putIfAbsent(property.value().isEmpty() ? field.getName() : property.value(), field);
                    }
                }
            }
            return byName;
        });
    }

    private static String shown(String path) {
        return path.isEmpty() ? "the object" : path;
    }

    private static String describe(JsonNode node) {
        String kind = node.isTextual() ? "a string" : node.isIntegralNumber() ? "an integer" : node.isNumber()
                ? "a number" : node.isBoolean() ? "a boolean" : node.isArray() ? "a list" : "an object";
        String text = node.toString();
        return kind + " " + (text.length() > 40 ? text.substring(0, 40) + "..." : text);
    }
}
