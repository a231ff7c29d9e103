package io.igen.oltp.shard;

import io.igen.core.workload.BadConfigurationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CredentialSourceTest {

    @TempDir
    Path temp;

    private final CredentialSource environment = new CredentialSource(
            Map.of(CredentialSource.USER_VARIABLE, "envuser", CredentialSource.PASSWORD_VARIABLE, "envpass"));

    @Test
    void optionsWinOverTheEnvironment() throws IOException {
        Path file = Files.writeString(temp.resolve("pw"), "filepass\n");

        assertThat(environment.resolve("bench", "optpass".toCharArray(), null)).isEqualTo(new Credentials("bench", "optpass"));
        assertThat(environment.resolve(null, null, file)).isEqualTo(new Credentials("envuser", "filepass"));
        assertThat(environment.resolve(null, null, null)).isEqualTo(new Credentials("envuser", "envpass"));
        assertThat(new CredentialSource(Map.of()).resolve(null, null, null)).isEqualTo(Credentials.NONE);
    }

    @Test
    void neverShowsThePassword() {
        assertThat(new Credentials("bench", "s3cret").toString()).doesNotContain("s3cret").contains("***");
    }

    @Test
    void refusesTwoPasswordsAndUnreadableFiles() {
        assertThatThrownBy(() -> environment.resolve(null, "a".toCharArray(), temp.resolve("pw")))
                .isInstanceOf(BadConfigurationException.class).hasMessageContaining("not both");
        assertThatThrownBy(() -> environment.resolve(null, null, temp.resolve("missing")))
                .isInstanceOf(BadConfigurationException.class).hasMessageContaining("cannot read the password file");
    }
}
