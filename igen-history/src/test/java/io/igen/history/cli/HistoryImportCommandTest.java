package io.igen.history.cli;

import io.igen.core.cli.Cli;
import io.igen.core.result.DriverPart;
import io.igen.core.result.RunResult;
import io.igen.history.Runs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code history import} names every file it does not import and why; a file that should have been a result and is
 * not, or nothing to import at all, is exit code 2.
 */
class HistoryImportCommandTest {

    @TempDir
    Path temp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @Test
    void aDamagedResultInAFolderIsNamedAndFailsTheImport() throws Exception {
        Path folder = Files.createDirectories(temp.resolve("results"));
        Path damaged = Files.writeString(folder.resolve("igen-cpu-20260101-000000.json"), "{\"benchmark\": \"cpu\", ");

        assertThat(importing(folder)).isEqualTo(2);

        assertThat(err.toString()).startsWith("import: " + damaged + " is not valid JSON (line 1, column ")
                .contains(": it may be truncated or not a result file: ").hasLineCount(1);
        assertThat(out.toString()).startsWith("import: 0 kept, 0 held already, 1 not imported in ");
    }

    @Test
    void otherJsonInAFolderIsNamedAndLeftOutWithoutFailingTheImport() throws Exception {
        Path folder = Files.createDirectories(temp.resolve("results"));
        Runs.write(folder, "igen-cpu-20261128-040000.json", Runs.cpu(0, null, 100));
        Path jmh = Files.writeString(folder.resolve("jmh-result.json"), "[]");
        Path comparison = Files.writeString(folder.resolve("igen-compare-20261128-050000.json"), "{\"subjects\": []}");

        assertThat(importing(folder)).isZero();

        assertThat(err.toString().lines().sorted()).containsExactly(
                "import: left out " + comparison + ": not an iGen result",
                "import: left out " + jmh + ": not an iGen result");
        assertThat(out.toString()).contains("import: 1 kept, 0 held already, 2 left out in ");
    }

    @Test
    void aDriversPartInAFolderFailsTheImportUnlessItsMergedResultIsImportedWithIt() throws Exception {
        Path folder = Files.createDirectories(temp.resolve("results"));
        RunResult whole = Runs.cpu(0, null, 100).toBuilder().runId("nightly-7").build();
        Path part = Runs.write(folder, "igen-cpu-20261128-040000.json", whole.toBuilder()
                .driver(new DriverPart(1, 2, "threads 2 of 4", List.of())).build());

        assertThat(importing(folder)).isEqualTo(2);
        assertThat(err.toString().strip()).isEqualTo("import: " + part + " is one driver's part of run nightly-7: "
                + "merge the parts (igen-cpu merge) and import the merged result");

        Path merged = Runs.write(folder, "igen-cpu-merged-20261128-041000.json", whole);
        err.getBuffer().setLength(0);
        out.getBuffer().setLength(0);

        assertThat(importing(folder)).isZero();
        assertThat(err.toString().strip()).isEqualTo("import: left out " + part + ": one driver's part of run "
                + "nightly-7, whose merged result " + merged + " is imported");
        assertThat(out.toString()).contains("import: 1 kept, 0 held already, 1 left out in ");
    }

    @Test
    void nothingToImportIsAFailure() throws Exception {
        Path empty = Files.createDirectories(temp.resolve("empty"));

        assertThat(importing(empty)).isEqualTo(2);

        assertThat(err.toString().strip()).isEqualTo("import: no iGen result to import in " + empty);
        assertThat(out.toString()).startsWith("import: 0 kept, 0 held already in ");
    }

    @Test
    void aResultWhoseStartIsNotATimeIsRefusedAndTheOthersImported() throws Exception {
        Path folder = Files.createDirectories(temp.resolve("results"));
        Path undated = Runs.write(folder, "igen-cpu-20261128-040000.json",
                Runs.cpu(0, null, 100).toBuilder().startedAt("yesterday").build());
        Runs.write(folder, "igen-cpu-20261128-050000.json", Runs.cpu(60, null, 100));

        assertThat(importing(folder)).isEqualTo(2);

        assertThat(err.toString().strip()).isEqualTo("import: " + undated + " records its start (startedAt) as "
                + "'yesterday', which is not a time (ISO-8601, like 2026-11-28T04:00:00Z): the run cannot be placed "
                + "among the others");
        assertThat(out.toString()).contains("import: 1 kept, 0 held already, 1 not imported in ");
    }

    private int importing(Path... paths) {
        List<String> arguments = new ArrayList<>(List.of("history", "import"));
        for (Path path : paths) {
            arguments.add(path.toString());
        }
        arguments.addAll(List.of("--history", temp.resolve("store").toString()));
        CommandLine commandLine = Cli.commandLine(new HistoryCommandTest.Root());
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        return commandLine.execute(arguments.toArray(String[]::new));
    }
}
