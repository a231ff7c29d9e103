package io.igen.core.runner;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;

/**
 * How much time the JIT compiler has spent so far. A level is not steady while the compiler is still busy: on
 * a machine with few cores and many load threads the compiler threads get a small share of the CPU and the
 * hot code can stay interpreted or C1-compiled for a minute, throughput climbing all the while.
 */
@FunctionalInterface
public interface CompilerActivity {

    /** The JVM's accumulated compilation time ({@link CompilationMXBean}); always 0 when the JVM does not say. */
    CompilerActivity JVM = () -> {
        CompilationMXBean compiler = ManagementFactory.getCompilationMXBean();
        return compiler != null && compiler.isCompilationTimeMonitoringSupported() ? compiler.getTotalCompilationTime() : 0;
    };

    /** A compiler that never works: for tests, and for runs that judge steadiness by throughput alone. */
    CompilerActivity NONE = () -> 0;

    /** Accumulated compilation time in milliseconds, summed over the compiler threads. */
    long totalCompilationMillis();
}
