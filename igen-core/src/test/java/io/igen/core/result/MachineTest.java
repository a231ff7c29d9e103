package io.igen.core.result;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The machine manifest: its readable lines, and what the probe reads on the machine the tests run on. */
class MachineTest {

    @Test
    void describesEachPropertyOnOneReadableLine() {
        Machine machine = ResultJsonGoldenTest.fullMachine();

        assertThat(machine.describe()).containsExactly(
                Map.entry("cpu topology", "1 socket(s), 1 cores, 2 hardware threads, 1 NUMA node(s)"),
                Map.entry("cpu frequency", "base 2450 MHz, max 3500 MHz"),
                Map.entry("cpu caches", "L1d 32 KiB, L2 512 KiB, L3 32 MiB"),
                Map.entry("memory modules", "DDR4 3200 MT/s 8 GiB"),
                Map.entry("os release", "Debian GNU/Linux 12 (bookworm)"),
                Map.entry("kernel", "6.1.0-18-amd64"),
                Map.entry("frequency governor", "performance"),
                Map.entry("transparent huge pages", "madvise"));
    }

    @Test
    void saysWhatTheOsDidNotExposeAndWhatAnOlderResultDidNotRecord() {
        Machine bare = new Machine(new Machine.Cpu(1, 2, 2, 1, null, null), new Machine.Memory(null, null),
                new Machine.OsSettings(null, "6.1.0", null, null));

        assertThat(bare.describe()).containsEntry("cpu frequency", "base unknown, max unknown")
                .containsEntry("cpu caches", "not exposed").containsEntry("memory modules", "not exposed")
                .containsEntry("frequency governor", "not readable");
        assertThat(Machine.describeUnrecorded()).containsOnlyKeys(bare.describe().keySet())
                .allSatisfy((name, value) -> assertThat(value).isEqualTo("not recorded"));
    }

    @Test
    void readsTheSelectedChoiceOfALinuxSetting() {
        assertThat(MachineProbe.selected("always [madvise] never")).isEqualTo("madvise");
        assertThat(MachineProbe.selected("[always] madvise never")).isEqualTo("always");
        assertThat(MachineProbe.selected("never\n")).isEqualTo("never");
    }

    @Test
    void readsCacheSizesAsLinuxWritesThem(@org.junit.jupiter.api.io.TempDir Path sys) throws Exception {
        write(sys.resolve("index0"), "1", "Data", "32K");
        write(sys.resolve("index1"), "1", "Instruction", "64K");
        write(sys.resolve("index2"), "2", "Unified", "512K");
        write(sys.resolve("index3"), "3", "Unified", "8192K");

        assertThat(MachineProbe.linuxCaches(sys).orElseThrow()).containsExactly(Map.entry("L1d", 32_768L),
                Map.entry("L1i", 65_536L), Map.entry("L2", 524_288L), Map.entry("L3", 8_388_608L));
        assertThat(MachineProbe.bytes("1M")).contains(1_048_576L);
        assertThat(MachineProbe.bytes("4096")).contains(4096L);
        assertThat(MachineProbe.linuxCaches(sys.resolve("absent"))).isEmpty();
    }

    private static void write(Path index, String level, String type, String size) throws Exception {
        Files.createDirectories(index);
        Files.writeString(index.resolve("level"), level + "\n");
        Files.writeString(index.resolve("type"), type + "\n");
        Files.writeString(index.resolve("size"), size + "\n");
    }

    @Test
    void probesThisMachine() throws Exception {
        Machine machine = MachineProbe.capture().orElseThrow();

        assertThat(machine.cpu().sockets()).isPositive();
        assertThat(machine.cpu().physicalCores()).isPositive();
        assertThat(machine.cpu().logicalProcessors())
                .isGreaterThanOrEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(machine.cpu().numaNodes()).isPositive();
        assertThat(machine.osSettings().kernel()).isEqualTo(System.getProperty("os.version"));
        assertThat(machine.osSettings().os()).isNotBlank();
        Path hugePages = Path.of("/sys/kernel/mm/transparent_hugepage/enabled");
        if (Files.isReadable(hugePages)) {
            assertThat(machine.osSettings().transparentHugePages()).isIn("always", "madvise", "never");
        }
    }
}
