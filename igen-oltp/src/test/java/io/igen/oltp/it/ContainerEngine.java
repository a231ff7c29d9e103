package io.igen.oltp.it;

import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.GenericContainer;

/**
 * The Docker engine of the {@code *ContainerIT} tests (found as Testcontainers finds it: {@code DOCKER_HOST},
 * else the default socket; {@code .ci/container-engine.sh} starts one where none runs), and what the tests do
 * to a container behind Testcontainers' back: kill it as a crash would, and start it again.
 */
public final class ContainerEngine {

    /** Every container the tests start carries it, so clean-up on a shared engine touches only ours. */
    public static final String TEST_LABEL = "io.igen.test";

    private ContainerEngine() {
    }

    /** Returns when an engine answers; otherwise fails under {@code CI=true} and skips elsewhere. */
    public static void require() {
        if (!DockerClientFactory.instance().isDockerAvailable()) {
            String where = System.getenv("DOCKER_HOST");
            throw CiRequirement.unmet("no Docker engine answers (DOCKER_HOST=" + (where == null ? "unset" : where)
                    + "): source .ci/container-engine.sh, which starts one and builds the images the tests use");
        }
    }

    /** The container, labelled as the tests'. */
    public static <T extends GenericContainer<?>> T labelled(T container) {
        container.withLabel(TEST_LABEL, "true");
        return container;
    }

    /** SIGKILL to the container's server, as a crash would: open connections break, the container stops. */
    public static void kill(GenericContainer<?> container) {
        DockerClientFactory.instance().client().killContainerCmd(container.getContainerId()).exec();
    }

    /** Starts a stopped container again, with its data and its port bindings. */
    public static void startAgain(GenericContainer<?> container) {
        DockerClientFactory.instance().client().startContainerCmd(container.getContainerId()).exec();
    }
}
