package io.igen.core.resources;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CpuPressureTest {

    @Test
    void theSomeLinesTotalIsTheFigure() {
        assertThat(CpuPressure.someTotalMicros(List.of(
                "some avg10=46.97 avg60=51.21 avg300=39.40 total=315658067",
                "full avg10=0.00 avg60=0.00 avg300=0.00 total=0"))).isEqualTo(315_658_067L);
    }

    @Test
    void withoutPressureStallInformationThereIsNoFigure(@TempDir Path directory) throws Exception {
        assertThat(CpuPressure.someTotalMicros(directory.resolve("absent"))).isNull();
        Path empty = Files.writeString(directory.resolve("cpu"), "full avg10=0.00 avg60=0.00 avg300=0.00 total=0\n");
        assertThat(CpuPressure.someTotalMicros(empty)).isNull();
    }
}
