/**
 * Local database servers, one per shard, for measuring many instances on one machine ({@code igen-oltp servers}):
 * {@link io.igen.oltp.servers.ServerFleet} is the servers of one directory (its manifest, its shard map, start, status,
 * stop); a {@link io.igen.oltp.servers.ServerEngine} knows one product's binaries (PostgreSQL's {@code initdb} and
 * {@code pg_ctl}, MariaDB's {@code mariadb-install-db} and {@code mariadbd}); {@code HostChecks} refuses what the
 * machine cannot hold before anything is created.
 *
 * <p>May depend on {@code io.igen.core.workload} (its bad-configuration exception), the names of
 * {@code io.igen.oltp.dialect.Database} and JDBC; nothing else of iGen
 * depends on it but the command.
 */
package io.igen.oltp.servers;
