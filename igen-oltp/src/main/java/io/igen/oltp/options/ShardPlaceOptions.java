package io.igen.oltp.options;

import io.igen.core.cli.RunOptions;
import io.igen.core.workload.BadConfigurationException;
import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.options.GroupedOptions.Access;
import io.igen.oltp.options.GroupedOptions.ShardCount;
import io.igen.oltp.options.GroupedOptions.Targets;
import io.igen.oltp.shard.Credentials;
import io.igen.oltp.shard.PoolSettings;
import io.igen.oltp.shard.ShardLocations;
import io.igen.oltp.shard.ShardTarget;
import picocli.CommandLine.ArgGroup;

import java.util.List;
import java.util.Map;

/**
 * The options of a command that only finds the shards ({@code igen-oltp drop}): the database and credentials, where
 * the shards are and how many, and nothing of their data, so that the parser refuses {@code --reload},
 * {@code --seed} and {@code --customers-per-shard} there.
 */
public final class ShardPlaceOptions {

    @ArgGroup(validate = false, heading = "%nDatabase:%n", order = RunOptions.WORKLOAD_SECTION)
    private Access access = new Access();

    @ArgGroup(heading = "%nWhere the shards are, one of (default: --db's local template, under --url):%n",
            order = RunOptions.WORKLOAD_SECTION + 1)
    private Targets targets;

    @ArgGroup(validate = false, heading = "%nShards:%n", order = RunOptions.WORKLOAD_SECTION + 2)
    private ShardCount count = new ShardCount();

    /**
     * The shards, credentials taken from the options or else from {@code environment}.
     *
     * @throws BadConfigurationException when the options contradict each other
     */
    public Places places(Map<String, String> environment) {
        return OltpOptions.places(access, targets, count, environment);
    }

    /** Where the shards are, on which database, and who connects. */
    public record Places(Dialect dialect, ShardLocations locations, Credentials credentials) {

        public List<ShardTarget> targets() {
            return locations.targets();
        }

        /** What every shard's pool is opened with. */
        public PoolSettings poolSettings() {
            return new PoolSettings(dialect, credentials);
        }

        /** Whether a shard lives in this process's memory, and so is gone with it. */
        public boolean inMemory() {
            return locations.anyInMemory(dialect);
        }
    }
}
