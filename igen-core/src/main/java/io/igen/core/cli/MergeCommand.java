package io.igen.core.cli;

import io.igen.core.merge.MismatchedPartsException;
import io.igen.core.compare.ResultFileException;
import io.igen.core.compare.ResultFileReader;
import io.igen.core.merge.RunMerger;
import io.igen.core.report.ConsoleTable;
import io.igen.core.report.ResultFiles;
import io.igen.core.result.RunResult;
import io.igen.core.workload.BadConfigurationException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code merge}: one result from the parts that several driver processes wrote of the same run. */
@Command(name = "merge", mixinStandardHelpOptions = true, versionProvider = IgenVersion.class,
        description = {"Merges the result files that several driver processes (on several hosts, each driving a "
                + "slice of the threads or shards at the same time) wrote of one run into one result.",
                "Per level, operations and throughput add up; percentiles are recomputed from the summed latency "
                        + "histograms, never averaged; mean and standard deviation are combined exactly.",
                "Writes igen-<benchmark>-merged-<time>.json, .csv and .html."})
public final class MergeCommand implements Callable<Integer> {

    @Parameters(arity = "2..*", paramLabel = "FILE", description = "iGen result files of the same run.")
    private List<Path> files;

    @Mixin
    private OutputOptions output;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        List<RunResult> parts = new ArrayList<>();
        RunResult merged;
        try {
            for (Path file : files) {
                parts.add(ResultFileReader.igenResult(file));
            }
            merged = RunMerger.merge(parts, files.stream().map(Path::toString).toList());
        } catch (ResultFileException | MismatchedPartsException e) {
            throw new BadConfigurationException(e.getMessage());
        }
        ResultFiles files;
        try {
            files = ResultFiles.in(output.outDirectory(), merged.benchmark() + "-merged", ZonedDateTime.now());
            files.write(merged);
        } catch (IOException e) {
            throw output.unwritable(e);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.print(ConsoleTable.render(merged));
        out.println("results: " + String.join(", ", files.paths().stream().map(Path::toString).toList()));
        out.flush();
        return ExitCode.OK;
    }
}
