package io.igen.oltp.tools.deploy;

import io.igen.core.cli.Cli;
import io.igen.core.cli.MergeCommand;
import io.igen.core.cli.WholeNumber;
import io.igen.core.workload.ExitCode;
import io.igen.oltp.options.OltpDefaults;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
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

    // the defaults, named once: the options' annotations read them
    private static final int START_IN_SECONDS = 60;
    private static final String DB_IMAGE = "postgres:16";
    private static final String DB_LABEL = "igen.db=true";
    private static final String DRIVER_LABEL = "igen.driver=true";

    @Spec
    private CommandSpec spec;

    @Option(names = "--shards", paramLabel = "N", defaultValue = "" + OltpDefaults.SHARDS,
            converter = WholeNumber.AtLeastOne.class,
            description = "PostgreSQL services, one shard each. Default: ${DEFAULT-VALUE}.")
    private int shards;

    @Option(names = "--start-in", paramLabel = "SECONDS", defaultValue = "" + START_IN_SECONDS,
            converter = WholeNumber.AtLeastOne.class,
            description = "The first level starts this long after the drivers: with --run, once every shard answers; "
                    + "without, after the stack is written (add the shards' start). The drivers' start, loading and "
                    + "priming must fit. Default: ${DEFAULT-VALUE}.")
    private int startInSeconds;

    @Option(names = "--db-image", paramLabel = "IMAGE", defaultValue = DB_IMAGE,
            description = "The shards' PostgreSQL image. Default: ${DEFAULT-VALUE}.")
    private String dbImage;

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

    @Mixin
    private StudyOptions study;

    @Override
    public Integer call() throws IOException, InterruptedException {
        String id = study.runId();
        Path folder = (out == null ? Path.of("igen-swarm-" + id) : out).toAbsolutePath();
        Path resultsDir = (results == null ? folder.resolve("results") : results).toAbsolutePath();
        StudyDeployment deployment = study.deployment(id, shards, "--shards " + shards,
                Instant.now().plusSeconds(startInSeconds).truncatedTo(ChronoUnit.SECONDS),
                SwarmStack.shardArguments(shards));
        Placement placement = new Placement(dbLabel.as("--db-label"), driverLabel.as("--driver-label"));
        SwarmStack stack = new SwarmStack(deployment, "igen-" + id, dbImage, placement.shards().constraint(),
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
