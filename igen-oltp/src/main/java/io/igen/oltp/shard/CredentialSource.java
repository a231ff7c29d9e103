package io.igen.oltp.shard;

import io.igen.core.workload.BadConfigurationException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Where the user and password come from, first found wins: the options ({@code --user},
 * {@code --password}, {@code --password-file}), then the environment variables
 * {@value #USER_VARIABLE} and {@value #PASSWORD_VARIABLE}. A password file holds the password on its
 * first line (a trailing newline is not part of it).
 */
public final class CredentialSource {

    /** The environment variable with the database user. */
    public static final String USER_VARIABLE = "IGEN_DB_USER";
    /** The environment variable with the database password. */
    public static final String PASSWORD_VARIABLE = "IGEN_DB_PASSWORD";

    private final Map<String, String> environment;

    /** @param environment the process environment ({@code System.getenv()}), or a test's stand-in */
    public CredentialSource(Map<String, String> environment) {
        this.environment = Map.copyOf(environment);
    }

    /**
     * The credentials to open every shard with.
     *
     * @param user         {@code --user}, or null
     * @param password     {@code --password}, or null
     * @param passwordFile {@code --password-file}, or null
     * @throws BadConfigurationException when both a password and a password file are given, or the file cannot be read
     */
    public Credentials resolve(String user, char[] password, Path passwordFile) {
        if (password != null && passwordFile != null) {
            throw new BadConfigurationException("give --password or --password-file, not both");
        }
        String chosenUser = user != null ? user : blankToNull(environment.get(USER_VARIABLE));
        String chosenPassword;
        if (password != null) {
            chosenPassword = new String(password);
        } else if (passwordFile != null) {
            chosenPassword = read(passwordFile);
        } else {
            chosenPassword = environment.get(PASSWORD_VARIABLE);
        }
        return new Credentials(chosenUser, chosenPassword);
    }

    private static String read(Path passwordFile) {
        try {
            String text = Files.readString(passwordFile, StandardCharsets.UTF_8);
            int end = text.indexOf('\n');
            String line = end < 0 ? text : text.substring(0, end);
            return line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
        } catch (IOException e) {
            throw new BadConfigurationException("cannot read the password file '" + passwordFile + "' ("
                    + e.getClass().getSimpleName() + "); give a readable file to --password-file");
        }
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value;
    }
}
