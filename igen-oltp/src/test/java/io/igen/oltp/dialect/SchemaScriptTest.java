package io.igen.oltp.dialect;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SchemaScriptTest {

    @Test
    void splitsStatementsAtLineEndSemicolonsAndSkipsComments() {
        assertThat(SchemaScript.parse("-- a comment\nCREATE TABLE a (\n  x INT\n);\n\nDROP TABLE b;\n"))
                .containsExactly("CREATE TABLE a (\n  x INT\n)", "DROP TABLE b");
    }

    @Test
    void refusesAnUnfinishedStatement() {
        assertThatThrownBy(() -> SchemaScript.parse("CREATE TABLE a (x INT)")).hasMessageContaining("missing ';'");
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"h2", "postgresql", "mysql"})
    void everySchemaFileIsOnTheClassPathWithEveryTable(String db) {
        SchemaScript script = SchemaScript.of(Dialects.named(db));

        assertThat(script.resource()).isEqualTo("schemas/" + db + ".sql");
        assertThat(String.join("\n", script.statements()))
                .contains("CREATE TABLE customer", "CREATE TABLE item", "CREATE TABLE orders",
                        "CREATE INDEX orders_customer ON orders (o_c_id, o_id)", "CREATE TABLE igen_metadata");
    }

    @Test
    void namesTheAcceptedDatabases() {
        assertThat(Dialects.named("H2").name()).isEqualTo("h2");
        assertThat(Dialects.named("PostgreSQL").rowLimit(5)).isEqualTo("LIMIT 5");
        assertThat(Dialects.named("mariadb").name()).isEqualTo("mysql");
        assertThatThrownBy(() -> Dialects.named("oracle")).hasMessage(
                "unknown database 'oracle'; accepted: h2, postgresql, mysql (mariadb goes through mysql)");
    }
}
