package io.igen.oltp.tools.deploy;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * One sharded study as an orchestrator runs it, whatever the orchestrator: {@code drivers} copies of one driver, each
 * driving its slice of {@code shards} PostgreSQL shards, all on one timetable from {@code startAt}, writing their
 * parts under one results folder to be merged. An engine renders it ({@link SwarmStack}, {@link KubernetesManifests});
 * what a driver runs is the same everywhere ({@link #driverArguments}) but for how it finds its shards and its own
 * index, which the engine says.
 *
 * @param runId          the run's identity, shared by the drivers' parts; it names the stack or the Jobs
 * @param startAt        when the first level starts on every driver
 * @param shardArguments the driver's options that say where the shards are and how to log in to them
 * @param runArguments   the drivers' own options besides those the deployment sets (levels, windows, data)
 * @param driverImage    the driver image (docker/driver/Dockerfile: the jar as its entry point)
 */
public record StudyDeployment(String runId, int shards, int drivers, Instant startAt, List<String> shardArguments,
                              List<String> runArguments, String driverImage) {

    /** Where a driver writes: its part in {@code <RESULTS>/<run>/driver-<index>}. */
    public static final String RESULTS = "/results";

    public StudyDeployment {
        shardArguments = List.copyOf(shardArguments);
        runArguments = List.copyOf(runArguments);
        if (drivers < 1 || shards < drivers) {
            throw new IllegalArgumentException(drivers + " drivers of " + shards + " shards");
        }
    }

    /** The same run with its first level at {@code time}. */
    public StudyDeployment startingAt(Instant time) {
        return new StudyDeployment(runId, shards, drivers, time, shardArguments, runArguments, driverImage);
    }

    /**
     * The driver's arguments (the image's entry point runs the jar with them).
     *
     * @param driverIndex how a driver knows its index: {@code slot:VAR}, {@code env:VAR}, as {@code --driver-index}
     */
    public List<String> driverArguments(String driverIndex) {
        List<String> arguments = new ArrayList<>(List.of("--db", "postgresql"));
        arguments.addAll(shardArguments);
        arguments.addAll(List.of("--drivers", Integer.toString(drivers), "--driver-index", driverIndex,
                "--run-id", runId, "--start-at", startAt.toString(), "--out", resultsOf("{driver}")));
        arguments.addAll(runArguments);
        return arguments;
    }

    /** Where driver {@code index}'s part is, inside the drivers' results mount. */
    public String resultsOf(String index) {
        return RESULTS + "/" + runId + "/driver-" + index;
    }
}
