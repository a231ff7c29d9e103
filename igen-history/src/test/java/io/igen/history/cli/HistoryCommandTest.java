package io.igen.history.cli;

import io.igen.core.cli.Cli;
import io.igen.history.Runs;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The {@code history} commands on a history whose truth is known: 12 runs of 3 launches, then 6 under a CPU quota
 * 10 % slower, as result files imported into an embedded store.
 */
class HistoryCommandTest {

    @TempDir
    Path temp;

    private Path store;
    private Path results;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    /** A benchmark jar's root command, as igen-cpu's holds history. */
    @Command(name = "igen-cpu", subcommands = HistoryCommand.class)
    static final class Root implements Runnable {
        @Override
        public void run() {
        }
    }

    @BeforeEach
    void history() throws Exception {
        store = temp.resolve("store");
        results = Files.createDirectories(temp.resolve("results"));
        Random random = new Random(7);
        for (int run = 0; run < 18; run++) {
            boolean quota = run >= 12;
            double mean = quota ? 90 : 100;
            double runMean = mean * (1 + 0.01 * random.nextGaussian());
            double[] launches = new double[3];
            for (int i = 0; i < 3; i++) {
                launches[i] = runMean * (1 + 0.01 * random.nextGaussian());
            }
            Runs.write(results, String.format("igen-cpu-%02d.json", run), Runs.cpu(run * 10, quota ? 1.8 : null,
                    launches));
        }
        // a repeated run's launch files are part of it, not runs of their own; an ab experiment is not a history
        Path launch = Files.createDirectories(results.resolve("igen-cpu-00-repeats/launch-1"));
        Runs.write(launch, "igen-cpu.json", Runs.cpu(1, null, 50));
        Path ab = Files.createDirectories(results.resolve("igen-cpu-ab-20261128-040000"));
        Runs.write(ab, "cpu-B.json", Runs.cpu(2, null, 50, 51, 52));
        Files.writeString(results.resolve("igen-compare-1.json"), "{\"subjects\": []}");
    }

    @Test
    void importKeepsEveryRunOnceAndLeavesLaunchFilesAndOtherFilesOut() {
        assertThat(run("history", "import", results.toString())).isZero();
        assertThat(out.toString()).contains("import: 18 kept, 0 held already, 1 left out in " + store + ".mv.db");
        assertThat(err.toString().strip()).isEqualTo("import: left out " + results.resolve("igen-compare-1.json")
                + ": not an iGen result");

        assertThat(run("history", "import", results.toString())).isZero();
        assertThat(out.toString()).contains("import: 0 kept, 18 held already, 1 left out");
    }

    @Test
    void theQuotaIsFoundAtTheRunItBeganAndLabelledWithIt() {
        run("history", "import", results.toString());
        out.getBuffer().setLength(0);

        int exit = run("history", "changes", "--fail-on-change");

        String text = out.toString();
        assertThat(exit).isZero();
        assertThat(text).contains("series ").contains("(18 runs): 2 changes in throughput (p <= 0.001, window 50 runs)");
        assertThat(text).containsPattern("level 1 at run 13 \\(2026-11-28 06:00\\): throughput 10\\d\\.\\d -> "
                + "(89|9\\d)\\.\\d\\d fractals/s \\(-\\d+\\.\\d %, p = ");
        assertThat(text).contains("what differed: process limits: no CPU quota, no memory limit -> CPU quota 1.80 "
                + "cores, no memory limit");
        assertThat(text).contains("confirm: igen-cpu ab --launches 5 --host-control --b-launcher "
                + "'benchmarks/known-effects/cpu-quota.sh 1.80' -- <the runs' options>");
        assertThat(text).contains("igen-cpu compare " + results.resolve("igen-cpu-11.json") + " "
                + results.resolve("igen-cpu-12.json"));
    }

    @Test
    void aChangeAtTheNewestRunFailsACiJobThatAsks() throws Exception {
        run("history", "import", results.toString());
        Path newest = Runs.write(results, "igen-cpu-18.json", Runs.cpu(180, 1.0, 50, 50.5, 49.5));
        run("history", "import", newest.toString());

        int exit = run("history", "changes", "--fail-on-change");

        assertThat(out.toString()).contains("level 2 at run 19");
        assertThat(exit).isEqualTo(1);
    }

    @Test
    void showTabulatesEachRunAndDrawsTheSeries() throws Exception {
        run("history", "import", results.toString());
        out.getBuffer().setLength(0);

        assertThat(run("history", "show", "--out", temp.resolve("charts").toString())).isZero();

        String text = out.toString();
        assertThat(text).contains("throughput (fractals/s), each run's mean over its launches ± its 95% interval");
        assertThat(text).containsPattern("\\n\\s*13\\s+2026-11-28 06:00\\s+3\\s+\\S+ ± \\d\\.\\d% \\*-\\d+\\.\\d%");
        assertThat(text).contains("change: level 2 at run 13");
        Path chart = Path.of(text.substring(text.indexOf("chart: ") + 7).trim());
        // the charts' text is drawn as shapes; the table of changes below them is text
        assertThat(Files.readString(chart)).contains("<svg", "<td>13</td>",
                "process limits: no CPU quota, no memory limit -&gt; CPU quota 1.80 cores");
    }

    @Test
    void listShowsEveryRunWithItsFile() {
        run("history", "import", results.toString());
        out.getBuffer().setLength(0);

        assertThat(run("history", "list")).isZero();

        assertThat(out.toString()).contains("18 runs of igen-cpu (load stream, maxIterations 512, operation fractal)")
                .contains(results.resolve("igen-cpu-17.json").toString()).contains("1 series in " + store);
    }

    @Test
    void exportsOtavasCsvAndBenchersMetricFormat() throws Exception {
        run("history", "import", results.toString());
        out.getBuffer().setLength(0);

        assertThat(run("history", "export", "--format", "otava")).isZero();
        String[] csv = out.toString().split("\n");
        assertThat(csv).hasSize(19);
        assertThat(csv[0]).isEqualTo("time,run,commit,throughput_1,throughput_2,meanMs_1,meanMs_2");
        assertThat(csv[1]).startsWith("2026-11-28T04:00:00Z,1,");

        Path bencher = temp.resolve("bmf.json");
        assertThat(run("history", "export", "--format", "bencher", "--run", "1", "--out", bencher.toString())).isZero();
        assertThat(Files.readString(bencher)).contains("\"igen-cpu/level-1\"", "\"throughput\"", "\"latency\"",
                "\"lower_value\"", "\"upper_value\"");
    }

    @Test
    void filesAreKeptInTheOrderTheyRanWhateverTheirNames() throws Exception {
        Path other = Files.createDirectories(temp.resolve("other"));
        Runs.write(other, "a-newest.json", Runs.cpu(30, null, 100, 101, 99));
        Runs.write(other, "b-oldest.json", Runs.cpu(10, null, 100, 101, 99));

        run("history", "import", other.toString());

        assertThat(out.toString()).containsSubsequence("b-oldest.json as run 1", "a-newest.json as run 2");
    }

    @Test
    void aDriversPartIsNotARun() throws Exception {
        io.igen.core.result.RunResult whole = Runs.cpu(0, null, 100);
        Path part = Runs.write(temp, "part.json", whole.toBuilder().runId("nightly-7")
                .driver(new io.igen.core.result.DriverPart(1, 2, "threads 2 of 4", List.of())).build());

        assertThat(run("history", "import", part.toString())).isEqualTo(2);
        assertThat(err.toString()).contains("import: " + part + " is one driver's part of run nightly-7: merge the "
                + "parts (igen-cpu merge) and import the merged result");
    }

    @Test
    void badInputIsOneLineAndExitCodeTwo() throws Exception {
        Path notAResult = Files.writeString(temp.resolve("notes.json"), "{\"hello\": 1}");
        assertThat(run("history", "import", notAResult.toString())).isEqualTo(2);
        assertThat(err.toString().strip()).isEqualTo("import: " + notAResult + " is neither an iGen result (with "
                + "benchmark, environment and levels) nor a JMH JSON result (an array of benchmarks with primaryMetric)");

        err.getBuffer().setLength(0);
        assertThat(run("history", "list")).isEqualTo(2);
        assertThat(err.toString()).startsWith("igen-cpu history list: the history store " + store + ".mv.db holds no "
                + "igen-cpu runs yet");

        err.getBuffer().setLength(0);
        run("history", "import", results.toString());
        assertThat(run("history", "show", "--series", "zz")).isEqualTo(2);
        assertThat(err.toString()).contains("no series of igen-cpu start with 'zz'; the store has ");

        err.getBuffer().setLength(0);
        assertThat(Cli.commandLine(new Root()).setOut(new PrintWriter(out)).setErr(new PrintWriter(err))
                .execute("history", "list", "--history", "off")).isEqualTo(2);
        assertThat(err.toString()).contains("the history store is off (--history off, or IGEN_HISTORY=off)");
        assertThat(err.toString()).doesNotContain("Exception");
    }

    private int run(String... arguments) {
        String[] withStore = new String[arguments.length + 2];
        System.arraycopy(arguments, 0, withStore, 0, arguments.length);
        withStore[arguments.length] = "--history";
        withStore[arguments.length + 1] = store.toString();
        CommandLine commandLine = Cli.commandLine(new Root());
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        return commandLine.execute(withStore);
    }
}
