package io.igen.core.resources;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;

import static org.assertj.core.api.Assertions.assertThat;

class AllowedCpusTest {

    @TempDir
    Path temp;

    @Test
    void theAffinityIsReadFromTheStatusFile() throws Exception {
        Path status = Files.writeString(temp.resolve("status"), "Name:\tjava\nCpus_allowed:\t13\n"
                + "Cpus_allowed_list:\t0,2-3\nMems_allowed_list:\t0\n");

        assertThat(AllowedCpus.of(status, 8).stream().toArray()).containsExactly(0, 2, 3);
    }

    @Test
    void withoutTheFileEveryProcessorTheJvmCountsIsTaken() {
        BitSet cpus = AllowedCpus.of(temp.resolve("missing"), 3);

        assertThat(cpus.stream().toArray()).containsExactly(0, 1, 2);
    }
}
