package io.igen.core.resources;

/**
 * The host's CPU time so far, in milliseconds summed over its hardware threads, split the way {@code mpstat} splits
 * it: {@code user} includes nice, {@code system} includes interrupts and soft interrupts.
 */
public record CpuTimes(long userMillis, long systemMillis, long iowaitMillis, long stealMillis, long idleMillis) {

    /** Each kind's time from {@code earlier} to this one. */
    CpuTimes minus(CpuTimes earlier) {
        return new CpuTimes(userMillis - earlier.userMillis, systemMillis - earlier.systemMillis,
                iowaitMillis - earlier.iowaitMillis, stealMillis - earlier.stealMillis, idleMillis - earlier.idleMillis);
    }
}
