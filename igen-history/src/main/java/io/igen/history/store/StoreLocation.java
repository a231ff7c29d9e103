package io.igen.history.store;

import io.igen.core.result.RunDefaults;

import java.nio.file.Path;

/**
 * Where a history store is: a JDBC URL, as given or made from a file path. {@code default} is an embedded H2 file
 * under the user's directory, {@code ~/.igen/history}; another path is an H2 file there. An embedded file is locked
 * by the process that has it open; another one waits for it ({@link HistoryStore#open}).
 *
 * @param url     the JDBC URL, with any password it holds
 * @param display how to name it on the terminal: the file, or the URL without its password
 * @param file    the H2 file, when the store was named by a path (or {@code default}); null for a URL
 */
public record StoreLocation(String url, String display, Path file) {

    /** @param store {@code default}, a file path, or a JDBC URL */
    public static StoreLocation of(String store) {
        if (store.startsWith("jdbc:")) {
            return new StoreLocation(store, withoutPassword(store), null);
        }
        Path file = RunDefaults.HISTORY_STORE.equals(store)
                ? Path.of(System.getProperty("user.home"), ".igen", "history")
                : Path.of(store.replaceFirst("\\.mv\\.db$", ""));
        Path absolute = file.toAbsolutePath().normalize();
        return new StoreLocation("jdbc:h2:file:" + absolute, absolute + ".mv.db", Path.of(absolute + ".mv.db"));
    }

    /** Whether the store is an H2 database (a file another process may hold for a moment). */
    boolean h2() {
        return url.startsWith("jdbc:h2:");
    }

    /** The URL with the value of any {@code password=} parameter hidden: names of stores reach terminals and logs. */
    static String withoutPassword(String url) {
        return url.replaceAll("(?i)(password=)[^&;]*", "$1***");
    }
}
