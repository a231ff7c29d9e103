/**
 * What differs between H2, PostgreSQL and MySQL/MariaDB: default URLs, the schema script, the fastest loader
 * (COPY, multi-row INSERT, JDBC batches) and the shape of each table. Depends on nothing of iGen.
 */
package io.igen.oltp.dialect;
