package io.igen.core.cli;

import io.igen.core.compare.ResultFileException;
import io.igen.core.compare.ResultFileReader;
import io.igen.core.merge.MismatchedPartsException;
import io.igen.core.merge.RunMerger;
import io.igen.core.report.ConsoleTable;
import io.igen.core.report.ResultFiles;
import io.igen.core.result.RunResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;

/** {@code merge}: one result from the parts that several driver processes wrote of the same run. */
@Command(name = "merge", mixinStandardHelpOptions = true, versionProvider = IgenVersion.class,
        description = {"Merges the result files that several driver processes (on several hosts, each driving a "
                + "slice of the threads or shards at the same time) wrote of one run into one result.",
                "Per level, operations and throughput add up; percentiles are recomputed from the summed latency "
                        + "histograms, never averaged; mean and standard deviation are combined exactly.",
                "Writes igen-<benchmark>-merged-<time>.json, .csv and .html."})
public final class MergeCommand extends ResultFilesCommand<RunResult> {

    @Parameters(arity = "2..*", paramLabel = "FILE", description = "iGen result files of the same run.")
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
        return ConsoleTable.render(merged);
    }

    @Override
    List<Path> write(RunResult merged, Path directory) throws IOException {
        ResultFiles files = ResultFiles.in(directory, merged.benchmark() + "-merged", ZonedDateTime.now());
        files.finish(merged);
        return files.paths();
    }
}
