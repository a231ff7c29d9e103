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
import java.util.stream.Stream;

/** {@code history import}: result files written before, or elsewhere, into the store. */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = {"Keeps existing iGen result files in the history store, oldest run first: files, or folders "
                + "searched for them. Kept apart as a run runs do not keep: a --repeat run's launch files (under "
                + "*-repeats/) are part of their combined result, an ab experiment's sides (under *-ab-*/) are not "
                + "a history, and a driver's part of a run is not the run (import the merged result). A run kept "
                + "already is not kept twice.",
                "A file that is not an iGen result, or is a driver's part, is named with what is wrong with it, the "
                        + "others are imported, and the exit code is 2."})
final class HistoryImportCommand extends HistorySubcommand {

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Result files (.json) or folders holding them.")
    private List<Path> paths;

    /** A result read from its file. */
    private record Found(Path file, RunResult result) {
    }

    @Override
    Integer call(HistoryStore history) throws Exception {
        List<Found> found = new ArrayList<>();
        int failed = 0;
        for (Path path : paths) {
            boolean named = !Files.isDirectory(path);
            for (Path file : files(path)) {
                try {
                    RunResult result = ResultFileReader.igenResult(file);
                    if (result.driver() != null) {
                        if (named) {
                            err().println("import: " + file + " is one driver's part of run " + result.runId()
                                    + ": merge the parts (" + command() + " merge) and import the merged result");
                            failed++;
                        }
                        continue;
                    }
                    found.add(new Found(file, result));
                } catch (ResultFileException e) {
                    if (named) {
                        err().println("import: " + e.getMessage());
                        failed++;
                    }
                }
            }
        }
        found.sort(Comparator.comparing((Found one) -> HistoryStore.instant(one.result().startedAt())));
        int kept = 0;
        int already = 0;
        for (Found one : found) {
            try {
                StoredRun run = RunRecords.of(one.result(), one.file());
                HistoryStore.Appended appended = history.append(run);
                if (appended.already()) {
                    already++;
                } else {
                    kept++;
                    out().println("kept " + one.file() + " as run " + appended.number() + " (igen-" + run.benchmark()
                            + ", series " + run.series() + ")");
                }
            } catch (HistoryException e) {
                err().println("import: " + one.file() + ": " + e.getMessage());
                failed++;
            }
        }
        out().println("import: " + kept + " kept, " + already + " held already" + (failed == 0 ? "" : ", " + failed
                + " not imported") + " in " + history.describe());
        out().flush();
        err().flush();
        return failed == 0 ? ExitCode.OK : ExitCode.BAD_INPUT;
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
