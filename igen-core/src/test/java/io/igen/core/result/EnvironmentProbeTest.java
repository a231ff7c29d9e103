package io.igen.core.result;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class EnvironmentProbeTest {

    @Test
    void aLaunchCacheIsRecordedByItsFileNameSoTwoSeriesFlagsMatch() {
        assertThat(EnvironmentProbe.recorded("-XX:AOTCache=/tmp/igen-launch-cache-123/igen-launch.aot"))
                .isEqualTo("-XX:AOTCache=igen-launch.aot");
        assertThat(EnvironmentProbe.recorded("-XX:AOTCacheOutput=/tmp/x/train.aot"))
                .isEqualTo("-XX:AOTCacheOutput=/tmp/x/train.aot");
        assertThat(EnvironmentProbe.recorded("-Xmx2g")).isEqualTo("-Xmx2g");
    }

    @Test
    void flagsThatLookLikeSecretsAreRedacted() {
        assertThat(EnvironmentProbe.recorded("-Ddb.password=hunter2")).isEqualTo("-Ddb.password=***");
        assertThat(EnvironmentProbe.recorded("-Dapi.token=abc")).isEqualTo("-Dapi.token=***");
    }
}
