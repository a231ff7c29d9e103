package io.igen.core.cli;

import io.igen.core.result.RunConfigBuilder;
import picocli.CommandLine.Option;

import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A run's identity and wall-clock timetable, for runs driven from several processes that are merged afterwards
 * ({@code --run-id}, {@code --start-at}). Offered by a command that drives parts of a run (iGenOLTP's shards), in its
 * several-drivers section; a command without it runs under a generated identity, as soon as it is ready.
 */
public final class DriverOptions {

    private static final DateTimeFormatter RUN_ID_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    @Option(names = "--run-id", paramLabel = "ID", converter = Converters.RunId.class,
            description = {"The run's identity, written into the result: the same for every driver of a run on several "
                    + "hosts, so that merge can tell its parts from other files. Letters, digits, '.', '_' and '-'.",
                    "Default: generated (<benchmark>-<time>-<random>)."})
    private String runId;

    @Option(names = "--start-at", paramLabel = "TIME", converter = Converters.StartTime.class,
            description = "Start the first level at this ISO-8601 wall-clock time (2026-11-24T10:00:00Z) and every "
                    + "later level on a fixed timetable: level k at TIME + k x (warm-up + duration + 5 s). Drivers "
                    + "given the same TIME measure the same intervals. Needs --warmup SECONDS; loading and priming "
                    + "must fit before TIME.")
    private Instant startAt;

    /** {@code --run-id}, or a new identity: the benchmark, the start time and a random suffix. */
    public String runId(String benchmark, ZonedDateTime startedAt) {
        if (runId != null) {
            return runId;
        }
        return benchmark + "-" + RUN_ID_TIME.format(startedAt) + "-"
                + Integer.toHexString(0x10000 + ThreadLocalRandom.current().nextInt(0x10000)).substring(1);
    }

    /** {@code --start-at}, or null. */
    public Instant startAt() {
        return startAt;
    }

    /** The configuration keeping the timetable of {@code --start-at}, when given. */
    RunConfigBuilder applyTo(RunConfigBuilder config) {
        return config.startAt(startAt == null ? null : startAt.toString());
    }
}
