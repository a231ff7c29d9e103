package io.igen.oltp.tools.deploy;

import io.igen.core.cli.Cli;
import io.igen.core.cli.Converters;
import io.igen.core.cli.WholeNumber;
import io.igen.core.workload.BadConfigurationException;
import io.igen.oltp.OltpCommand;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The options of a {@link StudyDeployment} that every engine's {@code deploy} command shares: the drivers, the run's
 * identity, each level's timing, the driver image, and the drivers' own options after {@code --}; turned into the
 * deployment once the engine has said where the shards are.
 */
public final class StudyOptions {

    /** Options the deployment sets for every driver, which the arguments after -- may not give. */
    private static final Set<String> SET_BY_THE_DEPLOYMENT = Set.of("--db", "--url", "--shards", "--shard-map",
            "--h2-dir", "--user", "--password", "--password-file", "--drivers", "--driver-index", "--run-id",
            "--start-at", "--out");
    // the defaults, named once: the options' annotations read them
    private static final int DRIVERS = 2;
    private static final int WARMUP_SECONDS = 30;
    private static final int DURATION_SECONDS = 60;
    private static final String DRIVER_IMAGE = "igen-oltp:latest";
    private static final DateTimeFormatter RUN_ID_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
            .withZone(ZoneOffset.UTC);

    @Option(names = "--drivers", paramLabel = "D", defaultValue = "" + DRIVERS,
            converter = WholeNumber.AtLeastOne.class,
            description = "Drivers, each driving a contiguous slice of the shards. Default: ${DEFAULT-VALUE}.")
    private int drivers;

    @Option(names = "--run-id", paramLabel = "ID",
            description = "The run's identity; it names the stack (igen-<ID>) or the Jobs (igen-driver-<ID>). "
                    + "Lowercase letters, digits and '-'. Default: r<UTC time>.")
    private String runId;

    @Option(names = "--warmup", paramLabel = "SECONDS", defaultValue = "" + WARMUP_SECONDS,
            converter = Converters.TimeSpan.class,
            description = "Each level's fixed warm-up (a timetable needs one). Default: ${DEFAULT-VALUE}.")
    private double warmupSeconds;

    @Option(names = "--duration", paramLabel = "SECONDS", defaultValue = "" + DURATION_SECONDS,
            converter = Converters.TimeSpan.class,
            description = "Each level's measurement window. Default: ${DEFAULT-VALUE}.")
    private double durationSeconds;

    @Option(names = "--driver-image", paramLabel = "IMAGE", defaultValue = DRIVER_IMAGE,
            description = "The driver image (docker/driver/Dockerfile). Default: ${DEFAULT-VALUE}.")
    private String driverImage;

    @Option(names = "--verbose", description = "Print stack traces of failures.")
    private boolean verbose;

    @Parameters(paramLabel = "DRIVER-ARGS", arity = "0..*",
            description = "The drivers' own options, after --: levels, data, transactions (igen-oltp --help).")
    private List<String> driverOptions = new ArrayList<>();

    /** {@code --run-id}, or one made of the time; a name the orchestrator takes. */
    String runId() {
        String id = runId == null ? "r" + RUN_ID_TIME.format(Instant.now()) : runId;
        if (!id.matches("[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?")) {
            throw new BadConfigurationException("--run-id '" + id + "': it names the stack or the Jobs, so lowercase "
                    + "letters, digits and '-', starting and ending with a letter or digit, at most 40 characters");
        }
        return id;
    }

    /**
     * The run, its driver command line parsed as the benchmark's command will parse it, so that a bad argument fails
     * here, not in a task on some node.
     *
     * @param shardsGiven    where the shard count came from, for the message when there are more drivers than shards
     * @param shardArguments how the engine's drivers find their shards
     */
    StudyDeployment deployment(String id, int shards, String shardsGiven, Instant startAt,
                               List<String> shardArguments) {
        if (drivers > shards) {
            throw new BadConfigurationException("--drivers " + drivers + " but " + shardsGiven + ": each driver "
                    + "drives whole shards, so at most " + shards + " drivers");
        }
        StudyDeployment deployment = new StudyDeployment(id, shards, drivers, startAt, shardArguments,
                runArguments(), driverImage);
        try {
            Cli.commandLine(new OltpCommand()).parseArgs(deployment.driverArguments("0").toArray(String[]::new));
        } catch (ParameterException e) {
            throw new BadConfigurationException("the drivers' arguments: " + e.getMessage());
        }
        return deployment;
    }

    /** The warm-up and window every driver runs, then the arguments after --. */
    private List<String> runArguments() {
        for (String option : driverOptions) {
            String name = option.contains("=") ? option.substring(0, option.indexOf('=')) : option;
            if (SET_BY_THE_DEPLOYMENT.contains(name)) {
                throw new BadConfigurationException(name + " after --: the deployment sets it for every driver; "
                        + "leave it out (the deployment's own options: --help)");
            }
        }
        List<String> arguments = new ArrayList<>(List.of("--warmup", seconds(warmupSeconds),
                "--duration", seconds(durationSeconds)));
        arguments.addAll(driverOptions);
        return arguments;
    }

    private static String seconds(double seconds) {
        return seconds == Math.rint(seconds) ? Long.toString((long) seconds) : Double.toString(seconds);
    }
}
