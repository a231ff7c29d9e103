package io.igen.oltp.it;

import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.dialect.Dialects;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A real database server for the integration tests. The local-server ITs ({@code LocalServerOltpIT})
 * take the servers named by environment variables: {@code IGEN_PG_URL},
 * {@code IGEN_PG_USER}, {@code IGEN_PG_PASSWORD} for PostgreSQL, {@code IGEN_MYSQL_URL}, {@code IGEN_MYSQL_USER},
 * {@code IGEN_MYSQL_PASSWORD} for MySQL or MariaDB (the URL names a database the user may connect to, and the
 * user may create databases and, on MySQL, users); without one they fail under {@code CI=true} and are skipped
 * elsewhere. The {@code *ContainerIT} tests make one of their container instead ({@link DatabaseContainers}).
 * One local server per kind and JVM, shared by all test classes; each class works in databases of its own.
 *
 * @param adminUrl a URL of a database on the server the user may connect to
 */
public record DatabaseServer(Dialect dialect, String adminUrl, String user, String password, String origin) {

    private static final Map<String, DatabaseServer> SERVERS = new ConcurrentHashMap<>();

    /** The local PostgreSQL server of this test run. */
    public static DatabaseServer postgres() {
        return SERVERS.computeIfAbsent("postgresql", kind -> fromEnvironment(kind, "IGEN_PG"));
    }

    /** The local MySQL or MariaDB server of this test run. */
    public static DatabaseServer mysql() {
        return SERVERS.computeIfAbsent("mysql", kind -> fromEnvironment(kind, "IGEN_MYSQL"));
    }

    private static DatabaseServer fromEnvironment(String kind, String variablePrefix) {
        String url = System.getenv(variablePrefix + "_URL");
        if (url == null || url.isBlank()) {
            throw CiRequirement.unmet(variablePrefix + "_URL is not set: no local " + kind
                    + " server to test against (source .ci/databases.sh, which starts one and exports it)");
        }
        return new DatabaseServer(Dialects.named(kind), url, System.getenv(variablePrefix + "_USER"),
                System.getenv(variablePrefix + "_PASSWORD"), "environment " + variablePrefix + "_URL");
    }

    /** Opens a connection to the admin database, auto-commit on. */
    public Connection connect() throws SQLException {
        return DriverManager.getConnection(adminUrl, properties());
    }

    private Properties properties() {
        Properties properties = new Properties();
        if (user != null) {
            properties.setProperty("user", user);
        }
        if (password != null) {
            properties.setProperty("password", password);
        }
        properties.putAll(dialect.driverProperties());
        return properties;
    }

    /**
     * The command-line arguments of {@code shards} fresh databases {@code prefix0 ..} on this server: {@code --db},
     * {@code --url}, the credentials (the password in a file under {@code temp}) and {@code --shards}; a list to add to.
     */
    public List<String> freshShardArguments(String prefix, int shards, Path temp) throws SQLException, IOException {
        List<String> arguments = new ArrayList<>(ServerOltpScenarios.connection(dialect.name(),
                freshDatabases(prefix, shards), user, password, temp));
        arguments.addAll(List.of("--shards", String.valueOf(shards)));
        return arguments;
    }

    /**
     * Creates {@code count} empty databases {@code prefix0 .. prefix<count-1>} (dropping old ones) and
     * returns the URL template that names them.
     */
    public String freshDatabases(String prefix, int count) throws SQLException {
        try (Connection connection = connect(); Statement statement = connection.createStatement()) {
            for (int shard = 0; shard < count; shard++) {
                statement.execute("DROP DATABASE IF EXISTS " + prefix + shard);
                statement.execute("CREATE DATABASE " + prefix + shard);
            }
        }
        return urlOf(prefix + "{shard}");
    }

    /**
     * On MySQL/MariaDB: {@link #freshDatabases}, and (re)creates the password user {@code newUser}@'%' with all
     * privileges on those databases and nothing else, so a test can log in as a user of its own.
     *
     * @return the URL template that names the databases
     */
    public String freshMySqlDatabasesFor(String newUser, String newPassword, String prefix, int count)
            throws SQLException {
        String template = freshDatabases(prefix, count);
        try (Connection connection = connect(); Statement statement = connection.createStatement()) {
            statement.execute("DROP USER IF EXISTS '" + newUser + "'@'%'");
            statement.execute("CREATE USER '" + newUser + "'@'%' IDENTIFIED BY '" + newPassword + "'");
            for (int shard = 0; shard < count; shard++) {
                statement.execute("GRANT ALL PRIVILEGES ON " + prefix + shard + ".* TO '" + newUser + "'@'%'");
            }
        }
        return template;
    }

    /** The admin URL with its database replaced by {@code database}; its parameters are kept. */
    public String urlOf(String database) {
        int query = indexOfAny(adminUrl, '?', ';');
        String base = query < 0 ? adminUrl : adminUrl.substring(0, query);
        String parameters = query < 0 ? "" : adminUrl.substring(query);
        int slash = base.indexOf('/', base.indexOf("//") + 2);
        return (slash < 0 ? base : base.substring(0, slash)) + "/" + database + parameters;
    }

    private static int indexOfAny(String text, char first, char second) {
        int a = text.indexOf(first);
        int b = text.indexOf(second);
        return a < 0 ? b : b < 0 ? a : Math.min(a, b);
    }
}
