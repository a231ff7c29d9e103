package io.igen.oltp.dialect;

import java.util.List;

/**
 * The dialect of each {@link Database}. Adding a database: its {@link Database} constant, a {@link Dialect} class and
 * its entry here, and its differences from the generic DDL in {@code schemas/} (see {@link SchemaScript}).
 */
public final class Dialects {

    private static final List<Dialect> ALL = List.of(new H2Dialect(), new PostgresDialect(), new MySqlDialect());

    private Dialects() {
    }

    /** Every supported dialect, in the order {@code --db} lists them. */
    public static List<Dialect> all() {
        return ALL;
    }

    /** The dialect that speaks to the database. */
    public static Dialect of(Database database) {
        return ALL.stream().filter(dialect -> dialect.database() == database).findFirst()
                .orElseThrow(() -> new IllegalStateException("no dialect for " + database.label()));
    }

    /**
     * The dialect a {@code --db} name (or one of its aliases) stands for, whatever its case.
     *
     * @throws IllegalArgumentException saying which names are accepted
     */
    public static Dialect named(String name) {
        return of(Database.named(name));
    }
}
