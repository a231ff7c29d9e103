package io.igen.oltp.dialect;

import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransientException;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Each dialect's reading of its failures: the kind they count under, a lost connection, a refused login. */
class DialectFailureRulesTest {

    private static final Dialect H2 = new H2Dialect();
    private static final Dialect POSTGRES = new PostgresDialect();
    private static final Dialect MYSQL = new MySqlDialect();

    @Test
    void failuresCountUnderTheirSqlStateClassOnEveryDialect() {
        for (Dialect dialect : Dialects.all()) {
            assertThat(dialect.errorKind(new SQLException("deadlock", "40001"))).isEqualTo("SQLState 40");
            assertThat(dialect.errorKind(new SQLTransientException("gone", "08006"))).isEqualTo("SQLState 08");
            assertThat(dialect.errorKind(new SQLException("no state"))).isEqualTo("SQLState unknown");
            assertThat(dialect.errorKind(new SQLException("short state", "4"))).isEqualTo("SQLState unknown");
            assertThat(dialect.errorKind(new IllegalStateException())).isEqualTo("IllegalStateException");
        }
    }

    @Test
    void aConnectionExceptionOrTheDriversVerdictMeansTheConnectionIsLost() {
        for (Dialect dialect : Dialects.all()) {
            assertThat(dialect.connectionLost(new SQLException("communications link failure", "08S01"))).isTrue();
            assertThat(dialect.connectionLost(new SQLRecoverableException("reconnect"))).isTrue();
            assertThat(dialect.connectionLost(new SQLNonTransientConnectionException("closed"))).isTrue();
            assertThat(dialect.connectionLost(new SQLException("deadlock", "40001"))).isFalse();
            assertThat(dialect.connectionLost(new SQLException("no state"))).isFalse();
        }
    }

    @Test
    void onlyPostgresqlEndsSessionsWithClass57() {
        SQLException adminShutdown = new SQLException("terminating connection due to administrator command", "57P01");

        assertThat(POSTGRES.connectionLost(adminShutdown)).isTrue();
        assertThat(MYSQL.connectionLost(adminShutdown)).isFalse();
        assertThat(H2.connectionLost(adminShutdown)).isFalse();
    }

    @Test
    void aRefusedLoginIsClass28EverywhereAndTheServersOwnWordsWhereItHasThem() {
        SQLException class28 = new SQLException("Wrong user name or password [28000-232]", "28000");
        for (Dialect dialect : Dialects.all()) {
            assertThat(dialect.connectRefusal(class28)).isEqualTo(ConnectRefusal.CREDENTIALS);
            assertThat(dialect.connectRefusal(new SQLException("Connection refused", "08001")))
                    .isEqualTo(ConnectRefusal.OTHER);
            assertThat(dialect.connectRefusal(new IllegalStateException("no driver"))).isEqualTo(ConnectRefusal.OTHER);
        }
        assertThat(POSTGRES.connectRefusal(new SQLException("FATAL: password authentication failed for user \"igen\"")))
                .isEqualTo(ConnectRefusal.CREDENTIALS);
        assertThat(MYSQL.connectRefusal(new SQLException("Access denied for user 'igen'@'localhost'", "42000")))
                .isEqualTo(ConnectRefusal.CREDENTIALS);
        assertThat(H2.connectRefusal(new SQLException("Access denied for user 'igen'@'localhost'", "42000")))
                .isEqualTo(ConnectRefusal.OTHER);
    }

    @Test
    void aMissingDatabaseIsToldByEachServerInItsOwnWay() {
        SQLException postgres = new SQLException("FATAL: database \"igen7\" does not exist", "3D000");
        SQLException mysql = new SQLException("Unknown database 'igen7'", "42000");

        assertThat(POSTGRES.connectRefusal(postgres)).isEqualTo(ConnectRefusal.UNKNOWN_DATABASE);
        assertThat(MYSQL.connectRefusal(mysql)).isEqualTo(ConnectRefusal.UNKNOWN_DATABASE);
        assertThat(POSTGRES.connectRefusal(mysql)).isEqualTo(ConnectRefusal.OTHER);
        assertThat(MYSQL.connectRefusal(postgres)).isEqualTo(ConnectRefusal.OTHER);
    }

    @Test
    void onlyTheEmbeddedDatabaseOffersFilesAndTurns() {
        assertThat(H2.embedded()).isTrue();
        assertThat(H2.fileUrlTemplate("/data")).isEqualTo(java.util.Optional.of("jdbc:h2:file:/data/igen-shard{shard};LOCK_TIMEOUT=10000;TRACE_LEVEL_FILE=0"));
        for (Dialect server : List.of(POSTGRES, MYSQL)) {
            assertThat(server.embedded()).isFalse();
            assertThat(server.fileUrlTemplate("/data")).isEmpty();
        }
    }

    @Test
    void dialectsAreFoundByNameOrAliasInAnyCase() {
        assertThat(Dialects.all()).extracting(Dialect::name).containsExactly("h2", "postgresql", "mysql");
        assertThat(Dialects.named(" MariaDB ")).isInstanceOf(MySqlDialect.class);
        assertThatThrownBy(() -> Dialects.named(null)).hasMessageStartingWith("unknown database 'null'; accepted: ");
    }
}
