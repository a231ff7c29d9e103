/**
 * What differs between H2, PostgreSQL and MySQL/MariaDB: default URLs, the schema script, the fastest loader
 * (COPY, multi-row INSERT, JDBC batches), the shape of each table, and what a failure means (its kind, a lost
 * connection, a refused login: {@link io.igen.oltp.dialect.Dialect}, starting from the SQL standard's SQLState
 * classes). {@link io.igen.oltp.dialect.Database} names the supported databases, {@link io.igen.oltp.dialect.Dialects}
 * gives each its dialect. Depends on nothing of iGen.
 */
package io.igen.oltp.dialect;
