package io.igen.history.store;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A store file that is not a database says so in iGen's words: which file, what is wrong, what to do; the database
 * driver's own words ({@code IO Exception: "..." [90028-232]}) stay in the cause, for {@code --verbose}.
 */
class DamagedStoreTest {

    @TempDir
    Path temp;

    @Test
    void aFileOfGarbageIsDamagedOrNotAHistoryStore() throws Exception {
        byte[] garbage = new byte[4096];
        for (int i = 0; i < garbage.length; i++) {
            garbage[i] = (byte) (i * 31 + 7);
        }
        Path file = Files.write(temp.resolve("history.mv.db"), garbage);

        assertDamaged(file);
    }

    @Test
    void aShortFileAndAFileOfZerosAreDamagedToo() throws Exception {
        // the driver calls these a failed read (90028) and a corrupted file (90030): to the user they are one thing
        assertDamaged(Files.write(temp.resolve("short.mv.db"), new byte[] {'n', 'o', 't', ' ', 'h', '2', 0, 1, 2}));
        byte[] zeros = new byte[8192];
        Arrays.fill(zeros, (byte) 0);
        assertDamaged(Files.write(temp.resolve("zeros.mv.db"), zeros));
    }

    @Test
    void aFolderWhereTheFileShouldBeIsNamed() throws Exception {
        Path folder = Files.createDirectories(temp.resolve("folder.mv.db"));

        assertThatThrownBy(() -> HistoryStore.open(folder.toString())).isInstanceOf(HistoryException.class)
                .hasMessage("the history store " + folder + " is a folder, not a file; name a file with --history");
    }

    private static void assertDamaged(Path file) {
        assertThatThrownBy(() -> HistoryStore.open(file.toString())).isInstanceOf(HistoryException.class)
                .hasMessage("the history store " + file + " is damaged, or is not a history store: it cannot be read "
                        + "as a database; move it away (a new one is made in its place) or name another store with "
                        + "--history")
                .hasCauseInstanceOf(SQLException.class);
    }
}
