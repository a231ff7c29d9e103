package io.igen.oltp.options;

import io.igen.core.cli.RunOptions;
import io.igen.oltp.options.GroupedOptions.Access;
import io.igen.oltp.options.GroupedOptions.Data;
import io.igen.oltp.options.GroupedOptions.Targets;
import io.igen.oltp.run.OltpSettings;
import picocli.CommandLine.ArgGroup;

import java.util.Map;

/**
 * The options of a command that works on the shards without running levels ({@code igen-oltp load}, {@code drop}):
 * the database and credentials, where the shards are and their data, the same groups as a run's ({@link OltpOptions})
 * and nothing of the load or the levels.
 */
public final class ShardSetOptions {

    @ArgGroup(validate = false, heading = "%nDatabase:%n", order = RunOptions.WORKLOAD_SECTION)
    private Access access = new Access();

    @ArgGroup(heading = "%nWhere the shards are, one of (default: --db's local template, under --url):%n",
            order = RunOptions.WORKLOAD_SECTION + 1)
    private Targets targets;

    @ArgGroup(validate = false, heading = "%nShards and data:%n", order = RunOptions.WORKLOAD_SECTION + 2)
    private Data data = new Data();

    /**
     * The shards, credentials taken from the options or else from {@code environment}.
     *
     * @throws io.igen.core.workload.BadConfigurationException when the options contradict each other
     */
    public OltpSettings.Shards shards(Map<String, String> environment) {
        return OltpOptions.shards(access, targets, data, environment);
    }
}
