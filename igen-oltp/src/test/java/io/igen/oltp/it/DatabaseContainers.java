package io.igen.oltp.it;

import io.igen.oltp.dialect.Dialects;
import org.testcontainers.containers.MariaDBContainer;
import org.testcontainers.containers.PostgreSQLContainer;

/**
 * Database containers through Testcontainers' own modules (which start them and wait for their readiness
 * signal), with the image {@link ContainerImages} chooses, and the {@link DatabaseServer} each one is to the
 * scenarios. Each container has a database {@value #DATABASE}.
 */
final class DatabaseContainers {

    static final String DATABASE = "igen";

    private DatabaseContainers() {
    }

    /** A PostgreSQL container (not started) whose user {@code user} has the password and owns {@value #DATABASE}. */
    static PostgreSQLContainer<?> postgres(String user, String password) {
        PostgreSQLContainer<?> container = new PostgreSQLContainer<>(ContainerImages.chosen().postgres());
        return ContainerEngine.labelled(container).withUsername(user).withPassword(password).withDatabaseName(DATABASE);
    }

    /** A MariaDB container (not started) whose root has the password, so tests may create databases and users. */
    static MariaDBContainer<?> mariaDb(String rootPassword) {
        MariaDBContainer<?> container = new MariaDBContainer<>(ContainerImages.chosen().mariaDb());
        return ContainerEngine.labelled(container).withUsername("root").withPassword(rootPassword)
                .withDatabaseName(DATABASE);
    }

    /** A started PostgreSQL container as a server for the scenarios. */
    static DatabaseServer server(PostgreSQLContainer<?> container) {
        return new DatabaseServer(Dialects.named("postgresql"), container.getJdbcUrl(), container.getUsername(),
                container.getPassword(), "container " + container.getDockerImageName());
    }

    /**
     * A started MariaDB container as a server for the scenarios: iGen speaks to it through MySQL Connector/J, so
     * its URL is a {@code jdbc:mysql:} one (the module's own is {@code jdbc:mariadb:}, for the MariaDB driver).
     */
    static DatabaseServer server(MariaDBContainer<?> container) {
        String url = "jdbc:mysql://" + container.getHost() + ":" + container.getMappedPort(3306) + "/" + DATABASE;
        return new DatabaseServer(Dialects.named("mysql"), url, container.getUsername(), container.getPassword(),
                "container " + container.getDockerImageName());
    }
}
