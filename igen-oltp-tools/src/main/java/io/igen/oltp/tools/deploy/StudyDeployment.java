package io.igen.oltp.tools.deploy;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * One sharded study as an orchestrator runs it, whatever the orchestrator: {@code shards} PostgreSQL services named
 * {@code shard0 .. shard<N-1>} and {@code drivers} replicas of one driver, each driving its slice of the shards, all
 * on one timetable from {@code startAt}, writing their parts under one results folder to be merged. An engine renders
 * it ({@link SwarmStack}); what a driver runs is the same everywhere ({@link #driverArguments}).
 *
 * @param runId         the run's identity, shared by the drivers' parts; it names the stack
 * @param startAt       when the first level starts on every driver
 * @param runArguments  the drivers' own options besides those the deployment sets (levels, windows, data)
 * @param dbImage       the PostgreSQL image of the shard services
 * @param driverImage   the driver image (docker/driver/Dockerfile: the jar as its entry point)
 */
public record StudyDeployment(String runId, int shards, int drivers, Instant startAt, List<String> runArguments,
                              String dbImage, String driverImage) {

    /** The database, user and port every shard service serves. */
    public static final String DATABASE = "igen";
    public static final String USER = "igen";
    public static final int PORT = 5432;
    /** Where a driver finds the shards' password: the orchestrator's secret, mounted as a file. */
    public static final String PASSWORD_FILE = "/run/secrets/igen-db-password";
    /** Where a driver writes: its part in {@code <RESULTS>/<run>/driver-<index>}. */
    public static final String RESULTS = "/results";

    public StudyDeployment {
        runArguments = List.copyOf(runArguments);
        if (drivers < 1 || shards < drivers) {
            throw new IllegalArgumentException(drivers + " drivers of " + shards + " shards");
        }
    }

    /** The same run with its first level at {@code time}. */
    public StudyDeployment startingAt(Instant time) {
        return new StudyDeployment(runId, shards, drivers, time, runArguments, dbImage, driverImage);
    }

    /** The name of shard {@code index}'s service, by which the drivers reach it. */
    public static String shardService(int index) {
        return "shard" + index;
    }

    /**
     * The driver's arguments (the image's entry point runs the jar with them).
     *
     * @param driverIndex how a driver knows its index: {@code slot:VAR}, {@code env:VAR}, as {@code --driver-index}
     */
    public List<String> driverArguments(String driverIndex) {
        List<String> arguments = new ArrayList<>(List.of("--db", "postgresql",
                "--url", "jdbc:postgresql://shard{shard}:" + PORT + "/" + DATABASE,
                "--shards", Integer.toString(shards),
                "--user", USER, "--password-file", PASSWORD_FILE,
                "--drivers", Integer.toString(drivers), "--driver-index", driverIndex,
                "--run-id", runId, "--start-at", startAt.toString(),
                "--out", resultsOf("{driver}")));
        arguments.addAll(runArguments);
        return arguments;
    }

    /** Where driver {@code index}'s part is, inside the drivers' results mount. */
    public String resultsOf(String index) {
        return RESULTS + "/" + runId + "/driver-" + index;
    }
}
