package io.igen.core.resources;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class RaplEnergyTest {

    @TempDir
    Path powercap;

    private void zone(String name, long energyMicrojoules, long rangeMicrojoules) throws IOException {
        Path zone = Files.createDirectories(powercap.resolve(name));
        Files.writeString(zone.resolve("energy_uj"), energyMicrojoules + "\n");
        Files.writeString(zone.resolve("max_energy_range_uj"), rangeMicrojoules + "\n");
    }

    private void energy(String name, long energyMicrojoules) throws IOException {
        Files.writeString(powercap.resolve(name).resolve("energy_uj"), energyMicrojoules + "\n");
    }

    @Test
    void packagesAddUpAndTheirSubZonesAndMmioTwinsAreNotCountedTwice() throws IOException {
        zone("intel-rapl:0", 1_000_000, 262_143_328_850L);
        zone("intel-rapl:1", 5_000_000, 262_143_328_850L);
        zone("intel-rapl:0:0", 900_000, 262_143_328_850L);     // package 0's cores: inside its count
        zone("intel-rapl-mmio:0", 1_000_000, 262_143_328_850L); // the same package through MMIO
        RaplEnergy rapl = RaplEnergy.under(powercap);

        assertThat(rapl.unavailable()).isEmpty();
        assertThat(rapl.totalMicrojoules()).isZero();
        energy("intel-rapl:0", 1_250_000);
        energy("intel-rapl:1", 5_500_000);
        energy("intel-rapl:0:0", 5_000_000);
        energy("intel-rapl-mmio:0", 9_000_000);

        assertThat(rapl.totalMicrojoules()).isEqualTo(750_000);
    }

    @Test
    void aCounterThatWrapsKeepsGrowing() throws IOException {
        zone("intel-rapl:0", 999_000, 1_000_000);
        RaplEnergy rapl = RaplEnergy.under(powercap);
        rapl.totalMicrojoules();
        energy("intel-rapl:0", 4_000);    // wrapped at 1,000,000: 1,000 + 4,000 used

        assertThat(rapl.totalMicrojoules()).isEqualTo(5_000);
        energy("intel-rapl:0", 10_000);

        assertThat(rapl.totalMicrojoules()).isEqualTo(11_000);
    }

    @Test
    void aHostWithoutPowercapSaysWhy() {
        RaplEnergy rapl = RaplEnergy.under(powercap.resolve("absent"));

        assertThat(rapl.totalMicrojoules()).isNull();
        assertThat(rapl.unavailable()).get().asString().contains("absent").contains("no RAPL");
    }

    @Test
    void aPowercapWithoutReadablePackagesSaysSo() throws IOException {
        Files.createDirectories(powercap.resolve("intel-rapl:0"));  // no energy_uj: unreadable, as for a non-root user

        assertThat(RaplEnergy.under(powercap).unavailable()).get().asString()
                .startsWith("no readable RAPL package zone");
    }
}
