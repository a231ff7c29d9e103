package io.igen.history.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Optional;

/**
 * What is wrong with an embedded store's file that the database could not open, said in iGen's words: which file,
 * what is wrong with it, what to do. The database's own words ({@code IO Exception: "..." [90028-232]}) name neither
 * the problem nor a remedy; they stay in the cause, for a stack trace.
 */
final class StoreFileProblem {

    /** H2's error code for a file it could not read ({@code IO_EXCEPTION_1}): garbage, or a file cut short. */
    private static final int H2_IO_EXCEPTION = 90028;
    /** H2's error code for a file whose header or records are not its own ({@code FILE_CORRUPTED_1}). */
    private static final int H2_FILE_CORRUPTED = 90030;

    private StoreFileProblem() {
    }

    /**
     * The problem of the store's file, when the failure is one of its file; empty for any other failure (a server
     * store, a file this user may not read or write), which the database's words describe.
     */
    static Optional<HistoryException> of(StoreLocation location, SQLException failure) {
        Path file = location.file();
        if (file == null) {
            return Optional.empty();
        }
        if (Files.isDirectory(file)) {
            return Optional.of(new HistoryException("the history store " + location.display() + " is a folder, not a "
                    + "file; name a file with --history", failure));
        }
        boolean unreadable = failure.getErrorCode() == H2_IO_EXCEPTION || failure.getErrorCode() == H2_FILE_CORRUPTED;
        if (unreadable && Files.isRegularFile(file) && Files.isReadable(file) && Files.isWritable(file)) {
            return Optional.of(new HistoryException("the history store " + location.display() + " is damaged, or is "
                    + "not a history store: it cannot be read as a database; move it away (a new one is made in its "
                    + "place) or name another store with --history", failure));
        }
        return Optional.empty();
    }
}
