package io.igen.oltp;

import io.igen.core.cli.WholeNumber;
import io.igen.core.workload.BadConfigurationException;
import io.igen.oltp.shard.DriverSlice;
import picocli.CommandLine.Option;

import java.util.Map;

/**
 * {@code --drivers N --driver-index I}: this process drives one slice of the shards. The two go together, which the
 * command declares (a co-occurring argument group) so that picocli refuses one without the other.
 */
final class DriverSplitOptions {

    @Option(names = "--drivers", paramLabel = "N", converter = WholeNumber.AtLeastOne.class, required = true,
            description = {"Drive the run from N processes (on N hosts), each driving a contiguous slice of the shard "
                    + "map's shards (4 shards, 2 drivers: 0-1 and 2-3) with its share of each level's threads.",
                    "Start them with the same --run-id and --start-at, each with its own --driver-index, then merge "
                            + "their result files (igen-oltp merge). Each loads and checks only its own shards. "
                            + "Default: 1."})
    private Integer drivers;

    @Option(names = "--driver-index", paramLabel = "I|env:VAR|slot:VAR", required = true,
            description = {"With --drivers: which driver this process is, 0 .. N-1; or env:VAR to read it from the "
                    + "environment variable VAR, e.g. env:JOB_COMPLETION_INDEX in a Kubernetes Indexed Job; or "
                    + "slot:VAR to read a slot numbered from 1 there, the driver being slot - 1: a Docker Swarm "
                    + "service's task slot, which its environment passes as {{.Task.Slot}}.",
                    "{driver} in --out stands for the index."})
    private String driverIndex;

    /**
     * This process's slice of {@code shards}; the index a number, env:VAR read from {@code environment}, or slot:VAR
     * read there and counted from 1.
     */
    DriverSlice slice(int shards, Map<String, String> environment) {
        String value = driverIndex.trim();
        String source = "--driver-index";
        boolean slot = value.startsWith("slot:");
        if (slot || value.startsWith("env:")) {
            String variable = value.substring(value.indexOf(':') + 1);
            source = "--driver-index " + value;
            value = environment.get(variable);
            if (variable.isEmpty() || value == null) {
                throw new BadConfigurationException(source + ": the environment variable '" + variable
                        + "' is not set; set it to this driver's " + (slot ? "slot 1 .. " + drivers : "index 0 .. "
                        + (drivers - 1)) + ", or give the index");
            }
        }
        try {
            int number = Integer.parseInt(value.trim());
            if (slot && (number < 1 || number > drivers)) {
                throw new BadConfigurationException(source + ": slot " + number + " of " + drivers + " drivers; a "
                        + "slot is 1 .. " + drivers + " (the driver's index + 1)");
            }
            return DriverSlice.of(drivers, number - (slot ? 1 : 0), shards);
        } catch (NumberFormatException e) {
            throw new BadConfigurationException(source + ": '" + value + "' is not a driver "
                    + (slot ? "slot" : "index") + "; give a whole number 0 .. " + (drivers - 1)
                    + ", env:VAR or slot:VAR");
        }
    }
}
