/**
 * Run history: every finished result kept in a store (an embedded H2 file by default, PostgreSQL for a team), with
 * its launch-level values, settings and environment; changes over time found on launches and labelled with what
 * changed. {@code store} keeps and reads, {@code change} finds changes, {@code report} draws and exports, {@code cli}
 * is the {@code history} command every benchmark jar has.
 */
package io.igen.history;
