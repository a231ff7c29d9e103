package io.igen.oltp.tools.model;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The stations of the model database ({@code --model}): each shard has {@code shardServers} servers and a mean
 * service time of {@code shardMs} a transaction; every transaction then visits the host station, shared by all
 * shards, with {@code hostServers} servers and a mean service time of {@code hostMs} (0: no host station). Service
 * times are exponential, served first come, first served: the stations are M/M/c when the arrivals are Poisson.
 *
 * @param shardServers servers of each shard's station, 1 .. {@value #MAX_SERVERS}
 * @param shardMs      mean service time at a shard's station, milliseconds, above 0 and at most {@value #MAX_MS}
 * @param hostServers  servers of the host station, 1 .. {@value #MAX_SERVERS}
 * @param hostMs       mean service time at the host station, milliseconds, 0 (no host station) .. {@value #MAX_MS}
 */
public record ModelParameters(int shardServers, double shardMs, int hostServers, double hostMs) {

    /** The model when {@code --model} names no parameter: one server of 5 ms a shard, a host of 2 servers of 1 ms. */
    public static final ModelParameters DEFAULT = new ModelParameters(1, 5, 2, 1);

    /** What {@code --model} without a value stands for: the {@link #DEFAULT} model. */
    public static final String DEFAULT_SPEC = "default";

    /** The most servers a station may have: each transaction looks at every server of the stations it visits. */
    static final int MAX_SERVERS = 1024;

    /** The longest mean service time: a minute would hold a level's threads long past its window. */
    static final double MAX_MS = 10_000;

    private static final List<String> KEYS = List.of("shard-servers", "shard-ms", "host-servers", "host-ms");

    public ModelParameters {
        requireServers("shard-servers", shardServers);
        requireServers("host-servers", hostServers);
        if (!(shardMs > 0 && shardMs <= MAX_MS)) {
            throw new IllegalArgumentException("shard-ms must be above 0 and at most " + (long) MAX_MS
                    + " (milliseconds), got " + shardMs);
        }
        if (!(hostMs >= 0 && hostMs <= MAX_MS)) {
            throw new IllegalArgumentException("host-ms must be 0 (no host station) to " + (long) MAX_MS
                    + " (milliseconds), got " + hostMs);
        }
    }

    /**
     * The parameters {@code spec} names, the others at their {@link #DEFAULT}: {@code key=value} pairs separated by
     * commas, keys {@code shard-servers}, {@code shard-ms}, {@code host-servers}, {@code host-ms}; empty or
     * {@value #DEFAULT_SPEC} for the default model.
     *
     * @throws IllegalArgumentException naming the key, the value and what is accepted
     */
    public static ModelParameters parse(String spec) {
        Map<String, String> given = new LinkedHashMap<>();
        String trimmed = spec == null ? "" : spec.trim();
        if (!trimmed.isEmpty() && !trimmed.equalsIgnoreCase(DEFAULT_SPEC)) {
            for (String pair : trimmed.split(",", -1)) {
                int equals = pair.indexOf('=');
                String key = equals < 0 ? pair.trim() : pair.substring(0, equals).trim().toLowerCase(Locale.ROOT);
                if (equals < 0 || !KEYS.contains(key)) {
                    throw new IllegalArgumentException("'" + pair.trim() + "' is not a model parameter; give "
                            + "key=value pairs separated by commas, keys " + String.join(", ", KEYS));
                }
                if (given.put(key, pair.substring(equals + 1).trim()) != null) {
                    throw new IllegalArgumentException(key + " is given twice");
                }
            }
        }
        return new ModelParameters(
                whole(given, "shard-servers", DEFAULT.shardServers),
                number(given, "shard-ms", DEFAULT.shardMs),
                whole(given, "host-servers", DEFAULT.hostServers),
                number(given, "host-ms", DEFAULT.hostMs));
    }

    /** Whether transactions visit a host station after their shard's. */
    public boolean hasHost() {
        return hostMs > 0;
    }

    /** What a shard's station completes at most, transactions/s: its servers over its mean service time. */
    public double shardCapacityPerSecond() {
        return shardServers * 1000 / shardMs;
    }

    /** What the host station completes at most over all shards, transactions/s; infinite without one. */
    public double hostCapacityPerSecond() {
        return hasHost() ? hostServers * 1000 / hostMs : Double.POSITIVE_INFINITY;
    }

    /**
     * The parameters as a result records them: {@code shard} and (with one) {@code host}, each its servers, mean
     * service time and capacity.
     */
    public Map<String, Object> describe() {
        Map<String, Object> described = new LinkedHashMap<>();
        described.put("shard", station(shardServers, shardMs, shardCapacityPerSecond()));
        if (hasHost()) {
            described.put("host", station(hostServers, hostMs, hostCapacityPerSecond()));
        }
        return described;
    }

    private static Map<String, Object> station(int servers, double ms, double capacityPerSecond) {
        Map<String, Object> station = new LinkedHashMap<>();
        station.put("servers", servers);
        station.put("ms", ms);
        station.put("capacityPerSecond", capacityPerSecond);
        return station;
    }

    /** The parameters as {@code --model} takes them. */
    public String spec() {
        return String.format(Locale.ROOT, "shard-servers=%d,shard-ms=%s,host-servers=%d,host-ms=%s", shardServers,
                plain(shardMs), hostServers, plain(hostMs));
    }

    private static String plain(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }

    private static void requireServers(String key, int servers) {
        if (servers < 1 || servers > MAX_SERVERS) {
            throw new IllegalArgumentException(key + " must be a whole number from 1 to " + MAX_SERVERS + ", got "
                    + servers);
        }
    }

    private static int whole(Map<String, String> given, String key, int otherwise) {
        String value = given.get(key);
        if (value == null) {
            return otherwise;
        }
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + " must be a whole number from 1 to " + MAX_SERVERS + ", got '"
                    + value + "'");
        }
    }

    private static double number(Map<String, String> given, String key, double otherwise) {
        String value = given.get(key);
        if (value == null) {
            return otherwise;
        }
        try {
            return Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + " must be a number of milliseconds, got '" + value + "'");
        }
    }
}
