package io.igen.core.resources;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The CPU limits of the database servers on this host: each server's as the run started, for the result, and what
 * they allow together now, for judging a window ({@link BoundJudge}).
 *
 * @param allowance what the servers may use together, read when asked; empty when they may use the whole host
 * @param atStart   each server's limits as the run started, a line each; empty without servers here
 */
record ServerLimits(Supplier<Optional<CpuAllowance>> allowance, List<String> atStart) {

    /** No servers on this host, or none whose limits can be read. */
    static final ServerLimits NONE = new ServerLimits(Optional::empty, List.of());

    ServerLimits {
        atStart = List.copyOf(atStart);
    }
}
