package io.igen.oltp.options;

import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.dialect.Dialects;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;

import java.util.ArrayList;
import java.util.List;

/**
 * Ends {@code --help} with each database's default shard URL template, read from the dialects themselves, so the help
 * cannot drift from the code. A footer, not an option's description: a template is one long token, and a description
 * column would have to break it.
 */
public final class UrlTemplatesFooter implements IModelTransformer {

    @Override
    public CommandSpec transform(CommandSpec command) {
        List<String> lines = new ArrayList<>(List.of(command.usageMessage().footer()));
        lines.add("%nShard URL templates when --url, --h2-dir and --shard-map are not given, by --db:");
        for (Dialect dialect : Dialects.all()) {
            lines.add("  " + dialect.name() + ": " + dialect.defaultUrlTemplate().replace("%", "%%"));
        }
        command.usageMessage().footer(lines.toArray(String[]::new));
        return command;
    }
}
