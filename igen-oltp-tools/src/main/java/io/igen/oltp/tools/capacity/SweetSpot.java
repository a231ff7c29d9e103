package io.igen.oltp.tools.capacity;

import io.igen.core.result.LatencyStatistic;

/**
 * The answer of a capacity study: the most shards this server carries within the SLA.
 *
 * @param shards              active shards
 * @param statistic           the response-time statistic the SLA limits
 * @param slaMs               the limit
 * @param latencyMs           the level's response time in that statistic
 * @param throughput          transactions/s committed at that level
 * @param statementsPerSecond SQL statements/s committed at that level
 */
public record SweetSpot(int shards, LatencyStatistic statistic, double slaMs, double latencyMs, double throughput,
                        double statementsPerSecond) {
}
