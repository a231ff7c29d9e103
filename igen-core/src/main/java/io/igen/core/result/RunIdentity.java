package io.igen.core.result;

/**
 * Which run a result belongs to, and which part of it: the run's identity, shared by every driver of a run on several
 * hosts ({@code --run-id}), and this driver's part of it.
 *
 * @param runId  the run's identity; null before runs had one (results from before; tests)
 * @param driver this driver's part of the run; null when it is the only driver
 */
public record RunIdentity(String runId, DriverPart driver) {

    /** No identity and no part: results from before runs had one. */
    public static final RunIdentity NONE = new RunIdentity(null, null);
}
