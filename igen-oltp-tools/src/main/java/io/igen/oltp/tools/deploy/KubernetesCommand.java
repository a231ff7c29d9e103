package io.igen.oltp.tools.deploy;

import io.igen.core.cli.Converters;
import io.igen.core.cli.WholeNumber;
import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.ExitCode;
import io.igen.oltp.shard.ShardMapFile;
import io.igen.oltp.shard.ShardTarget;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code igen-oltp deploy kubernetes}: the sharded study as Kubernetes Jobs ({@link KubernetesManifests}). */
@Command(name = "kubernetes", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Writes the sharded study as Kubernetes objects to standard output, for kubectl apply -f -: "
                + "the --shard-map as a ConfigMap, --drivers pods of an Indexed Job (pod i is driver i and drives its "
                + "slice of the shards), all on one timetable from --start-at, and a Job that waits for their parts "
                + "and merges them into one result.",
                "Once per cluster, first: the Secret igen-db (keys user, password) and the ReadWriteMany claim "
                        + "igen-results (deploy/kubernetes/README.md). The nodes' clocks must agree (NTP).",
                "Arguments after -- go to every driver: igen-oltp deploy kubernetes --shard-map shards.json -- "
                        + "--threads 28,56", ""},
        exitCodeList = {"0:the objects were written", "2:bad input; nothing was written"})
public final class KubernetesCommand implements Callable<Integer> {

    // the defaults, named once: the options' annotations read them
    private static final int START_IN_SECONDS = 120;
    private static final int MERGE_WAIT_SECONDS = 7200;

    @Spec
    private CommandSpec spec;

    @Option(names = "--shard-map", paramLabel = "FILE", required = true,
            description = "The shards: a shard map (docs/oltp.md) of PostgreSQL servers the pods reach, e.g. a "
                    + "StatefulSet's pg-0.pg, pg-1.pg, ... (deploy/kubernetes/shard-map.json). No credentials in it: "
                    + "they come from the Secret.")
    private Path shardMap;

    @Option(names = "--start-at", paramLabel = "TIME", converter = Converters.StartTime.class,
            description = "When the first level starts, ISO-8601 with a zone, as the driver's --start-at takes it. "
                    + "Leave room for the pods to be scheduled, pull the image and load their shards. Default: " + START_IN_SECONDS + " s from now.")
    private Instant startAt;

    @Option(names = "--merge-wait", paramLabel = "SECONDS", defaultValue = "" + MERGE_WAIT_SECONDS,
            converter = WholeNumber.AtLeastOne.class,
            description = "How long the merge waits for every driver's part before it gives up, naming what it "
                    + "found. Default: ${DEFAULT-VALUE}.")
    private int mergeWaitSeconds;

    @Mixin
    private StudyOptions study;

    @Override
    public Integer call() throws IOException {
        String id = study.runId();
        List<ShardTarget> shards = shards();
        Instant start = startAt != null ? startAt
                : Instant.now().plusSeconds(START_IN_SECONDS).truncatedTo(ChronoUnit.SECONDS);
        StudyDeployment deployment = study.deployment(id, shards.size(), "the shard map has " + shards.size()
                + " shards", start, KubernetesManifests.shardArguments());
        KubernetesManifests manifests = new KubernetesManifests(deployment, Files.readString(shardMap),
                mergeWaitSeconds);
        spec.commandLine().getOut().print(manifests.render());
        spec.commandLine().getOut().flush();
        return ExitCode.OK;
    }

    /** The shard map's shards, refused when it cannot be read or would put a password in the ConfigMap. */
    private List<ShardTarget> shards() {
        List<ShardTarget> shards;
        try {
            shards = ShardMapFile.read(shardMap);
        } catch (IllegalArgumentException e) {
            throw new BadConfigurationException(e.getMessage());
        }
        for (ShardTarget shard : shards) {
            if (shard.jdbcUrl().toLowerCase(Locale.ROOT).contains("password")) {
                throw new BadConfigurationException("shard map '" + shardMap + "': shard " + shard.shard() + "'s URL "
                        + "holds a password, which a ConfigMap would show to anyone; leave it out, the drivers "
                        + "read it from the Secret " + KubernetesManifests.SECRET);
            }
        }
        return shards;
    }
}
