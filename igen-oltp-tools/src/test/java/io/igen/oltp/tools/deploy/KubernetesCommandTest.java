package io.igen.oltp.tools.deploy;

import io.igen.core.cli.CliRun;
import io.igen.oltp.tools.OltpToolsCommand;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static io.igen.oltp.tools.deploy.KubernetesManifestsTest.render;
import static org.assertj.core.api.Assertions.assertThat;

/** The input {@code igen-oltp deploy kubernetes} refuses: one line, exit code 2, nothing on standard output. */
class KubernetesCommandTest {

    @TempDir
    Path temp;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "--drivers 0 --run-id t1                     | --drivers",
            "--run-id Not_A_Name                         | --run-id 'Not_A_Name': it names the stack or the Jobs",
            "--run-id t1 --start-at tomorrow             | 'tomorrow' is not an ISO-8601 time",
            "--drivers 5                                 | --drivers 5 but the shard map has 4 shards",
            "--run-id t1 --merge-wait                    | Missing required parameter for option '--merge-wait'",
            "--run-id t1 -- --shard-map other.json       | --shard-map after --: the deployment sets it"})
    void badInputIsOneLineAndNothingIsWritten(String arguments, String message) {
        CliRun rendering = render(arguments.trim().split(" +"));

        assertThat(rendering.exitCode()).as(rendering.err()).isEqualTo(2);
        assertThat(rendering.out()).isEmpty();
        assertThat(rendering.err()).contains(message);
        assertThat(rendering.isOneLineRefusal()).as(rendering.err()).isTrue();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "{\"shards\": []}                                                          | shards",
            "{\"shards\": [{\"url\": \"jdbc:postgresql://pg-0.pg/igen?password=x\"}]}  | holds a password",
            "not json                                                                | shard map"})
    void aShardMapThatCannotBeUsedIsRefused(String text, String message) throws IOException {
        Path file = Files.writeString(temp.resolve("shards.json"), text);

        CliRun rendering = CliRun.of(new OltpToolsCommand(), "deploy", "kubernetes", "--shard-map", file.toString());

        assertThat(rendering.exitCode()).as(rendering.err()).isEqualTo(2);
        assertThat(rendering.out()).isEmpty();
        assertThat(rendering.err()).contains(message).doesNotContain("password=x");
        assertThat(rendering.isOneLineRefusal()).as(rendering.err()).isTrue();
    }
}
