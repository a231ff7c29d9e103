package io.igen.oltp.run;

import io.igen.oltp.dialect.Dialects;
import io.igen.oltp.load.DataSpec;
import io.igen.oltp.shard.Credentials;
import io.igen.oltp.shard.ShardLocations;
import io.igen.oltp.shard.ShardTarget;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class NotLoadedTest {

    private static final DataSpec SPEC = TestShards.spec(2, 300);

    @Test
    void theLoadCommandNamesTheRunsShardsAndDataWithoutCredentials() {
        OltpSettings.Shards shards = new OltpSettings.Shards(SPEC, Dialects.named("postgresql"),
                ShardLocations.fromTemplate("jdbc:postgresql://bob:secret@db:5432/igen{shard}?password=secret&ssl=true",
                        2), new Credentials("bob", "secret"), false);

        assertThat(NotLoaded.loadCommand(shards, false)).isEqualTo("igen-oltp load --db postgresql --url "
                + "'jdbc:postgresql://db:5432/igen{shard}?ssl=true' --shards 2 --customers-per-shard 300 --seed "
                + SPEC.seed());
    }

    @Test
    void theDefaultTemplateIsLeftOutAShardMapNamedAndAnotherDataSetReloaded() {
        OltpSettings.Shards local = new OltpSettings.Shards(SPEC, Dialects.named("postgresql"),
                ShardLocations.fromTemplate(Dialects.named("postgresql").defaultUrlTemplate(), 2), Credentials.NONE,
                false);
        assertThat(NotLoaded.loadCommand(local, true)).isEqualTo("igen-oltp load --db postgresql --shards 2 "
                + "--customers-per-shard 300 --seed " + SPEC.seed() + " --reload");

        OltpSettings.Shards mapped = new OltpSettings.Shards(SPEC, Dialects.named("mysql"), ShardLocations.fromMap(
                Path.of("shards.json"), List.of(new ShardTarget(0, "jdbc:mysql://a/igen"),
                        new ShardTarget(1, "jdbc:mysql://b/igen"))), Credentials.NONE, false);
        assertThat(NotLoaded.loadCommand(mapped, false)).startsWith("igen-oltp load --db mysql --shard-map shards.json "
                + "--shards 2 ");
    }
}
