package io.igen.oltp.it;

import org.testcontainers.utility.DockerImageName;

import java.util.Locale;
import java.util.Map;

/**
 * The images the {@code *ContainerIT} tests start, chosen by one setting, the environment variable
 * {@code IGEN_IMAGES}: {@code official} (or unset) takes the registry's images, as on a laptop with Docker
 * Hub; {@code local} takes the stand-ins {@code .ci/container-engine.sh} builds from Debian packages where no
 * registry is reachable ({@code docker/local/}). The stand-ins honour the official images' environment and
 * readiness contract, so the tests and the compose files do not change with the choice.
 */
public enum ContainerImages {

    OFFICIAL("postgres:15-alpine", "mariadb:10.11", Map.of()),
    LOCAL("igen-local/postgres:15", "igen-local/mariadb:10.11", Map.of(
            "IGEN_POSTGRES_IMAGE", "igen-local/postgres:15",
            "IGEN_MYSQL_IMAGE", "igen-local/mariadb:10.11",
            "IGEN_DRIVER_BASE", "igen-local/java:17"));

    private final String postgres;
    private final String mariaDb;
    private final Map<String, String> composeVariables;

    ContainerImages(String postgres, String mariaDb, Map<String, String> composeVariables) {
        this.postgres = postgres;
        this.mariaDb = mariaDb;
        this.composeVariables = composeVariables;
    }

    /** The choice {@code IGEN_IMAGES} makes. */
    public static ContainerImages chosen() {
        String setting = System.getenv("IGEN_IMAGES");
        if (setting == null || setting.isBlank()) {
            return OFFICIAL;
        }
        try {
            return valueOf(setting.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException unknown) {
            throw new IllegalStateException("IGEN_IMAGES=" + setting + ": use 'official' (the default) or 'local'");
        }
    }

    /** The PostgreSQL image, which Testcontainers' PostgreSQL module accepts. */
    public DockerImageName postgres() {
        return DockerImageName.parse(postgres).asCompatibleSubstituteFor("postgres");
    }

    /** The MariaDB image, which Testcontainers' MariaDB module accepts. */
    public DockerImageName mariaDb() {
        return DockerImageName.parse(mariaDb).asCompatibleSubstituteFor("mariadb");
    }

    /**
     * The variables {@code docker/*}{@code /compose.yaml} read for their images and the driver's base; none for
     * the official images, which are the files' defaults.
     */
    public Map<String, String> composeVariables() {
        return composeVariables;
    }
}
