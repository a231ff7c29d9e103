package io.igen.oltp.tools.deploy;

import java.util.Map;
import java.util.Set;

/**
 * The string fields of the API that take one of a fixed set of values, with those values as Kubernetes' OpenAPI
 * lists them (its {@code enum}; the same in 1.29 and the newest release for every field here). fabric8's model keeps
 * these fields as plain strings, so the schema check asks this table. Every string field a manifest uses must be
 * named here, as an enumeration or as free text: a field added to a manifest that is in neither fails the check
 * until someone has looked up whether the API enumerates its values, so no enumerated field goes unchecked.
 */
final class OpenApiEnums {

    /** Declaring type and field, as the model names them, to the values the API accepts. */
    private static final Map<String, Set<String>> ENUMS = Map.ofEntries(
            Map.entry("JobSpec.completionMode", Set.of("Indexed", "NonIndexed")),
            Map.entry("JobSpec.podReplacementPolicy", Set.of("Failed", "TerminatingOrFailed")),
            Map.entry("PodSpec.restartPolicy", Set.of("Always", "Never", "OnFailure")),
            Map.entry("PodSpec.dnsPolicy", Set.of("ClusterFirst", "ClusterFirstWithHostNet", "Default", "None")),
            Map.entry("Container.imagePullPolicy", Set.of("Always", "IfNotPresent", "Never")),
            Map.entry("Container.terminationMessagePolicy", Set.of("FallbackToLogsOnError", "File")),
            Map.entry("VolumeMount.mountPropagation", Set.of("Bidirectional", "HostToContainer", "None")),
            Map.entry("PersistentVolumeClaimSpec.accessModes",
                    Set.of("ReadOnlyMany", "ReadWriteMany", "ReadWriteOnce", "ReadWriteOncePod")),
            Map.entry("PersistentVolumeClaimSpec.volumeMode", Set.of("Block", "Filesystem")));

    /** String fields whose values the API does not enumerate (names, paths, labels, data, arguments). */
    private static final Set<String> FREE_TEXT = Set.of(
            "Job.apiVersion", "Job.kind", "Secret.apiVersion", "Secret.kind", "ConfigMap.apiVersion",
            "ConfigMap.kind", "PersistentVolumeClaim.apiVersion", "PersistentVolumeClaim.kind",
            "ObjectMeta.name", "ObjectMeta.namespace", "ObjectMeta.labels", "ObjectMeta.annotations",
            "LabelSelector.matchLabels", "PodAffinityTerm.topologyKey",
            "Container.name", "Container.image", "Container.command", "Container.args", "Container.workingDir",
            "EnvVar.name", "EnvVar.value", "SecretKeySelector.name", "SecretKeySelector.key",
            "VolumeMount.name", "VolumeMount.mountPath", "VolumeMount.subPath", "Volume.name",
            "ConfigMapVolumeSource.name", "PersistentVolumeClaimVolumeSource.claimName",
            "Secret.type", "Secret.stringData", "Secret.data", "ConfigMap.data",
            "PersistentVolumeClaimSpec.storageClassName");

    private OpenApiEnums() {
    }

    /** Why {@code value} is wrong for the field, or null when it is right. */
    static String violation(String property, String value) {
        Set<String> values = ENUMS.get(property);
        if (values != null) {
            return values.contains(value) ? null
                    : "\"" + value + "\" is not a value of " + property + ": one of " + values.stream().sorted().toList();
        }
        return FREE_TEXT.contains(property) ? null : "a string field (" + property + ") that " + OpenApiEnums.class
                .getSimpleName() + " does not list: look its values up in the OpenAPI and add it as an enumeration or"
                + " as free text";
    }
}
