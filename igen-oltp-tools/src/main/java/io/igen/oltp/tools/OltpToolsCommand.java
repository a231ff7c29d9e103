package io.igen.oltp.tools;

import io.igen.core.cli.Cli;
import io.igen.oltp.OltpCommand;
import io.igen.oltp.options.UrlTemplatesFooter;
import io.igen.oltp.tools.capacity.CapacityCommand;
import io.igen.oltp.tools.deploy.DeployCommand;
import io.igen.oltp.tools.model.ModelOptions;
import io.igen.oltp.tools.servers.ServersCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;

import java.util.ArrayList;
import java.util.List;

/**
 * The jar's {@code igen-oltp}: the benchmark's command ({@link OltpCommand}) with the tools built on it, the
 * {@code capacity} study, local {@code servers}, {@code deploy} on an orchestrator, and {@code --model} on the run
 * commands.
 */
@Command(name = "igen-oltp", subcommands = {ServersCommand.class, CapacityCommand.class, DeployCommand.class},
        modelTransformer = OltpToolsCommand.Tools.class)
public final class OltpToolsCommand extends OltpCommand {

    public static void main(String[] args) {
        Cli.main(new OltpToolsCommand(), args);
    }

    /**
     * What the tools add to the benchmark's commands: {@code --model} on {@code igen-oltp} and {@code igen-oltp run},
     * and the study's example in the help.
     */
    static final class Tools implements IModelTransformer {
        @Override
        public CommandSpec transform(CommandSpec command) {
            command.addMixin("model", CommandSpec.forAnnotatedObject(new ModelOptions()));
            command.subcommands().get("run").getCommandSpec()
                    .addMixin("model", CommandSpec.forAnnotatedObject(new ModelOptions()));
            List<String> description = new ArrayList<>(List.of(command.usageMessage().description()));
            description.add("  igen-oltp capacity --db postgresql");
            description.add("      how many shards this server carries within an SLA");
            command.usageMessage().description(description.toArray(String[]::new));
            return new UrlTemplatesFooter().transform(command);
        }
    }
}
