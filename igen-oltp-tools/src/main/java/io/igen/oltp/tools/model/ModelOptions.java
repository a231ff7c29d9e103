package io.igen.oltp.tools.model;

import io.igen.core.cli.Converters;
import io.igen.core.cli.RunOptions;
import io.igen.core.workload.BadConfigurationException;
import io.igen.oltp.options.DatabaseStandIn;
import io.igen.oltp.run.ScalingPlan;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;

/**
 * {@code --model}: a queueing model whose capacity is known in place of the shards' databases, mixed into the run
 * commands and {@code capacity}; a section of {@code --help} of its own.
 */
public final class ModelOptions implements DatabaseStandIn {

    /** The option's name, as the messages give it. */
    static final String NAME = "--model";

    @ArgGroup(validate = false, heading = "%nA model instead of a database:%n",
            order = RunOptions.WORKLOAD_SECTION + 6)
    private Stations stations = new Stations();

    /** The model's stations, when {@code --model} was given. */
    static final class Stations {
        @Option(names = NAME, paramLabel = "STATIONS", arity = "0..1",
                fallbackValue = ModelParameters.DEFAULT_SPEC, converter = StationsConverter.class,
                description = {"Instead of databases, a model whose capacity is known: each shard a queueing station "
                        + "of its own, every transaction then visiting a host station all shards share; exponential "
                        + "service times, first come first served, simulated by waiting (docs/capacity.md). Levels, "
                        + "pacing, recording, reports and capacity run as on a database; the transaction options and "
                        + "the shards' data do not apply.",
                        "STATIONS: key=value pairs separated by commas, each optional: shard-servers (default 1), "
                                + "shard-ms (mean service time, default 5), host-servers (default 2), host-ms (default "
                                + "1; 0 for no host station). Without a value: the defaults.",
                        "Example: --model shard-ms=8,host-ms=0.5"})
        private ModelParameters parameters;
    }

    /** {@code --model}'s value, {@code key=value,...}. */
    static final class StationsConverter extends Converters.Parsing<ModelParameters> {
        StationsConverter() {
            super(ModelParameters::parse);
        }
    }

    @Override
    public String option() {
        return NAME;
    }

    @Override
    public boolean given() {
        return stations.parameters != null;
    }

    @Override
    public ModelSettings settings(ScalingPlan plan, Double ratePerThread, long seed) {
        return BadConfigurationException.asBadInput(() -> new ModelSettings(stations.parameters, plan, ratePerThread,
                seed));
    }
}
