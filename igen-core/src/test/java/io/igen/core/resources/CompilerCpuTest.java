package io.igen.core.resources;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class CompilerCpuTest {

    @TempDir
    Path tasks;

    @Test
    void sumsTheCompilerThreadsCpuAndNothingElse() throws IOException {
        thread("101", "C2 CompilerThre", 2_500_000_000L);
        thread("102", "C1 CompilerThre", 400_000_000L);
        thread("103", "igen-level28-wo", 9_000_000_000L);
        thread("104", "JVMCI-native CompilerThre", 100_000_000L);

        assertThat(new CompilerCpu(tasks).totalMillis()).isEqualTo(3_000L);
    }

    @Test
    void aRetiredCompilerThreadKeepsTheTimeItHadAtItsLastReading() throws IOException {
        CompilerCpu cpu = new CompilerCpu(tasks);
        thread("101", "C2 CompilerThre", 1_000_000_000L);
        thread("105", "C2 CompilerThre", 700_000_000L);
        assertThat(cpu.totalMillis()).isEqualTo(1_700L);

        deleteThread("105");
        thread("101", "C2 CompilerThre", 1_200_000_000L);
        assertThat(cpu.totalMillis()).isEqualTo(1_900L);

        thread("106", "C2 CompilerThre", 50_000_000L); // a new thread (a tid never seen)
        assertThat(cpu.totalMillis()).isEqualTo(1_950L);
    }

    @Test
    void withoutProcTheJvmsCompilationTimeStandsIn() {
        CompilerCpu cpu = new CompilerCpu(tasks.resolve("absent"));

        Long millis = cpu.totalMillis();

        long jvm = ManagementFactory.getCompilationMXBean().getTotalCompilationTime();
        assertThat(millis).isNotNull().isBetween(0L, jvm + 1);
        assertThat(cpu.totalMillis()).isGreaterThanOrEqualTo(millis);
    }

    @Test
    void aKernelWithoutSchedstatFallsBackInsteadOfReadingZero() throws IOException {
        Path thread = Files.createDirectories(tasks.resolve("101"));
        Files.writeString(thread.resolve("comm"), "C2 CompilerThre\n");
        CompilerCpu cpu = new CompilerCpu(tasks);

        long before = ManagementFactory.getCompilationMXBean().getTotalCompilationTime();
        Long millis = cpu.totalMillis();

        assertThat(before).isPositive(); // so that a reading of 0 would fail
        assertThat(millis).isGreaterThanOrEqualTo(before);
    }

    @Test
    void thisJvmsCompilerThreadsAreFoundOnLinux() {
        Path self = Path.of("/proc/self/task");
        if (!Files.isDirectory(self)) {
            return; // not Linux: the fallback is covered above
        }
        Long millis = CompilerCpu.JVM.totalMillis();
        // the test JVM has compiled something by now, and its compiler threads' CPU is at most the process's
        long processMillis = ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime() / 1_000_000L;
        assertThat(millis).isPositive().isLessThanOrEqualTo(processMillis);
    }

    private void thread(String tid, String comm, long runNanos) throws IOException {
        Path thread = Files.createDirectories(tasks.resolve(tid));
        Files.writeString(thread.resolve("comm"), comm + "\n");
        Files.writeString(thread.resolve("schedstat"), runNanos + " 12345 678\n");
    }

    private void deleteThread(String tid) throws IOException {
        Path thread = tasks.resolve(tid);
        Files.delete(thread.resolve("comm"));
        Files.delete(thread.resolve("schedstat"));
        Files.delete(thread);
    }
}
