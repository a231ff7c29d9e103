package io.igen.oltp;

import io.igen.core.workload.BadConfigurationException;
import io.igen.oltp.options.UrlTemplatesFooter;
import io.igen.oltp.phase.StoredShards;
import io.igen.oltp.run.DataLoading;
import io.igen.oltp.run.OltpSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;

import java.util.List;

/**
 * {@code igen-oltp run}: the default command's run without its loading. It takes the same options, never writes a
 * row of data, and refuses, before any level, shards that do not hold the data set ({@code igen-oltp load} first).
 */
@Command(name = "run", customSynopsis = "igen-oltp run [OPTIONS]", modelTransformer = RunCommand.Help.class,
        description = {"Runs the levels on shards loaded before by igen-oltp load, and loads nothing: load once, run "
                + "many times (pgbench without -i, sysbench run).",
                "Takes the options of igen-oltp itself. Refuses, before any level, shards that hold no data set or "
                        + "another one (another --customers-per-shard, --shards or --seed), naming the igen-oltp load "
                        + "command that loads them. In-memory H2 shards cannot be loaded beforehand: use --h2-dir.",
                "",
                "Example:",
                "  igen-oltp load --db postgresql --shards 4 && igen-oltp run --db postgresql --shards 4 --threads 8"})
final class RunCommand extends OltpRunCommand {

    /** Never loads: refuses {@code --reload} and shards that cannot have been loaded by another process. */
    @Override
    OltpSettings phase(OltpSettings parsed) {
        if (parsed.shards().reload()) {
            throw new BadConfigurationException("--reload loads, and igen-oltp run never loads: load afresh with "
                    + "igen-oltp load --reload, then run");
        }
        StoredShards.require(parsed.shards(), "igen-oltp run uses data loaded before by igen-oltp load");
        return parsed.withLoading(DataLoading.NEVER);
    }

    /**
     * The default command's help footer, and only its own commands: {@code compare} and {@code ab}, inherited with the
     * run's options, belong to {@code igen-oltp} itself.
     */
    static final class Help implements IModelTransformer {
        @Override
        public CommandSpec transform(CommandSpec command) {
            for (String inherited : List.copyOf(command.subcommands().keySet())) {
                command.removeSubcommand(inherited);
            }
            return new UrlTemplatesFooter().transform(command);
        }
    }
}
