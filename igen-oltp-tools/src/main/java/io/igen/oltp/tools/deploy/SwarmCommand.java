package io.igen.oltp.tools.deploy;

import io.igen.core.cli.Cli;
import io.igen.core.cli.Converters;
import io.igen.core.cli.MergeCommand;
import io.igen.core.cli.WholeNumber;
import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.ExitCode;
import io.igen.oltp.OltpCommand;
import io.igen.oltp.options.OltpDefaults;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;

/** {@code igen-oltp deploy swarm}: the sharded study as a Docker Swarm stack ({@link SwarmStack}, {@link SwarmRun}). */
@Command(name = "swarm", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Writes the sharded study as a Docker Swarm stack: --shards PostgreSQL services (shard0, "
                + "shard1, ...) on nodes labelled --db-label, and --drivers replicas of one driver service on nodes "
                + "labelled --driver-label, each driving its slice of the shards (its index from its task slot), "
                + "all on one timetable; their parts merged into one result.",
                "With --run: deploys it (docker stack deploy), starts the drivers once every shard answers, waits for "
                        + "them, merges their parts and removes the stack, its volumes and its secret, however it "
                        + "ends. Without: writes the stack and prints the steps.",
                "Runs the docker client of a swarm manager. Every driver node must see the same --results folder "
                        + "(one node, or a shared file system) and the images (a registry, or built on each node); "
                        + "the nodes' clocks must agree (NTP) for the start instant.",
                "Arguments after -- go to every driver: igen-oltp deploy swarm --run -- --threads 8,16 "
                        + "--customers-per-shard 200", ""},
        exitCodeList = {"0:the drivers completed and the merged result is clean",
                "1:a driver did not complete (named by its slot), the merged result has a problem, or docker failed",
                "2:bad input, or a swarm that cannot place the stack; nothing was deployed"})
public final class SwarmCommand implements Callable<Integer> {

    /** Options the stack sets for every driver, which the arguments after -- may not give. */
    private static final Set<String> SET_BY_THE_STACK = Set.of("--db", "--url", "--shards", "--shard-map", "--h2-dir",
            "--user", "--password", "--password-file", "--drivers", "--driver-index", "--run-id", "--start-at",
            "--out");
    // the defaults, named once: the options' annotations read them
    private static final int DRIVERS = 2;
    private static final int START_IN_SECONDS = 60;
    private static final int WARMUP_SECONDS = 10;
    private static final int DURATION_SECONDS = 30;
    private static final String DB_IMAGE = "postgres:16";
    private static final String DRIVER_IMAGE = "igen-oltp:latest";
    private static final String DB_LABEL = "igen.db=true";
    private static final String DRIVER_LABEL = "igen.driver=true";
    private static final DateTimeFormatter RUN_ID_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
            .withZone(ZoneOffset.UTC);

    @Spec
    private CommandSpec spec;

    @Option(names = "--shards", paramLabel = "N", defaultValue = "" + OltpDefaults.SHARDS,
            converter = WholeNumber.AtLeastOne.class,
            description = "PostgreSQL services, one shard each. Default: ${DEFAULT-VALUE}.")
    private int shards;

    @Option(names = "--drivers", paramLabel = "D", defaultValue = "" + DRIVERS,
            converter = WholeNumber.AtLeastOne.class,
            description = "Driver replicas, each driving a contiguous slice of the shards. Default: ${DEFAULT-VALUE}.")
    private int drivers;

    @Option(names = "--run-id", paramLabel = "ID",
            description = "The run's identity; the stack is igen-<ID>. Lowercase letters, digits and '-'. Default: "
                    + "r<UTC time>.")
    private String runId;

    @Option(names = "--start-in", paramLabel = "SECONDS", defaultValue = "" + START_IN_SECONDS,
            converter = WholeNumber.AtLeastOne.class,
            description = "The first level starts this long after the drivers: with --run, once every shard answers; "
                    + "without, after the stack is written (add the shards' start). The drivers' start, loading and "
                    + "priming must fit. Default: ${DEFAULT-VALUE}.")
    private int startInSeconds;

    @Option(names = "--warmup", paramLabel = "SECONDS", defaultValue = "" + WARMUP_SECONDS,
            converter = Converters.TimeSpan.class,
            description = "Each level's fixed warm-up (a timetable needs one). Default: ${DEFAULT-VALUE}.")
    private double warmupSeconds;

    @Option(names = "--duration", paramLabel = "SECONDS", defaultValue = "" + DURATION_SECONDS,
            converter = Converters.TimeSpan.class,
            description = "Each level's measurement window. Default: ${DEFAULT-VALUE}.")
    private double durationSeconds;

    @Option(names = "--db-image", paramLabel = "IMAGE", defaultValue = DB_IMAGE,
            description = "The shards' PostgreSQL image. Default: ${DEFAULT-VALUE}.")
    private String dbImage;

    @Option(names = "--driver-image", paramLabel = "IMAGE", defaultValue = DRIVER_IMAGE,
            description = "The driver image (docker/driver/Dockerfile). Default: ${DEFAULT-VALUE}.")
    private String driverImage;

    @Option(names = "--db-label", paramLabel = "KEY=VALUE", defaultValue = DB_LABEL,
            converter = Placement.LabelConverter.class,
            description = "The node label of the shards' nodes (docker node update --label-add KEY=VALUE NODE). "
                    + "Default: ${DEFAULT-VALUE}.")
    private Placement.Label dbLabel;

    @Option(names = "--driver-label", paramLabel = "KEY=VALUE", defaultValue = DRIVER_LABEL,
            converter = Placement.LabelConverter.class,
            description = "The node label of the drivers' nodes. Default: ${DEFAULT-VALUE}.")
    private Placement.Label driverLabel;

    @Option(names = "--results", paramLabel = "DIR",
            description = "The drivers' results folder on their nodes, the same on each. Default: <--out>/results.")
    private Path results;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Where the stack file, and with --run the merged result, go. Default: igen-swarm-<ID>/.")
    private Path out;

    @Option(names = "--run", description = "Deploy, wait, merge and remove, instead of only writing the stack.")
    private boolean run;

    @Option(names = "--verbose", description = "Print stack traces of failures.")
    private boolean verbose;

    @Parameters(paramLabel = "DRIVER-ARGS", arity = "0..*",
            description = "The drivers' own options, after --: levels, data, transactions (igen-oltp --help).")
    private List<String> driverOptions = new ArrayList<>();

    @Override
    public Integer call() throws IOException, InterruptedException {
        String id = runId == null ? "r" + RUN_ID_TIME.format(Instant.now()) : runId;
        if (!id.matches("[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?")) {
            throw new BadConfigurationException("--run-id '" + id + "': it names the stack, so lowercase letters, "
                    + "digits and '-', starting and ending with a letter or digit, at most 40 characters");
        }
        if (drivers > shards) {
            throw new BadConfigurationException("--drivers " + drivers + " but --shards " + shards + ": each driver "
                    + "drives whole shards, so at most " + shards + " drivers");
        }
        Path folder = (out == null ? Path.of("igen-swarm-" + id) : out).toAbsolutePath();
        Path resultsDir = (results == null ? folder.resolve("results") : results).toAbsolutePath();
        StudyDeployment deployment = new StudyDeployment(id, shards, drivers,
                Instant.now().plusSeconds(startInSeconds).truncatedTo(ChronoUnit.SECONDS), runArguments(),
                dbImage, driverImage);
        checkDriverArguments(deployment);
        Placement placement = new Placement(dbLabel.as("--db-label"), driverLabel.as("--driver-label"));
        SwarmStack stack = new SwarmStack(deployment, "igen-" + id, placement.shards().constraint(),
                placement.drivers().constraint(), resultsDir, 0);
        PrintWriter err = spec.commandLine().getErr();
        SwarmRun swarmRun = new SwarmRun(new Swarm(new DockerCli()), this::merge, err);
        if (run) {
            swarmRun.check(placement);
        }
        Files.createDirectories(folder);
        Files.createDirectories(resultsDir);
        Path stackFile = folder.resolve("stack.yaml");
        if (run) {
            return swarmRun.run(stack, stackFile, Duration.ofSeconds(startInSeconds), folder.resolve("merged"));
        }
        Files.writeString(stackFile, stack.render());
        printSteps(stack, stackFile);
        return ExitCode.OK;
    }

    private int merge(List<String> parts, Path folder) {
        List<String> arguments = new ArrayList<>(parts);
        arguments.addAll(List.of("--out", folder.toString()));
        return Cli.commandLine(new MergeCommand()).setOut(spec.commandLine().getOut())
                .setErr(spec.commandLine().getErr()).execute(arguments.toArray(String[]::new));
    }

    /** The warm-up and window every driver runs, then the arguments after --. */
    private List<String> runArguments() {
        for (String option : driverOptions) {
            String name = option.contains("=") ? option.substring(0, option.indexOf('=')) : option;
            if (SET_BY_THE_STACK.contains(name)) {
                throw new BadConfigurationException(name + " after --: the stack sets it for every driver; leave it "
                        + "out (the stack's own options: igen-oltp deploy swarm --help)");
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

    /**
     * Parses a driver's whole command line as the benchmark's command will, so that a bad argument fails here, not in
     * a task.
     */
    private static void checkDriverArguments(StudyDeployment deployment) {
        CommandLine driver = Cli.commandLine(new OltpCommand());
        try {
            driver.parseArgs(deployment.driverArguments("0").toArray(String[]::new));
        } catch (ParameterException e) {
            throw new BadConfigurationException("the drivers' arguments: " + e.getMessage());
        }
    }

    private void printSteps(SwarmStack stack, Path stackFile) {
        PrintWriter out = spec.commandLine().getOut();
        String name = stack.stackName();
        StudyDeployment deployment = stack.deployment();
        out.println("stack written: " + stackFile + " (" + deployment.shards() + " shards, " + deployment.drivers()
                + " drivers at 0 replicas, first level at " + deployment.startAt() + ")");
        out.println("to run it by hand, on a swarm manager (or give --run):");
        out.println("  printf '%s' \"$PASSWORD\" | docker secret create " + stack.secretName() + " -");
        out.println("  docker stack deploy -c " + stackFile + " " + name);
        out.println("  # once docker service ls shows every shard 1/1, with time before " + deployment.startAt()
                + " for the drivers to start and load:");
        out.println("  docker service scale " + name + "_" + SwarmStack.DRIVER_SERVICE + "=" + deployment.drivers());
        out.println("  # when the drivers' tasks are Complete:");
        out.println("  java -jar igen-oltp.jar merge " + stack.resultsDir().resolve(deployment.runId())
                + "/driver-*/igen-oltp-*.json --out " + stackFile.getParent().resolve("merged"));
        out.println("  docker stack rm " + name + " && docker secret rm " + stack.secretName());
        out.flush();
    }
}
