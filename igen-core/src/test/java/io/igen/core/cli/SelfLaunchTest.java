package io.igen.core.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.igen.core.example.HashingCommand;
import io.igen.core.launch.TransparentHugePages;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A run started from the command line measures in a launch of its own, with a fixed, pre-touched heap that the result
 * records; {@code --in-process} measures in the JVM as started. Real child JVMs from the example benchmark's
 * {@code main}.
 */
@Tag("slow")
class SelfLaunchTest {

    private static final String[] SHORT_RUN = {"--threads", "1", "--warmup", "0.2", "--duration", "0.5",
            "--no-priming"};

    @TempDir
    Path temp;

    @Test
    void aRunFromTheCommandLineMeasuresInALaunchWithAFixedPreTouchedHeap() throws Exception {
        ChildRun child = run("launched");

        assertThat(child.await()).as(child.printed()).isZero();
        boolean hugePages = TransparentHugePages.onOffer();
        assertThat(child.printed()).contains("launch: measuring in a JVM of its own, with -Xms512m -XX:+AlwaysPreTouch"
                + (hugePages ? " -XX:+UseTransparentHugePages (a fixed, pre-touched heap in transparent huge pages)"
                : " (a fixed, pre-touched heap)") + "; --in-process measures in this JVM as started");
        JsonNode environment = child.finalResult().get("environment");
        assertThat(environment.get("launchSettings").toString()).isEqualTo("[\"-Xms512m\",\"-XX:+AlwaysPreTouch\""
                + (hugePages ? ",\"-XX:+UseTransparentHugePages\"" : "") + "]");
        assertThat(environment.get("jvmFlags").toString()).contains("-Xmx512m", "-Xms512m", "-XX:+AlwaysPreTouch");
        assertThat(environment.get("maxHeapBytes").asLong()).isEqualTo(512L << 20);
    }

    @Test
    void inProcessMeasuresInTheJvmAsStarted() throws Exception {
        ChildRun child = run("in-process", "--in-process");

        assertThat(child.await()).as(child.printed()).isZero();
        assertThat(child.printed()).doesNotContain("launch:");
        JsonNode environment = child.finalResult().get("environment");
        assertThat(environment.has("launchSettings")).isFalse();
        assertThat(environment.get("jvmFlags").toString()).doesNotContain("AlwaysPreTouch");
    }

    private ChildRun run(String name, String... more) throws Exception {
        Path out = temp.resolve(name);
        List<String> arguments = new ArrayList<>(List.of(SHORT_RUN));
        arguments.addAll(List.of(more));
        arguments.addAll(List.of("--out", out.toString()));
        return ChildRun.start(HashingCommand.class, out, temp.resolve(name + ".log"), arguments.toArray(String[]::new));
    }
}
