package io.igen.ram;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.igen.core.cli.Cli;
import io.igen.core.cli.ThreadLevelsCommand;
import io.igen.core.workload.FigureKind;
import io.igen.core.workload.Level;
import io.igen.core.workload.LevelReport;
import io.igen.core.workload.LevelSession;
import io.igen.core.workload.MeasuredLevel;
import io.igen.core.workload.Worker;
import io.igen.core.workload.Workload;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A level that runs out of heap anyway (a heap smaller than the check assumed, another tenant of the JVM)
 * must not lose the run: the levels before it are written and the command exits 1. A small heap cannot be
 * had inside the test JVM, so level 2's workers throw the {@link OutOfMemoryError} a full heap would.
 */
@Tag("slow")
class OutOfMemoryRunTest {

    @TempDir
    Path out;

    @Test
    void anOutOfMemoryErrorAbortsItsLevelKeepsEarlierLevelsAndExitsOne() throws Exception {
        StringWriter stdout = new StringWriter();
        StringWriter stderr = new StringWriter();
        CommandLine commandLine = Cli.commandLine(new OutOfMemoryAtLevelTwo());
        commandLine.setOut(new PrintWriter(stdout));
        commandLine.setErr(new PrintWriter(stderr));

        int exitCode = commandLine.execute("--threads", "1,2,4", "--warmup", "0", "--no-priming", "--duration", "0.3",
                "--quiet",
                "--out", out.toString());

        assertThat(exitCode).isEqualTo(1);
        assertThat(stdout.toString()).contains("PROBLEM: level 2 aborted").contains("OutOfMemoryError");
        Path json;
        try (Stream<Path> files = Files.list(out)) {
            json = files.filter(file -> file.toString().endsWith(".json")).findFirst().orElseThrow();
        }
        JsonNode result = new ObjectMapper().readTree(json.toFile());
        assertThat(result.get("levels")).hasSize(1);
        assertThat(result.get("levels").get(0).get("threads").asInt()).isEqualTo(1);
        assertThat(result.get("levels").get(0).get("ticketsPerMs").asDouble()).isPositive();
        assertThat(result.get("problems").toString()).contains("level 2 aborted").contains("Java heap space");
    }

    /** iGenRAM's real workload at level 1; from level 2 on every worker dies as a full heap would make it. */
    @Command(name = "igen-ram")
    static final class OutOfMemoryAtLevelTwo extends ThreadLevelsCommand {

        @Override
        public Integer call() throws Exception {
            LottoWorkload lotto = new LottoWorkload(new BlockSize(1), RamCommand.SEED, System::nanoTime);
            var config = config(threadLevels(), null, lotto.settings());
            return execute("ram", "lotto block", new FailingFromLevelTwo(lotto), config);
        }
    }

    private record FailingFromLevelTwo(LottoWorkload lotto) implements Workload<Worker> {

        @Override
        public LevelSession<Worker> openLevel(Level level) {
            LevelSession<LottoWorkload.LottoWorker> real = lotto.openLevel(level);
            return new LevelSession<>() {
                @Override
                public Worker createWorker(int workerIndex) throws Exception {
                    if (level.threads() < 2) {
                        return real.createWorker(workerIndex);
                    }
                    return () -> {
                        throw new OutOfMemoryError("Java heap space");
                    };
                }

                @Override
                public LevelReport report(List<Worker> workers, MeasuredLevel measurement) {
                    return real.report(workers.stream().map(LottoWorkload.LottoWorker.class::cast).toList(),
                            measurement);
                }
            };
        }

        @Override
        public Map<String, FigureKind> figures() {
            return lotto.figures();
        }

        @Override
        public void close() {
            lotto.close();
        }
    }
}
