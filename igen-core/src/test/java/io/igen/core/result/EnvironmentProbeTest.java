package io.igen.core.result;

import io.igen.core.report.ResultJsonTest;
import org.junit.jupiter.api.Test;

import java.util.List;

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

    @Test
    void theHostsOwnAddressesAreRecordedWithoutLoopbackAndSurviveTheResultFile() throws Exception {
        List<String> addresses = EnvironmentProbe.addresses();
        assertThat(addresses).isSorted().doesNotHaveDuplicates()
                .noneMatch(address -> address.startsWith("127.") || address.equals("0:0:0:0:0:0:0:1"));
        RunResult sample = ResultJsonTest.sampleResult();
        Environment.Platform platform = new Environment.Platform("driver-0", "Linux", "6.1", "amd64",
                List.of("172.18.0.7"));
        Environment environment = sample.environment();
        RunResult withAddresses = sample.toBuilder().environment(new Environment(platform, environment.hardware(),
                environment.jvm(), environment.build(), environment.machine(), environment.limits())).build();

        RunResult read = ResultJson.fromJson(ResultJson.toJson(withAddresses));

        assertThat(read.environment().platform().addresses()).containsExactly("172.18.0.7");
        RunResult withoutAddresses = sample.toBuilder().environment(new Environment(new Environment.Platform("vm",
                "Linux", "6.1", "amd64"), environment.hardware(), environment.jvm(), environment.build(),
                environment.machine(), environment.limits())).build();
        assertThat(ResultJson.toJson(withoutAddresses)).as("no addresses, no field").doesNotContain("\"addresses\"");
    }
}
