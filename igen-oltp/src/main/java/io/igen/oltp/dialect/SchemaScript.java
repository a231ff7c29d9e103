package io.igen.oltp.dialect;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A dialect's DDL from {@code schemas/}: the generic {@code ddl.sql} (statements ending with {@code ;} at the end of
 * a line, {@code --} comment lines ignored), whose {@code ${name}} placeholders take the standard values of
 * {@code ddl.properties} unless the dialect's {@code ddl-<db>.properties} gives its own. Run as a whole, it creates
 * a shard's tables fresh.
 *
 * @param resource what the statements were made of, for messages
 */
public record SchemaScript(String resource, List<String> statements) {

    /** The generic DDL. */
    static final String DDL = "schemas/ddl.sql";
    /** The placeholders' standard values: every placeholder has one here. */
    static final String STANDARD_VALUES = "schemas/ddl.properties";

    private static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{([a-z_]+)}");
    private static final Pattern DROP_TABLE = Pattern.compile("(?i)DROP TABLE IF EXISTS (\\w+)");

    public SchemaScript {
        statements = List.copyOf(statements);
    }

    /** The dialect's DDL, read from the class path. */
    public static SchemaScript of(Dialect dialect) {
        Map<String, String> values = values(STANDARD_VALUES);
        String differences = dialect.schemaDifferences();
        String source = DDL;
        if (exists(differences)) {
            Map<String, String> own = values(differences);
            for (String name : own.keySet()) {
                if (!values.containsKey(name)) {
                    throw new IllegalStateException(differences + " gives '" + name + "', which " + STANDARD_VALUES
                            + " does not know: a typo, or a placeholder " + DDL + " does not use");
                }
            }
            values.putAll(own);
            source += " with " + differences;
        }
        List<String> statements = new ArrayList<>();
        for (String statement : parse(read(DDL))) {
            statements.add(render(statement, values));
        }
        return new SchemaScript(source, statements);
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

    /** Puts each placeholder's value into a statement; a placeholder without one is a broken build. */
    static String render(String statement, Map<String, String> values) {
        Matcher placeholders = PLACEHOLDER.matcher(statement);
        StringBuilder rendered = new StringBuilder();
        while (placeholders.find()) {
            String value = values.get(placeholders.group(1));
            if (value == null) {
                throw new IllegalStateException(DDL + " uses ${" + placeholders.group(1) + "}, which "
                        + STANDARD_VALUES + " does not give");
            }
            placeholders.appendReplacement(rendered, Matcher.quoteReplacement(value));
        }
        placeholders.appendTail(rendered);
        // an empty value ("table_options") leaves a blank before the end of the statement
        return rendered.toString().strip();
    }

    /**
     * The tables a shard holds, in the order they can be dropped: the script's own {@code DROP TABLE IF EXISTS}
     * statements name them, so that what is dropped and what is created cannot drift apart.
     */
    public List<String> tables() {
        List<String> tables = new ArrayList<>();
        for (String statement : statements) {
            Matcher drop = DROP_TABLE.matcher(statement);
            if (drop.matches()) {
                tables.add(drop.group(1));
            }
        }
        return tables;
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

    private static Map<String, String> values(String resource) {
        Properties properties = new Properties();
        try (InputStream in = open(resource)) {
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
        Map<String, String> values = new TreeMap<>();
        properties.stringPropertyNames().forEach(name -> values.put(name, properties.getProperty(name).strip()));
        return values;
    }

    private static String read(String resource) {
        try (InputStream in = open(resource)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read schema file " + resource, e);
        }
    }

    private static boolean exists(String resource) {
        return SchemaScript.class.getClassLoader().getResource(resource) != null;
    }

    private static InputStream open(String resource) {
        InputStream in = SchemaScript.class.getClassLoader().getResourceAsStream(resource);
        if (in == null) {
            throw new IllegalStateException("schema file " + resource + " is missing from the class path");
        }
        return in;
    }
}
