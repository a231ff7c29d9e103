package io.igen.oltp.it;

import org.junit.jupiter.api.Assumptions;

/**
 * What an integration test needs and this machine lacks (a server, binaries, a Docker engine): under
 * {@code CI=true} the test fails, since CI must run every one of them; elsewhere it is skipped, saying why.
 */
public final class CiRequirement {

    private CiRequirement() {
    }

    /** Fails under {@code CI=true}, else aborts the test as skipped; never returns normally. */
    public static RuntimeException unmet(String reason) {
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            throw new IllegalStateException("CI=true: " + reason);
        }
        Assumptions.abort(reason);
        throw new AssertionError("unreachable");
    }
}
