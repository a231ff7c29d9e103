package io.igen.oltp.phase;

import io.igen.core.workload.BadConfigurationException;
import io.igen.oltp.run.OltpSettings;

/**
 * Load, run and drop are processes of their own, so their shards must outlive a process: an in-memory H2 shard is
 * gone when the process that loaded it exits.
 */
public final class StoredShards {

    private StoredShards() {
    }

    /**
     * @param why what the command needs of the shards ("igen-oltp run uses data loaded before by igen-oltp load")
     * @throws BadConfigurationException when a shard is in memory
     */
    public static void require(OltpSettings.Shards shards, String why) {
        if (shards.locations().anyInMemory(shards.dialect())) {
            throw new BadConfigurationException(why + ", but in-memory H2 shards are gone when a process exits: "
                    + "keep them on disk with --h2-dir DIR (the same for load, run and drop), or use a database "
                    + "server");
        }
    }
}
