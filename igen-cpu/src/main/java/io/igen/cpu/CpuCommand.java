package io.igen.cpu;

import io.igen.core.cli.BenchmarkExecution;
import io.igen.core.cli.Cli;
import io.igen.core.cli.CompareCommand;
import io.igen.core.cli.MergeCommand;
import io.igen.core.cli.IgenVersion;
import io.igen.core.cli.RunOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code igen-cpu}: Mandelbrot fractals per second, level after level. */
@Command(name = "igen-cpu", mixinStandardHelpOptions = true, versionProvider = IgenVersion.class,
        subcommands = {CompareCommand.class, MergeCommand.class},
        sortOptions = false, usageHelpAutoWidth = true,
        description = {
                "Measures CPU throughput as Mandelbrot fractals per second at increasing thread counts.",
                "Each fractal is a 100 x 100 grid (up to 512 iterations a point) at a viewport from a fixed "
                        + "sequence, computed with complex-number objects: about half floating-point and half "
                        + "integer work, under 128 KB per thread.",
                "Prints fractals/s and the mean response time per fractal at each level; writes JSON and CSV results.",
                ""},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the run finished cleanly", "1:the run finished but something failed",
                "2:bad input, nothing was run",
                "130:stopped by SIGINT or SIGTERM; the completed levels are written"})
public final class CpuCommand implements Callable<Integer> {

    /** Fixed, so every run everywhere computes the same fractals. */
    static final long SEED = 20_261_121L;

    @Mixin
    private RunOptions options;

    @Spec
    private CommandSpec spec;

    public static void main(String[] args) {
        System.exit(Cli.execute(new CpuCommand(), args));
    }

    @Override
    public Integer call() throws Exception {
        FractalWorkload workload = new FractalWorkload(MandelbrotKernel.DEFAULT_SIZE,
                MandelbrotKernel.DEFAULT_MAX_ITERATIONS, SEED);
        var config = options.config(options.threadLevels().asThreadLevels(), null, workload.settings());
        return new BenchmarkExecution("cpu", "fractal", options, spec.commandLine().getOut(),
                spec.commandLine().getErr()).run(workload, config);
    }
}
