package io.igen.oltp.it;

import io.igen.oltp.dialect.Dialect;
import org.junit.jupiter.api.Assumptions;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.JdbcDatabaseContainer;
import org.testcontainers.containers.MySQLContainer;
import org.testcontainers.containers.PostgreSQLContainer;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A real database server for the integration tests, found in this order:
 * <ol>
 *   <li>a Testcontainers container ({@code postgres:15-alpine}, {@code mysql:8.4}) when a Docker engine
 *       is reachable;</li>
 *   <li>the server named by environment variables: {@code IGEN_PG_URL}, {@code IGEN_PG_USER},
 *       {@code IGEN_PG_PASSWORD} for PostgreSQL, {@code IGEN_MYSQL_URL}, {@code IGEN_MYSQL_USER},
 *       {@code IGEN_MYSQL_PASSWORD} for MySQL or MariaDB. The URL names a database the user may
 *       connect to, and the user may create databases (the tests make their own);</li>
 *   <li>otherwise the test fails when {@code CI=true} (CI must never skip these), and is skipped with the
 *       reason elsewhere.</li>
 * </ol>
 * One server per kind and JVM, shared by all test classes; each class works in databases of its own.
 *
 * @param adminUrl a URL of a database on the server the user may connect to
 */
public record DatabaseServer(Dialect dialect, String adminUrl, String user, String password, String origin) {

    private static final Map<String, DatabaseServer> SERVERS = new ConcurrentHashMap<>();

    /** The PostgreSQL server of this test run. */
    public static DatabaseServer postgres() {
        return SERVERS.computeIfAbsent("postgresql", kind -> find(kind, "IGEN_PG",
                () -> new PostgreSQLContainer<>("postgres:15-alpine")));
    }

    /** The MySQL or MariaDB server of this test run. */
    public static DatabaseServer mysql() {
        return SERVERS.computeIfAbsent("mysql", kind -> find(kind, "IGEN_MYSQL",
                () -> new MySQLContainer<>("mysql:8.4").withUsername("root")));
    }

    private static DatabaseServer find(String kind, String variablePrefix,
                                       java.util.function.Supplier<JdbcDatabaseContainer<?>> container) {
        Dialect dialect = Dialect.named(kind);
        if (DockerClientFactory.instance().isDockerAvailable()) {
            JdbcDatabaseContainer<?> started = container.get();
            started.start();
            return new DatabaseServer(dialect, started.getJdbcUrl(), started.getUsername(), started.getPassword(),
                    "Testcontainers " + started.getDockerImageName());
        }
        String url = System.getenv(variablePrefix + "_URL");
        if (url != null && !url.isBlank()) {
            return new DatabaseServer(dialect, url, System.getenv(variablePrefix + "_USER"),
                    System.getenv(variablePrefix + "_PASSWORD"), "environment " + variablePrefix + "_URL");
        }
        String reason = "no Docker engine for Testcontainers and " + variablePrefix + "_URL is not set: no " + kind
                + " server to test against (run .ci/databases.sh and export what it prints)";
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            throw new IllegalStateException("CI=true: " + reason);
        }
        Assumptions.abort(reason);
        throw new AssertionError("unreachable");
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
