package io.igen.core.resources;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A server's hardware, kernel and database as its exporters tell them: node_exporter's {@code node_uname_info}, CPU
 * count, memory and {@code node_dmi_info} (where the platform exposes DMI), postgres_exporter's {@code pg_static} and
 * mysqld_exporter's {@code mysql_version_info}. Recorded in the run's configuration, so that {@code compare} lists two
 * runs' server differences as circumstances.
 */
final class ServerHost {

    private ServerHost() {
    }

    static Map<String, Object> of(ExporterSamples samples) {
        Map<String, Object> host = new LinkedHashMap<>();
        samples.labels("node_uname_info").ifPresent(uname -> {
            copy(uname, "nodename", host, "hostname");
            copy(uname, "sysname", host, "os");
            copy(uname, "release", host, "kernel");
            copy(uname, "machine", host, "architecture");
        });
        int cpus = samples.byLabel("node_cpu_seconds_total", "cpu").size();
        if (cpus > 0) {
            host.put("cpus", cpus);
        }
        samples.sum("node_memory_MemTotal_bytes").ifPresent(bytes -> host.put("memoryBytes", Math.round(bytes)));
        samples.labels("node_dmi_info").ifPresent(dmi -> {
            copy(dmi, "sys_vendor", host, "vendor");
            copy(dmi, "product_name", host, "product");
            copy(dmi, "board_name", host, "board");
            copy(dmi, "bios_version", host, "bios");
        });
        samples.labels("pg_static").ifPresent(pg -> copy(pg, "short_version", host, "postgresql"));
        samples.labels("mysql_version_info").ifPresent(mysql -> copy(mysql, "version", host, "mysql"));
        return host;
    }

    private static void copy(Map<String, String> labels, String label, Map<String, Object> into, String name) {
        String value = labels.get(label);
        if (value != null && !value.isBlank()) {
            into.put(name, value);
        }
    }
}
