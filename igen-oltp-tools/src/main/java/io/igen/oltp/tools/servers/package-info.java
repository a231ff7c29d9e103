/**
 * Local database servers, one per shard, for measuring many instances on one machine: the command
 * ({@link ServersCommand}, {@code igen-oltp servers}), {@link ServerFleet} is the servers of one directory (its
 * manifest, its shard map, start, status, stop); a {@link ServerEngine} knows one product's binaries (PostgreSQL's
 * {@code initdb} and {@code pg_ctl}, MariaDB's {@code mariadb-install-db} and {@code mariadbd}); {@code HostChecks}
 * refuses what the machine cannot hold before anything is created.
 *
 * <p>May depend on {@code io.igen.core.workload} (its bad-configuration exception), the names of
 * {@code io.igen.oltp.dialect.Database}, the default shard count of {@code io.igen.oltp.shard}, JDBC, and for the
 * command picocli and {@code io.igen.core.cli}; nothing else of iGen depends on it but the jar's command,
 * {@code OltpToolsCommand}.
 */
package io.igen.oltp.tools.servers;
