/**
 * A model database whose capacity is known ({@code --model}): each shard a queueing station of its own, all of them
 * sharing a host station, the transaction a visit to both with exponential service times, simulated by waiting. It
 * runs through the same levels, pacing, recording, judgments, reports and {@code capacity} study as a real database,
 * so the method can be checked against queueing theory's answer (docs/capacity.md).
 */
package io.igen.oltp.tools.model;
