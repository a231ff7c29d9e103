package io.igen.oltp.phase;

import io.igen.oltp.dialect.Dialect;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Removes iGen's tables from one shard, the metadata table with them, and for a database that is a file of iGen's
 * (H2) the files too once nothing else is in it. Tables that are not there are not an error: a drop may be repeated.
 *
 * @param dropped the tables that were there and are dropped, in the order dropped
 * @param files   what became of the database's files: empty for a server's database
 */
record ShardDrop(List<String> dropped, Optional<String> files) {

    /**
     * Drops the shard's tables over the connection (auto-commit off).
     *
     * @param tables iGen's tables, in the order they can be dropped
     */
    static ShardDrop of(Connection connection, Dialect dialect, List<String> tables) throws SQLException {
        List<String> present = tableNames(connection);
        List<String> dropped = new ArrayList<>();
        try (Statement statement = connection.createStatement()) {
            for (String table : tables) {
                if (present.contains(table.toLowerCase(Locale.ROOT))) {
                    statement.execute("DROP TABLE IF EXISTS " + table);
                    dropped.add(table);
                }
            }
            connection.commit();
            Optional<String> deleteFiles = dialect.deleteEmptyDatabaseFiles();
            if (deleteFiles.isEmpty()) {
                return new ShardDrop(dropped, Optional.empty());
            }
            List<String> others = tableNames(connection);
            if (!others.isEmpty()) {
                return new ShardDrop(dropped, Optional.of("database files kept: it holds other tables too ("
                        + String.join(", ", others) + ")"));
            }
            statement.execute(deleteFiles.get());
            connection.commit();
            return new ShardDrop(dropped, Optional.of("database files deleted"));
        }
    }

    /** "dropped igen_metadata, orders, item, customer; database files deleted", or "nothing to drop". */
    String describe() {
        String tables = dropped.isEmpty() ? "nothing to drop" : "dropped " + String.join(", ", dropped);
        return tables + files.map(text -> "; " + text).orElse("");
    }

    /** The names of the tables in the connection's schema (H2's PUBLIC, PostgreSQL's public), lower case. */
    private static List<String> tableNames(Connection connection) throws SQLException {
        DatabaseMetaData metaData = connection.getMetaData();
        List<String> names = new ArrayList<>();
        try (ResultSet tables = metaData.getTables(connection.getCatalog(), connection.getSchema(), null,
                new String[] {"TABLE"})) {
            while (tables.next()) {
                names.add(tables.getString("TABLE_NAME").toLowerCase(Locale.ROOT));
            }
        }
        connection.commit();
        return names;
    }
}
