package io.igen.oltp.dialect;

import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The databases iGenOLTP drives, by their {@code --db} names: the one place a database's name, its other names and
 * what it is are written. The run's {@code --db} ({@link Dialects}), {@code servers start --db} and both helps take
 * them from here. Adding a database: its constant here, then its {@link Dialect}.
 */
public enum Database {

    H2("h2", List.of(), "embedded, nothing to install", true),
    POSTGRESQL("postgresql", List.of(), "", false),
    MYSQL("mysql", List.of("mariadb"), "MySQL or MariaDB, through MySQL Connector/J", false);

    private final String label;
    private final List<String> aliases;
    private final String description;
    private final boolean embedded;

    Database(String label, List<String> aliases, String description, boolean embedded) {
        this.label = label;
        this.aliases = aliases;
        this.description = description;
        this.embedded = embedded;
    }

    /** The {@code --db} name, as results and shard maps record it: {@code h2}, {@code postgresql}, {@code mysql}. */
    public String label() {
        return label;
    }

    /** Other {@code --db} names for this database ({@code mariadb} for mysql). */
    public List<String> aliases() {
        return aliases;
    }

    /** Whether it runs inside iGen's JVM (H2): then it has no server to start, and iGen limits its concurrency. */
    public boolean embedded() {
        return embedded;
    }

    /** The name, its aliases and what it is, for help: {@code mysql or mariadb (MySQL or MariaDB, through ...)}. */
    public String described() {
        String names = Stream.concat(Stream.of(label), aliases.stream()).collect(Collectors.joining(" or "));
        return description.isEmpty() ? names : names + " (" + description + ")";
    }

    /**
     * The database a {@code --db} name or alias stands for, whatever its case and surrounding blanks.
     *
     * @throws IllegalArgumentException saying which names are accepted
     */
    public static Database named(String name) {
        String wanted = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
        for (Database database : values()) {
            if (database.label.equals(wanted) || database.aliases.contains(wanted)) {
                return database;
            }
        }
        throw new IllegalArgumentException("unknown database '" + name + "'; accepted: " + accepted(values()));
    }

    /** The names of these databases, then which name each alias goes through: {@code h2, mysql (mariadb goes ...)}. */
    public static String accepted(Database... databases) {
        String names = Arrays.stream(databases).map(Database::label).collect(Collectors.joining(", "));
        String aliases = Arrays.stream(databases).flatMap(database -> database.aliases.stream()
                .map(alias -> alias + " goes through " + database.label)).collect(Collectors.joining("; "));
        return names + (aliases.isEmpty() ? "" : " (" + aliases + ")");
    }

    /**
     * Every database {@link #described() described}, for a picocli help's {@code ${COMPLETION-CANDIDATES}}
     * ({@code completionCandidates = Database.Described.class}). iGen makes no shell-completion script, so these are
     * read by people only.
     */
    public static final class Described implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(values()).map(Database::described).iterator();
        }
    }
}
