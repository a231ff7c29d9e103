/**
 * Keeping runs: the store over JDBC (embedded H2 or PostgreSQL), its versioned schema, and a run as kept (its series,
 * circumstances and launch-level figures). Depends on igen-core's result model only.
 */
package io.igen.history.store;
