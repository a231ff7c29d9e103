package io.igen.core.cli;

import io.igen.core.compare.ResultFileException;
import io.igen.core.compare.ResultFileReader;
import io.igen.core.merge.MismatchedPartsException;
import io.igen.core.merge.RunMerger;
import io.igen.core.report.ConsoleTable;
import io.igen.core.output.ResultFiles;
import io.igen.core.result.MergedPart;
import io.igen.core.result.RunResult;
import io.igen.core.workload.ExitCode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** {@code merge}: one result from the parts that several driver processes wrote of the same run. */
@Command(name = "merge", mixinStandardHelpOptions = true, versionProvider = IgenVersion.class,
        description = {"Merges the result files that several driver processes (on several hosts, each driving a "
                + "slice of the shards at the same time: --drivers, --driver-index) wrote of one run into one result.",
                "The parts must carry the same --run-id, distinct driver indexes, disjoint shards and windows that "
                        + "overlap; the merged result lists every part and how much the windows overlapped.",
                "Per level, operations and throughput add up; percentiles are recomputed from the summed latency "
                        + "histograms, never averaged; mean and standard deviation are combined exactly; each "
                        + "benchmark figure combines as the run's 'figures' declare (sum, mean, max, by partition).",
                "A part of a driver that stopped short of the others' levels (killed, crashed) is left out whole; "
                        + "a driver with no part is named missing. The merged result is written all the same, and "
                        + "merge then exits 1, as a run does that finished with a problem.",
                "Writes igen-<benchmark>-merged-<time>.json, .csv and .html."})
public final class MergeCommand extends ResultFilesCommand<RunResult> {

    // One file is enough when it is one driver's part: merge then says which drivers are missing.
    @Parameters(arity = "1..*", paramLabel = "FILE", description = "iGen result files of the same run.")
    private List<Path> files;

    public MergeCommand() {
        super("results");
    }

    @Override
    RunResult make() throws ResultFileException, MismatchedPartsException {
        List<RunResult> parts = new ArrayList<>();
        for (Path file : files) {
            parts.add(ResultFileReader.igenResult(file));
        }
        return RunMerger.merge(parts, files.stream().map(Path::toString).toList());
    }

    @Override
    String render(RunResult merged) {
        StringBuilder text = new StringBuilder();
        text.append("run ").append(merged.runId()).append(": ").append(merged.parts().size()).append(" parts\n");
        for (MergedPart part : merged.parts()) {
            text.append("  ").append(part.file()).append(": ")
                    .append(part.driver() == null ? "one driver" : part.driver().describe())
                    .append(", host ").append(part.host()).append(", started ").append(part.startedAt())
                    .append(part.problems() == 0 ? ", clean" : ", " + part.problems() + " problem(s)").append('\n')
                    .append("    ").append(part.environment()).append('\n');
        }
        List<String> overlaps = merged.levels().stream().filter(level -> level.windowOverlap() != null)
                .map(level -> String.format(Locale.ROOT, "%d: %.1f%%", level.level(), 100 * level.windowOverlap()))
                .toList();
        if (!overlaps.isEmpty()) {
            text.append("windows in common (share of the longest window), by level: ")
                    .append(String.join(", ", overlaps)).append('\n');
        }
        return text.append(ConsoleTable.render(merged)).toString();
    }

    /** 1 when the merged result has problems: a driver missing or left out, or a part's own problems. */
    @Override
    int exitCode(RunResult merged) {
        return merged.problems().isEmpty() ? ExitCode.OK : ExitCode.FAILED;
    }

    @Override
    List<Path> write(RunResult merged, Path directory) throws IOException {
        ResultFiles files = ResultFiles.in(directory, merged.benchmark() + "-merged", ZonedDateTime.now());
        files.finish(merged);
        return files.paths();
    }
}
