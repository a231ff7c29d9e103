package io.igen.oltp.dialect;

import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The one place a database's names live: every name and alias resolves, and what the helps and messages show. */
class DatabaseTest {

    @Test
    void everyNameAndAliasResolvesInAnyCase() {
        for (Database database : Database.values()) {
            assertThat(Database.named(database.label())).isEqualTo(database);
            assertThat(Database.named(" " + database.label().toUpperCase(Locale.ROOT) + " ")).isEqualTo(database);
            for (String alias : database.aliases()) {
                assertThat(Database.named(alias)).isEqualTo(database);
            }
        }
        assertThat(Database.named("MariaDB")).isEqualTo(Database.MYSQL);
    }

    @Test
    void anUnknownNameIsRefusedNamingWhatIsAccepted() {
        assertThatThrownBy(() -> Database.named("oracle")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown database 'oracle'; accepted: h2, postgresql, mysql (mariadb goes through mysql)");
        assertThatThrownBy(() -> Database.named(null)).hasMessageStartingWith("unknown database 'null'; accepted: ");
    }

    @Test
    void theHelpDescribesEachDatabaseWithItsAliases() {
        assertThat(new Database.Described()).containsExactly("h2 (embedded, nothing to install)", "postgresql",
                "mysql or mariadb (MySQL or MariaDB, through MySQL Connector/J)");
    }

    @Test
    void everyDatabaseHasItsDialectInTheSameOrder() {
        assertThat(Dialects.all()).extracting(Dialect::database).containsExactly(Database.values());
        for (Database database : Database.values()) {
            assertThat(Dialects.of(database).name()).isEqualTo(database.label());
            assertThat(Dialects.of(database).embedded()).isEqualTo(database.embedded());
        }
        assertThat(Dialects.named("mariadb")).isInstanceOf(MySqlDialect.class);
    }
}
