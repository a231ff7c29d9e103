package io.igen.cpu;

import io.igen.core.cli.Cli;
import io.igen.core.cli.ThreadLevelsCommand;
import io.igen.history.cli.HistoryCommand;
import picocli.CommandLine.Command;

/** {@code igen-cpu}: Mandelbrot fractals per second, level after level. */
@Command(name = "igen-cpu", subcommands = HistoryCommand.class,
        customSynopsis = {"igen-cpu [OPTIONS]", "       igen-cpu COMMAND [OPTIONS]"},
        description = {
                "Measures CPU throughput as Mandelbrot fractals per second at increasing thread counts.",
                "Each fractal is a 100 x 100 grid (up to 512 iterations a point) at a viewport from a fixed "
                        + "sequence, computed with complex-number objects: about half floating-point and half "
                        + "integer work, under 128 KB per thread.",
                "Every fractal's checksum is checked against its golden value: a wrong one fails the run "
                        + "(exit code 1).",
                "Prints fractals/s and the mean response time per fractal at each level; writes JSON and CSV results.",
                ""})
public final class CpuCommand extends ThreadLevelsCommand {

    /** Fixed, so every run everywhere computes the same fractals. */
    static final long SEED = 20_261_121L;

    private final GoldenChecksums golden;

    /** {@code igen-cpu}, checking every fractal against the standard golden checksums. */
    public CpuCommand() {
        this(GoldenChecksums.STANDARD);
    }

    /** A command that checks its fractals against {@code golden}: for tests that need a wrong one caught. */
    CpuCommand(GoldenChecksums golden) {
        this.golden = golden;
    }

    public static void main(String[] args) {
        Cli.main(new CpuCommand(), args);
    }

    @Override
    public Integer call() throws Exception {
        FractalWorkload workload = FractalWorkload.standard(golden);
        var config = config(threadLevels(), null, workload.settings());
        return execute("cpu", "fractal", workload, config);
    }
}
