package io.igen.core.resources;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ProcessTreeCpuTest {

    @TempDir
    Path proc;

    @Test
    void aServersCpuIsItsOwnAndEveryDescendantsWhateverTheirNames() throws IOException {
        process(1, "systemd", 0, 500, 500);
        process(100, "postgres", 1, 30, 20);
        process(101, "postgres: igen igen0 127.0.0.1(5432) idle in transaction", 100, 700, 300);
        process(102, "postgres: walwriter (x) )", 100, 5, 5);
        process(103, "sh", 101, 1, 2);
        process(200, "java", 1, 9000, 1000);
        Files.createDirectories(proc.resolve("self"));
        Files.writeString(proc.resolve("uptime"), "1.0 2.0\n");

        ProcessTreeCpu tree = new ProcessTreeCpu(proc, 100);

        // (30 + 20) + (700 + 300) + (5 + 5) + (1 + 2) ticks = 1,063 ticks = 10,630 ms at 100 ticks a second
        assertThat(tree.cpuMillis(List.of(100))).isEqualTo(10_630);
        assertThat(tree.cpuMillis(List.of(101, 200))).isEqualTo(10_030 + 100_000);
        assertThat(new ProcessTreeCpu(proc, 250).cpuMillis(List.of(103))).isEqualTo(12);
    }

    @Test
    void aServerThatIsGoneCountsForNothing() throws IOException {
        process(100, "postgres", 1, 30, 20);

        assertThat(new ProcessTreeCpu(proc, 100).cpuMillis(List.of(4242))).isZero();
    }

    /** A process directory with a stat line as proc(5) lays it out: pid (comm) state ppid ... utime stime ... */
    private void process(int pid, String name, int parent, long userTicks, long systemTicks) throws IOException {
        Path directory = Files.createDirectories(proc.resolve(Integer.toString(pid)));
        Files.writeString(directory.resolve("stat"), pid + " (" + name + ") S " + parent + " " + pid + " " + pid
                + " 0 -1 4194560 1000 0 0 0 " + userTicks + " " + systemTicks + " 0 0 20 0 1 0 100 1000000 200\n");
    }
}
