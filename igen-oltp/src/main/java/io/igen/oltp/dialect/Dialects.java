package io.igen.oltp.dialect;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The dialects this build supports, by {@code --db} name. Adding a database: a {@link Dialect} class, its entry
 * here, and its differences from the generic DDL in {@code schemas/} (see {@link SchemaScript}).
 */
public final class Dialects {

    private static final List<Dialect> ALL = List.of(new H2Dialect(), new PostgresDialect(), new MySqlDialect());

    private Dialects() {
    }

    /** Every supported dialect, in the order {@code --db} lists them. */
    public static List<Dialect> all() {
        return ALL;
    }

    /**
     * The dialect a {@code --db} name (or one of its aliases) stands for, whatever its case.
     *
     * @throws IllegalArgumentException saying which names are accepted
     */
    public static Dialect named(String name) {
        String wanted = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
        for (Dialect dialect : ALL) {
            if (dialect.name().equals(wanted) || dialect.aliases().contains(wanted)) {
                return dialect;
            }
        }
        String accepted = ALL.stream().map(Dialect::name).collect(Collectors.joining(", "));
        String aliases = ALL.stream().flatMap(dialect -> dialect.aliases().stream()
                        .map(alias -> alias + " goes through " + dialect.name()))
                .collect(Collectors.joining("; "));
        throw new IllegalArgumentException("unknown database '" + name + "'; accepted: " + accepted
                + (aliases.isEmpty() ? "" : " (" + aliases + ")"));
    }
}
