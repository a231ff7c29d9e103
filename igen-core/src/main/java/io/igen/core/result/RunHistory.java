package io.igen.core.result;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * Where finished runs are kept over time: a history store, opened before a run (so that an unreachable one fails in
 * the first second, as an unwritable result directory does) and appended to after it. The store itself lives in the
 * {@code igen-history} module, which every benchmark jar holds and igen-core does not know (igen-core knows nothing
 * of JDBC); it is found on the class path with {@link ServiceLoader}.
 */
public interface RunHistory {

    /**
     * Keeps a finished result.
     *
     * @param resultFile the result's JSON file, recorded beside it
     * @return what to tell the user: where it was kept and how to look at it
     * @throws IOException when the store cannot take it; the result files are written already
     */
    String append(RunResult result, Path resultFile) throws IOException;

    /** Opens a history store by name; one implementation, in {@code igen-history}. */
    interface Opener {

        /**
         * @param store a JDBC URL, a file path for an embedded store, or {@code default}
         * @throws IOException when the store cannot be reached, or is not an iGen history this version can write
         */
        RunHistory open(String store) throws IOException;
    }

    /** The store named, opened and checked; empty when no implementation is on the class path (igen-core alone). */
    static Optional<RunHistory> open(String store) throws IOException {
        for (Opener opener : ServiceLoader.load(Opener.class)) {
            return Optional.of(opener.open(store));
        }
        return Optional.empty();
    }
}
