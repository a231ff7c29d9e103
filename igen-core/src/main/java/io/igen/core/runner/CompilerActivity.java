package io.igen.core.runner;

import io.igen.core.resources.CompilerCpu;

/**
 * How much time the JIT compiler has spent so far. A level is not steady while the compiler is still busy: on
 * a machine with few cores and many load threads the compiler threads get a small share of the CPU and the
 * hot code can stay interpreted or C1-compiled for a minute, throughput climbing all the while.
 */
@FunctionalInterface
public interface CompilerActivity {

    /** The CPU time this JVM's compiler threads have used ({@link CompilerCpu}); always 0 when the JVM does not say. */
    CompilerActivity JVM = () -> {
        Long millis = CompilerCpu.JVM.totalMillis();
        return millis == null ? 0 : millis;
    };

    /** A compiler that never works: for tests, and for runs that judge steadiness by throughput alone. */
    CompilerActivity NONE = () -> 0;

    /** Accumulated compiler CPU time in milliseconds, summed over the compiler threads. */
    long totalCompilationMillis();
}
