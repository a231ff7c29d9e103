package io.igen.oltp.shard;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ShardMapFileTest {

    @Test
    void readsEveryShardInOrderWithOptionalPoolSizes() {
        List<ShardTarget> targets = ShardMapFile.parse("""
                {"shards": [
                  {"url": "jdbc:postgresql://a:5432/igen"},
                  {"url": "jdbc:postgresql://b:5433/igen", "maxPoolSize": 40, "connectionTimeoutMs": 500}
                ]}""");

        assertThat(targets).containsExactly(new ShardTarget(0, "jdbc:postgresql://a:5432/igen", null, null),
                new ShardTarget(1, "jdbc:postgresql://b:5433/igen", 40, 500L));
    }

    @Test
    void saysWhatIsWrong() {
        assertThatThrownBy(() -> ShardMapFile.parse("{")).hasMessageStartingWith("not valid JSON");
        assertThatThrownBy(() -> ShardMapFile.parse("{\"shards\": []}")).hasMessageContaining("\"shards\" array");
        assertThatThrownBy(() -> ShardMapFile.parse("{\"shards\": [{\"host\": \"a\"}]}"))
                .hasMessage("shard 0 has no \"url\"");
        assertThatThrownBy(() -> ShardMapFile.parse("{\"shards\": [{\"url\": \"jdbc:x\", \"pool\": 3}]}"))
                .hasMessageContaining("unknown field \"pool\"");
        assertThatThrownBy(() -> ShardMapFile.parse("{\"shards\": [{\"url\": \"jdbc:x\", \"maxPoolSize\": 0}]}"))
                .hasMessageContaining("maxPoolSize must be a whole number of 1 or more");
    }

    @Test
    void aTemplateWithoutThePlaceholderIsRefusedForSeveralShards() {
        assertThatThrownBy(() -> ShardLocations.fromTemplate("jdbc:postgresql://u:pw@db/igen", 2))
                .hasMessageContaining("has no {shard}").hasMessageNotContaining("pw");
        assertThat(ShardLocations.fromTemplate("jdbc:postgresql://db/igen", 1).targets()).hasSize(1);
    }
}
