package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonProperty;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The iGen version and git commit this code was built from, as the build recorded them.
 *
 * @param version   the iGen version; {@code igenVersion} in a result's environment
 * @param gitCommit the commit, with {@code -dirty} when built from a changed tree
 */
public record BuildInfo(@JsonProperty("igenVersion") String version, String gitCommit) {

    private static final BuildInfo CURRENT = load();

    public static BuildInfo current() {
        return CURRENT;
    }

    private static BuildInfo load() {
        Properties version = properties("/igen-version.properties");
        Properties git = properties("/igen-git.properties");
        String commit = git.getProperty("git.commit.id", "unknown");
        if (Boolean.parseBoolean(git.getProperty("git.dirty", "false"))) {
            commit += "-dirty";
        }
        return new BuildInfo(version.getProperty("version", "unknown"), commit);
    }

    private static Properties properties(String resource) {
        Properties properties = new Properties();
        try (InputStream in = BuildInfo.class.getResourceAsStream(resource)) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource + " from the iGen jar", e);
        }
        return properties;
    }
}
