package io.igen.oltp.tools.deploy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * One Kubernetes release's API, as fabric8's {@code kubernetes-model} describes it (one model version per release),
 * loaded from the jars the build copied to {@code target/kubernetes-model/<name>/} into a class loader of its own: two
 * versions of the same model cannot share a classpath. Only the model's classes come from those jars; Jackson's
 * annotations, which the model's fields carry, come from the test's classpath so that the test can read them.
 *
 * @param kubernetes the release, as the test reports it ({@code 1.29})
 * @param model      the model version it was read from ({@code 6.10.0})
 * @param loader     the model's classes
 */
record KubernetesRelease(String kubernetes, String model, ClassLoader loader) {

    private static final Path MODELS = Path.of("target", "kubernetes-model");

    /** The model under {@code target/kubernetes-model/<directory>}; fails when the build has not copied it. */
    static KubernetesRelease load(String directory, String kubernetes) {
        Path folder = MODELS.resolve(directory);
        try (Stream<Path> files = Files.list(folder)) {
            List<Path> jars = files.filter(file -> file.toString().endsWith(".jar")).sorted().toList();
            String model = jars.stream().map(jar -> jar.getFileName().toString())
                    .filter(name -> name.startsWith("kubernetes-model-core-"))
                    .map(name -> name.substring("kubernetes-model-core-".length(), name.length() - ".jar".length()))
                    .findFirst().orElseThrow(() -> new IllegalStateException("no kubernetes-model-core in " + folder));
            URL[] urls = new URL[jars.size()];
            for (int i = 0; i < urls.length; i++) {
                urls[i] = jars.get(i).toUri().toURL();
            }
            return new KubernetesRelease(kubernetes, model,
                    new URLClassLoader("kubernetes-" + kubernetes, urls, KubernetesRelease.class.getClassLoader()));
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException(folder + ": run the build's generate-test-resources phase first", e);
        }
    }

    /**
     * The model class of an object's {@code apiVersion} and {@code kind}: fabric8 keeps the core group in
     * {@code io.fabric8.kubernetes.api.model} and group {@code g.example.io/v1} in {@code ...model.g.v1}.
     */
    Optional<Class<?>> kind(String apiVersion, String kind) {
        int slash = apiVersion.indexOf('/');
        String pkg = slash < 0 ? "" : "." + apiVersion.substring(0, slash).split("\\.")[0] + "."
                + apiVersion.substring(slash + 1);
        try {
            return Optional.of(Class.forName("io.fabric8.kubernetes.api.model" + pkg + "." + kind, false, loader));
        } catch (ClassNotFoundException unknown) {
            return Optional.empty();
        }
    }

    /** A model class by name, such as the field types {@code IntOrString} and {@code Quantity}. */
    Class<?> modelClass(String simpleName) {
        try {
            return Class.forName("io.fabric8.kubernetes.api.model." + simpleName, false, loader);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("kubernetes-model " + model + " has no " + simpleName, e);
        }
    }

    @Override
    public String toString() {
        return "Kubernetes " + kubernetes + " (fabric8 kubernetes-model " + model + ")";
    }
}
