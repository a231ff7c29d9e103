package io.igen.core.resources;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Synthetic /proc and /sys/fs/cgroup trees, laid out as cgroup v1 (one hierarchy a controller) and v2 (one). */
class ProcessCpuLimitsTest {

    @TempDir
    Path proc;
    @TempDir
    Path cgroup;

    @Test
    void aServerPinnedByTasksetIsLimitedByItsAffinity() throws IOException {
        process(812, "0", "4:cpu,cpuacct:/\n3:cpuset:/\n0::/\n");
        v1Quota("cpu", "-1");
        write("cpuset/cpuset.effective_cpus", "0-1");

        ProcessCpuLimits limits = limitsOf(812);

        assertThat(limits.cores()).isEqualTo(1.0);
        assertThat(limits.basis()).isEqualTo("affinity (CPU 0)");
        assertThat(limits.describe(2)).isEqualTo("CPU 0 (1 of 2, affinity), no CPU quota");
    }

    @Test
    void aContainersQuotaUnderCgroupV1CountsAndTheSmallestOnThePathWins() throws IOException {
        process(4242, "0-3", "4:cpu,cpuacct:/docker/3f2a\n3:cpuset:/docker/3f2a\n");
        v1Quota("cpu/docker/3f2a", "150000");
        v1Quota("cpu/docker", "-1");
        write("cpuset/docker/3f2a/cpuset.effective_cpus", "0-3");
        write("cpuset/cpuset.effective_cpus", "0-3");

        ProcessCpuLimits limits = limitsOf(4242);

        assertThat(limits.cores()).isEqualTo(1.5);
        assertThat(limits.basis()).isEqualTo("the CPU quota of cgroup /docker/3f2a");
        assertThat(limits.describe(4)).as("a cpuset of every CPU narrows nothing")
                .isEqualTo("CPUs 0-3 (4 of 4, affinity), CPU quota 1.50 cores (cgroup /docker/3f2a)");

        write("cpu/docker/cpu.cfs_quota_us", "80000"); // a parent's smaller quota binds the child too
        assertThat(limitsOf(4242).basis())
                .isEqualTo("the CPU quota of cgroup /docker");
    }

    @Test
    void aCpusetUnderCgroupV2IsNamedAndCpuMaxIsTheQuota() throws IOException {
        process(900, "2-3,6", "0::/system.slice/postgresql.service\n");
        String service = "system.slice/postgresql.service/";
        write(service + "cpu.max", "max 100000");
        write(service + "cpuset.cpus.effective", "2-3,6");
        write("system.slice/cpu.max", "250000 100000");
        write("cpuset.cpus.effective", "0-7");
        ProcessCpuLimits limits = limitsOf(900);

        assertThat(limits.cpus().cardinality()).isEqualTo(3);
        assertThat(limits.quotaCores()).isEqualTo(2.5);
        assertThat(limits.cores()).isEqualTo(2.5);
        assertThat(limits.basis()).isEqualTo("the CPU quota of cgroup /system.slice");
        assertThat(limits.describe(8)).isEqualTo("CPUs 2-3,6 (3 of 8, cpuset of cgroup "
                + "/system.slice/postgresql.service), CPU quota 2.50 cores (cgroup /system.slice)");

        write("system.slice/cpu.max", "max 100000");
        assertThat(limitsOf(900).basis())
                .isEqualTo("the cpuset of cgroup /system.slice/postgresql.service (CPUs 2-3,6)");
    }

    @Test
    void aProcessThatEndedHasNoLimitsAndCpuListsParseAsTheKernelWritesThem() {
        assertThat(ProcessCpuLimits.read(proc, cgroup, 77)).isEmpty();
        assertThat(ProcessCpuLimits.cpuList("0-3,8,10-11").cardinality()).isEqualTo(7);
        assertThat(ProcessCpuLimits.describe(ProcessCpuLimits.cpuList("0-3,8,10-11"))).isEqualTo("CPUs 0-3,8,10-11");
        assertThat(ProcessCpuLimits.cpuList("")).isNull();
        assertThat(ProcessCpuLimits.cpuList("ff")).isNull();
    }

    private void process(int pid, String cpusAllowed, String cgroups) throws IOException {
        Path directory = Files.createDirectories(proc.resolve(Integer.toString(pid)));
        Files.writeString(directory.resolve("status"), "Name:\tpostgres\nPid:\t" + pid + "\nCpus_allowed:\tf\n"
                + "Cpus_allowed_list:\t" + cpusAllowed + "\nMems_allowed_list:\t0\n");
        Files.writeString(directory.resolve("cgroup"), cgroups);
    }

    private ProcessCpuLimits limitsOf(int pid) {
        return ProcessCpuLimits.read(proc, cgroup, pid).orElseThrow();
    }

    /** A v1 group's quota over the usual period of 100 ms ({@code -1}: none). */
    private void v1Quota(String group, String quotaMicros) throws IOException {
        write(group + "/cpu.cfs_quota_us", quotaMicros);
        write(group + "/cpu.cfs_period_us", "100000");
    }

    private void write(String file, String line) throws IOException {
        Path path = cgroup.resolve(file);
        Files.createDirectories(path.getParent());
        Files.writeString(path, line + "\n");
    }
}
