package io.igen.oltp.dialect;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * A schema file from {@code schemas/}: statements ending with {@code ;} at the end of a line, {@code --}
 * comment lines ignored. Run as a whole, it creates a shard's tables fresh.
 */
public record SchemaScript(String resource, List<String> statements) {

    public SchemaScript {
        statements = List.copyOf(statements);
    }

    /** Reads the dialect's schema file from the class path. */
    public static SchemaScript of(Dialect dialect) {
        String resource = dialect.schemaResource();
        try (InputStream in = SchemaScript.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("schema file " + resource + " is missing from the class path");
            }
            return new SchemaScript(resource, parse(new String(in.readAllBytes(), StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read schema file " + resource, e);
        }
    }

    /** Splits a script into statements. */
    static List<String> parse(String text) {
        List<String> statements = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : text.split("\\R")) {
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("--")) {
                continue;
            }
            current.append(current.length() == 0 ? "" : "\n").append(line.stripTrailing());
            if (trimmed.endsWith(";")) {
                current.setLength(current.length() - 1);
                statements.add(current.toString().strip());
                current.setLength(0);
            }
        }
        if (!current.toString().isBlank()) {
            throw new IllegalArgumentException("the schema ends inside a statement (missing ';'): " + current);
        }
        return statements;
    }

    /** Runs every statement, then commits. */
    public void run(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            for (String sql : statements) {
                statement.execute(sql);
            }
        }
        connection.commit();
    }
}
