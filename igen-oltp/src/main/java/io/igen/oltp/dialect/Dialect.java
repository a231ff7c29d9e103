package io.igen.oltp.dialect;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What differs between the databases iGenOLTP drives: the driver, where the DDL file is, the default
 * shard URLs, driver properties, the row-limit syntax of the transaction's statement 4, and how rows are
 * bulk-loaded (H2 JDBC batches, PostgreSQL {@code COPY}, MySQL multi-row INSERTs, each its own
 * {@link RowWriter}). Identity columns differ too, but only in the DDL files. Everything else is
 * standard SQL shared by all.
 */
public interface Dialect {

    /** The dialects this build supports, by {@code --db} name. */
    List<Dialect> SUPPORTED = List.of(new H2Dialect(), new PostgresDialect(), new MySqlDialect());

    /** The {@code --db} name: {@code h2}, {@code postgresql}, {@code mysql}. */
    String name();

    /** The JDBC driver class the pools load. */
    String driverClassName();

    /** The schema file on the class path, {@code schemas/<name>.sql}: the only place the DDL lives. */
    default String schemaResource() {
        return "schemas/" + name() + ".sql";
    }

    /** The shard URL template used when neither {@code --url} nor a shard map is given. */
    String defaultUrlTemplate();

    /** The clause that ends a query to keep its first {@code rows} rows ({@code LIMIT 5}, {@code FETCH FIRST ...}). */
    String rowLimit(int rows);

    /** The database product (H2 with its embedded version); each shard's server version is read when it opens. */
    String product();

    /** Driver properties every connection gets, beside the URL's own. */
    default Map<String, String> driverProperties() {
        return Map.of();
    }

    /** Other {@code --db} names for this dialect ({@code mariadb} for mysql). */
    default List<String> aliases() {
        return List.of();
    }

    /**
     * A writer that bulk-loads rows into a table over the connection (auto-commit off); it commits as it goes.
     */
    RowWriter rowWriter(Connection connection, TableShape table) throws SQLException;

    /**
     * The dialect a {@code --db} name stands for.
     *
     * @throws IllegalArgumentException saying which names are accepted
     */
    static Dialect named(String name) {
        String wanted = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
        for (Dialect dialect : SUPPORTED) {
            if (dialect.name().equals(wanted) || dialect.aliases().contains(wanted)) {
                return dialect;
            }
        }
        String supported = SUPPORTED.stream().map(Dialect::name).collect(Collectors.joining(", "));
        throw new IllegalArgumentException("unknown database '" + name + "'; accepted: " + supported
                + " (mariadb goes through mysql)");
    }
}
