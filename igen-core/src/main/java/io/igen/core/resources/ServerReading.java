package io.igen.core.resources;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What iGen keeps of one read of a server's exporter: the counters it turns into rates per window and the gauges it
 * averages, under names of its own, so that a run of hours keeps a few dozen numbers a second rather than every sample.
 * Read from node_exporter (CPU by mode, memory, major page faults, pressure, each disk, the network but loopback),
 * postgres_exporter and mysqld_exporter (transactions, blocks read and hit, lock waits, checkpoints); what an exporter
 * does not serve is absent.
 *
 * @param nanos    when it was read, on the runner's clock: halfway between the request and the answer
 * @param counters counter name -> value (monotonic, but reset when the exporter or its host restarts)
 * @param gauges   gauge name -> value
 */
record ServerReading(long nanos, Map<String, Double> counters, Map<String, Double> gauges) {

    static final String CPU = "cpu.";
    static final String DISK = "disk.";
    static final String DISK_BUSY = ".busySeconds";
    static final String DISK_READ_BYTES = ".readBytes";
    static final String DISK_WRITE_BYTES = ".writeBytes";
    static final String DISK_IOS = ".ios";
    static final String DISK_IO_SECONDS = ".ioSeconds";
    static final String NETWORK_BYTES = "network.bytes";
    static final String MAJOR_FAULTS = "memory.majorFaults";
    static final String PRESSURE = "pressure.";
    static final String CPUS = "cpus";
    static final String MEMORY_AVAILABLE = "memory.availableBytes";
    static final String MEMORY_TOTAL = "memory.totalBytes";
    /** The database exporter's counters: {@code db.commits}, {@code db.blocksRead}... */
    static final String DB = "db.";
    static final String DB_LOCKS_HELD = "db.locksHeld";

    ServerReading {
        counters = Map.copyOf(counters);
        gauges = Map.copyOf(gauges);
    }

    static ServerReading of(long nanos, ExporterSamples samples) {
        Map<String, Double> counters = new LinkedHashMap<>();
        Map<String, Double> gauges = new LinkedHashMap<>();
        samples.byLabel("node_cpu_seconds_total", "mode").forEach((mode, seconds) -> counters.put(CPU + mode, seconds));
        Map<String, Double> perCpu = samples.byLabel("node_cpu_seconds_total", "cpu");
        if (!perCpu.isEmpty()) {
            gauges.put(CPUS, (double) perCpu.size());
        }
        disk(samples, counters, "node_disk_io_time_seconds_total", DISK_BUSY);
        disk(samples, counters, "node_disk_read_bytes_total", DISK_READ_BYTES);
        disk(samples, counters, "node_disk_written_bytes_total", DISK_WRITE_BYTES);
        // await: the time the completed requests took, over how many completed (iostat's r_await and w_await together)
        disk(samples, counters, "node_disk_reads_completed_total", DISK_IOS);
        disk(samples, counters, "node_disk_writes_completed_total", DISK_IOS);
        disk(samples, counters, "node_disk_read_time_seconds_total", DISK_IO_SECONDS);
        disk(samples, counters, "node_disk_write_time_seconds_total", DISK_IO_SECONDS);
        Optional<Double> received = samples.sum("node_network_receive_bytes_total", ServerReading::notLoopback);
        Optional<Double> sent = samples.sum("node_network_transmit_bytes_total", ServerReading::notLoopback);
        if (received.isPresent() || sent.isPresent()) {
            counters.put(NETWORK_BYTES, received.orElse(0.0) + sent.orElse(0.0));
        }
        put(counters, MAJOR_FAULTS, samples.sum("node_vmstat_pgmajfault"));
        put(counters, PRESSURE + "cpu", samples.sum("node_pressure_cpu_waiting_seconds_total"));
        put(counters, PRESSURE + "io", samples.sum("node_pressure_io_waiting_seconds_total"));
        put(counters, PRESSURE + "memory", samples.sum("node_pressure_memory_waiting_seconds_total"));
        put(gauges, MEMORY_AVAILABLE, samples.sum("node_memory_MemAvailable_bytes"));
        put(gauges, MEMORY_TOTAL, samples.sum("node_memory_MemTotal_bytes"));
        database(samples, counters, gauges);
        return new ServerReading(nanos, counters, gauges);
    }

    /** PostgreSQL's figures as postgres_exporter names them (0.11 on), MySQL's and MariaDB's as mysqld_exporter. */
    private static void database(ExporterSamples samples, Map<String, Double> counters, Map<String, Double> gauges) {
        put(counters, DB + "commits", samples.sum("pg_stat_database_xact_commit"));
        put(counters, DB + "rollbacks", samples.sum("pg_stat_database_xact_rollback"));
        put(counters, DB + "blocksRead", samples.sum("pg_stat_database_blks_read"));
        put(counters, DB + "blocksHit", samples.sum("pg_stat_database_blks_hit"));
        put(counters, DB + "deadlocks", samples.sum("pg_stat_database_deadlocks"));
        Optional<Double> timed = samples.sum("pg_stat_bgwriter_checkpoints_timed_total")
                .or(() -> samples.sum("pg_stat_bgwriter_checkpoints_timed"));
        Optional<Double> requested = samples.sum("pg_stat_bgwriter_checkpoints_req_total")
                .or(() -> samples.sum("pg_stat_bgwriter_checkpoints_req"));
        if (timed.isPresent() || requested.isPresent()) {
            counters.put(DB + "checkpoints", timed.orElse(0.0) + requested.orElse(0.0));
        }
        put(gauges, DB_LOCKS_HELD, samples.sum("pg_locks_count"));
        put(counters, DB + "commits", samples.sum("mysql_global_status_commands_total",
                labels -> "commit".equals(labels.get("command"))));
        put(counters, DB + "rollbacks", samples.sum("mysql_global_status_commands_total",
                labels -> "rollback".equals(labels.get("command"))));
        put(counters, DB + "blocksRead", samples.sum("mysql_global_status_innodb_buffer_pool_reads"));
        put(counters, DB + "blockRequests", samples.sum("mysql_global_status_innodb_buffer_pool_read_requests"));
        put(counters, DB + "lockWaits", samples.sum("mysql_global_status_innodb_row_lock_waits"));
    }

    private static void disk(ExporterSamples samples, Map<String, Double> counters, String metric, String figure) {
        samples.byLabel(metric, "device").forEach((device, value) ->
                counters.merge(DISK + device + figure, value, Double::sum));
    }

    private static boolean notLoopback(Map<String, String> labels) {
        return !"lo".equals(labels.get("device"));
    }

    private static void put(Map<String, Double> into, String name, Optional<Double> value) {
        value.ifPresent(found -> into.put(name, found));
    }
}
