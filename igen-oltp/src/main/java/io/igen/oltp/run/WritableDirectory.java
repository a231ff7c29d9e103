package io.igen.oltp.run;

import io.igen.core.workload.BadConfigurationException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Makes sure a directory the run will write into exists (creating it if need be) and is writable, before
 * anything is loaded, so a bad {@code --h2-dir} fails in the first second with one line instead of a
 * database's stack trace.
 */
public final class WritableDirectory {

    private WritableDirectory() {
    }

    /**
     * @param option the option that named the directory, for the message
     * @throws BadConfigurationException when the directory cannot be created or written
     */
    public static Path require(Path directory, String option) {
        String problem = null;
        try {
            if (Files.exists(directory) && !Files.isDirectory(directory)) {
                problem = "it is a file, not a directory";
            } else {
                Files.createDirectories(directory);
                Files.delete(Files.createTempFile(directory, ".igen-write-check", ".tmp"));
            }
        } catch (IOException | SecurityException e) {
            problem = (Files.isDirectory(directory) ? "cannot write in it" : "cannot create it") + " ("
                    + describe(e) + ")";
        }
        if (problem != null) {
            throw new BadConfigurationException(option + " '" + directory + "' cannot be used: " + problem
                    + "; choose a directory you can write to");
        }
        return directory;
    }

    private static String describe(Exception e) {
        String kind = e.getClass().getSimpleName().replace("Exception", "").replaceAll("([a-z])([A-Z])", "$1 $2");
        return e.getMessage() == null ? kind : kind + ": " + e.getMessage();
    }
}
