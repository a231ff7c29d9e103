package io.igen.history.cli;

import io.igen.core.compare.ResultFileException;
import io.igen.core.compare.ResultFileReader;
import io.igen.core.result.RunResult;
import io.igen.core.workload.ExitCode;
import io.igen.history.store.HistoryException;
import io.igen.history.store.HistoryStore;
import io.igen.history.store.RunRecords;
import io.igen.history.store.StoredRun;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** {@code history import}: result files written before, or elsewhere, into the store. */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = {"Keeps existing iGen result files in the history store, oldest run first: files, or folders "
                + "searched for them. Kept apart as a run runs do not keep: a --repeat run's launch files (under "
                + "*-repeats/) are part of their combined result, an ab experiment's sides (under *-ab-*/) are not "
                + "a history, and a driver's part of a run is not the run (import the merged result). A run kept "
                + "already is not kept twice.",
                "Every file not imported is named on standard error with why; the others are imported. The exit "
                        + "code is 2 when one should have been: a file given by name that is not an iGen result, a "
                        + "file in a folder named as iGen names results (igen-cpu-*.json, igen-ram-*.json, "
                        + "igen-oltp-*.json) that cannot be read, a result whose start is not a time, a driver's part "
                        + "whose run's merged result is not imported with it; and when nothing was kept nor held "
                        + "already. Other JSON in a folder (JMH results, comparisons) is named as not an iGen result "
                        + "and left out."})
final class HistoryImportCommand extends HistorySubcommand {

    /** The names iGen gives result files ({@code igen-cpu-20261128-040000.json}, {@code igen-oltp-merged-...}). */
    private static final Pattern RESULT_NAME = Pattern.compile("igen-(cpu|ram|oltp)-.*\\.json");

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Result files (.json) or folders holding them.")
    private List<Path> paths;

    /** A result read from its file, and the run the store would keep. */
    private record Found(Path file, RunResult result, StoredRun run) {
    }

    @Override
    Integer call(HistoryStore history) throws Exception {
        Skipped skipped = new Skipped();
        List<Found> found = new ArrayList<>();
        List<Found> parts = new ArrayList<>();
        for (Path path : paths) {
            boolean named = !Files.isDirectory(path);
            for (Path file : files(path)) {
                read(file, named, skipped).ifPresent(one -> (one.result().driver() == null ? found : parts).add(one));
            }
        }
        parts.forEach(part -> placePart(part, found, skipped));
        found.sort(Comparator.comparing((Found one) -> one.run().started()));
        int kept = 0;
        int already = 0;
        for (Found one : found) {
            try {
                HistoryStore.Appended appended = history.append(one.run());
                if (appended.already()) {
                    already++;
                } else {
                    kept++;
                    out().println("kept " + one.file() + " as run " + appended.number() + " (igen-"
                            + one.run().benchmark() + ", series " + one.run().series() + ")");
                }
            } catch (HistoryException e) {
                skipped.failed(one.file() + ": " + e.getMessage());
            }
        }
        out().println("import: " + kept + " kept, " + already + " held already"
                + (skipped.failed == 0 ? "" : ", " + skipped.failed + " not imported")
                + (skipped.leftOut == 0 ? "" : ", " + skipped.leftOut + " left out") + " in " + history.describe());
        if (kept + already == 0 && skipped.failed == 0) {
            err().println("import: no iGen result to import in " + String.join(", ",
                    paths.stream().map(Path::toString).toList()));
        }
        out().flush();
        err().flush();
        return skipped.failed == 0 && kept + already > 0 ? ExitCode.OK : ExitCode.BAD_INPUT;
    }

    /**
     * The result in a file, as the store would keep it; empty, and the file named, when it is none. A file outside
     * the ones named that is not an iGen result fails the import only when its name is one iGen gives results.
     */
    private Optional<Found> read(Path file, boolean named, Skipped skipped) {
        RunResult result;
        try {
            result = ResultFileReader.igenResult(file);
        } catch (ResultFileException e) {
            if (named || RESULT_NAME.matcher(file.getFileName().toString()).matches()) {
                skipped.failed(e.getMessage());
            } else {
                skipped.leftOut(file + ": not an iGen result");
            }
            return Optional.empty();
        }
        try {
            return Optional.of(new Found(file, result, RunRecords.of(result, file)));
        } catch (HistoryException e) {
            skipped.failed(e.getMessage());
            return Optional.empty();
        }
    }

    /** A driver's part is left out when its run's merged result is imported with it, and fails the import if not. */
    private void placePart(Found part, List<Found> found, Skipped skipped) {
        RunResult result = part.result();
        Optional<Found> merged = found.stream().filter(one -> result.runId() != null
                && result.runId().equals(one.result().runId())
                && result.benchmark().equals(one.result().benchmark())).findFirst();
        if (merged.isPresent()) {
            skipped.leftOut(part.file() + ": one driver's part of run " + result.runId() + ", whose merged result "
                    + merged.get().file() + " is imported");
        } else {
            skipped.failed(part.file() + " is one driver's part of run " + result.runId() + ": merge the parts ("
                    + command() + " merge) and import the merged result");
        }
    }

    /** The files not imported, each named on standard error with why, and counted. */
    private final class Skipped {
        /** Not imported, and should have been: the exit code is 2. */
        private int failed;
        /** Named and left out, as it should be: not a result, or a part of a run imported whole. */
        private int leftOut;

        void failed(String why) {
            err().println("import: " + why);
            failed++;
        }

        void leftOut(String why) {
            err().println("import: left out " + why);
            leftOut++;
        }
    }

    /** The file itself, or the result files under a folder, what a run would not keep left out. */
    private static List<Path> files(Path path) throws IOException {
        if (!Files.isDirectory(path)) {
            return List.of(path);
        }
        try (Stream<Path> walk = Files.walk(path)) {
            return walk.filter(Files::isRegularFile)
                    .filter(file -> file.getFileName().toString().endsWith(".json"))
                    .filter(file -> !insideSeriesOfLaunches(path.relativize(file)))
                    .toList();
        }
    }

    /** Under a {@code --repeat} run's launches or an {@code ab} experiment. */
    private static boolean insideSeriesOfLaunches(Path relative) {
        for (Path part : relative) {
            String name = part.toString();
            if (name.endsWith("-repeats") || name.contains("-ab-")) {
                return true;
            }
        }
        return false;
    }
}
