package io.igen.core.result;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The driver's cgroup limits read from synthetic cgroup trees, v1 and v2. */
class ProcessLimitsTest {

    @TempDir
    Path root;

    @Test
    void cgroupV1QuotaAndMemoryLimit() throws IOException {
        Path cgroup = write("proc-cgroup", "4:memory:/pod7\n2:cpuacct,cpu:/igen-quota-1.8\n0::/\n");
        write("cpu/igen-quota-1.8/cpu.cfs_quota_us", "180000\n");
        write("cpu/igen-quota-1.8/cpu.cfs_period_us", "100000\n");
        write("memory/pod7/memory.limit_in_bytes", "4294967296\n");

        ProcessLimits limits = ProcessLimits.read(cgroup, root);

        assertThat(limits.cgroup()).isEqualTo("/igen-quota-1.8");
        assertThat(limits.cpuQuotaCores()).isEqualTo(1.8);
        assertThat(limits.memoryLimitBytes()).isEqualTo(4L << 30);
        assertThat(limits.describe()).isEqualTo("CPU quota 1.80 cores, memory limit 4.0 GiB");
    }

    @Test
    void cgroupV1WithoutLimitsSaysSo() throws IOException {
        Path cgroup = write("proc-cgroup", "4:memory:/\n1:cpu:/\n");
        write("cpu/cpu.cfs_quota_us", "-1\n");
        write("cpu/cpu.cfs_period_us", "100000\n");
        write("memory/memory.limit_in_bytes", "9223372036854771712\n");

        ProcessLimits limits = ProcessLimits.read(cgroup, root);

        assertThat(limits.cpuQuotaCores()).isNull();
        assertThat(limits.memoryLimitBytes()).isNull();
        assertThat(limits.describe()).isEqualTo("no CPU quota, no memory limit");
    }

    @Test
    void cgroupV2CpuMaxAndMemoryMax() throws IOException {
        Path cgroup = write("proc-cgroup", "0::/kubepods/pod1\n");
        write("kubepods/pod1/cpu.max", "50000 100000\n");
        write("kubepods/pod1/memory.max", "max\n");

        ProcessLimits limits = ProcessLimits.read(cgroup, root);

        assertThat(limits.cgroup()).isEqualTo("/kubepods/pod1");
        assertThat(limits.cpuQuotaCores()).isEqualTo(0.5);
        assertThat(limits.memoryLimitBytes()).isNull();
    }

    @Test
    void noCgroupFileMeansNothingKnown() {
        ProcessLimits limits = ProcessLimits.read(root.resolve("missing"), root);

        assertThat(limits.cgroup()).isNull();
        assertThat(limits.describe()).isEqualTo("no CPU quota, no memory limit");
    }

    private Path write(String relative, String text) throws IOException {
        Path file = root.resolve(relative);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text);
    }
}
