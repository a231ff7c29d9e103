package io.igen.oltp.tools.deploy;

import io.igen.core.workload.ExitCode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.util.concurrent.Callable;

/** {@code igen-oltp deploy}: the sharded study on an orchestrator. */
@Command(name = "deploy", mixinStandardHelpOptions = true,
        description = {"Runs the sharded study on an orchestrator: the database shards as services, the drivers as "
                + "one replicated service, their parts merged into one result.", ""},
        subcommands = SwarmCommand.class)
public final class DeployCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return ExitCode.BAD_INPUT;
    }
}
