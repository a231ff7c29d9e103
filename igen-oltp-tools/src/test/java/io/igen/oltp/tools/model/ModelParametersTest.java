package io.igen.oltp.tools.model;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ModelParametersTest {

    @Test
    void namedParametersReplaceTheDefaultsAndTheRestStay() {
        assertThat(ModelParameters.parse("shard-ms=8, HOST-SERVERS=4")).isEqualTo(new ModelParameters(1, 8, 4, 1));
        assertThat(ModelParameters.parse("")).isEqualTo(ModelParameters.DEFAULT);
        assertThat(ModelParameters.parse("default")).isEqualTo(ModelParameters.DEFAULT);
        assertThat(ModelParameters.parse("host-ms=0").hasHost()).isFalse();
    }

    @Test
    void theSpecReadsBackAsTheSameParameters() {
        ModelParameters model = new ModelParameters(2, 7.5, 3, 0.25);
        assertThat(model.spec()).isEqualTo("shard-servers=2,shard-ms=7.5,host-servers=3,host-ms=0.25");
        assertThat(ModelParameters.parse(model.spec())).isEqualTo(model);
    }

    @Test
    void eachStationsCapacityIsItsServersOverItsServiceTime() {
        ModelParameters model = new ModelParameters(2, 8, 4, 0.5);
        assertThat(model.shardCapacityPerSecond()).isEqualTo(250.0);
        assertThat(model.hostCapacityPerSecond()).isEqualTo(8000.0);
        assertThat(model.describe()).isEqualTo(Map.of(
                "shard", Map.of("servers", 2, "ms", 8.0, "capacityPerSecond", 250.0),
                "host", Map.of("servers", 4, "ms", 0.5, "capacityPerSecond", 8000.0)));
        assertThat(new ModelParameters(1, 5, 1, 0).describe()).containsOnlyKeys("shard");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "shard-servers=0   | shard-servers must be a whole number from 1 to 1024, got 0",
            "host-servers=2000 | host-servers must be a whole number from 1 to 1024, got 2000",
            "shard-servers=1.5 | shard-servers must be a whole number from 1 to 1024, got '1.5'",
            "shard-ms=0        | shard-ms must be above 0 and at most 10000 (milliseconds), got 0.0",
            "shard-ms=-2       | shard-ms must be above 0 and at most 10000 (milliseconds), got -2.0",
            "host-ms=-1        | host-ms must be 0 (no host station) to 10000 (milliseconds), got -1.0",
            "host-ms=NaN       | host-ms must be 0 (no host station) to 10000 (milliseconds), got NaN",
            "shard-ms=fast     | shard-ms must be a number of milliseconds, got 'fast'",
            "disk-ms=3         | 'disk-ms=3' is not a model parameter; give key=value pairs separated by commas, keys "
                    + "shard-servers, shard-ms, host-servers, host-ms",
            "shard-ms          | 'shard-ms' is not a model parameter",
            "shard-ms=1,shard-ms=2 | shard-ms is given twice"})
    void impossibleParametersAreRefusedSayingWhatIsAccepted(String spec, String message) {
        assertThatThrownBy(() -> ModelParameters.parse(spec)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(message);
    }
}
