package io.igen.core.resources;

/**
 * The CPU the database servers on this host may use, when it is less than the host has: what their processes' CPU
 * affinity or cpuset allows, or their cgroup's CPU quota. A server pinned to one of two CPUs is saturated at one core,
 * while the host, half idle, looks as if it had CPU to spare.
 *
 * @param cores the cores the servers may use at most
 * @param basis what allows them no more, as the evidence line says it: "affinity (CPU 0)", "the CPU quota of cgroup
 *              /docker/3f2a"
 */
public record CpuAllowance(double cores, String basis) {
}
