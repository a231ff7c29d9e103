package io.igen.oltp.tools.deploy;

import picocli.CommandLine.Command;

/**
 * {@code igen-oltp deploy}: the sharded study on an orchestrator. Only its subcommands run; without one, picocli
 * refuses it as bad input (exit 2).
 */
@Command(name = "deploy", mixinStandardHelpOptions = true,
        description = {"Runs the sharded study on an orchestrator: the database shards as services, the drivers as "
                + "one replicated service, their parts merged into one result.", ""},
        subcommands = {SwarmCommand.class, KubernetesCommand.class})
public final class DeployCommand {
}
