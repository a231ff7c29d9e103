package io.igen.oltp.shard;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class RedactedUrlTest {

    @Test
    void dropsUserAndPasswordProperties() {
        assertThat(RedactedUrl.of("jdbc:postgresql://db{shard}/igen?user=bench&password=s3cret&ssl=true"))
                .isEqualTo("jdbc:postgresql://db{shard}/igen?ssl=true");
        assertThat(RedactedUrl.of("jdbc:mysql://db:3306/igen?useSSL=false&password=s3cret"))
                .isEqualTo("jdbc:mysql://db:3306/igen?useSSL=false");
        assertThat(RedactedUrl.of("jdbc:h2:mem:x{shard};PASSWORD=abc;LOCK_TIMEOUT=1"))
                .isEqualTo("jdbc:h2:mem:x{shard};LOCK_TIMEOUT=1");
    }

    @Test
    void dropsUserInformationBeforeTheHost() {
        assertThat(RedactedUrl.of("jdbc:mysql://bench:s3cret@db3:3306/igen")).isEqualTo("jdbc:mysql://db3:3306/igen");
        assertThat(RedactedUrl.of("jdbc:postgresql://bench@db:5432/igen")).isEqualTo("jdbc:postgresql://db:5432/igen");
    }

    @Test
    void keepsUrlsWithoutSecrets() {
        assertThat(RedactedUrl.of("jdbc:postgresql://127.0.0.1:5432/igen0")).isEqualTo("jdbc:postgresql://127.0.0.1:5432/igen0");
        assertThat(RedactedUrl.of("jdbc:h2:mem:igen-shard{shard};DB_CLOSE_DELAY=-1"))
                .isEqualTo("jdbc:h2:mem:igen-shard{shard};DB_CLOSE_DELAY=-1");
    }
}
