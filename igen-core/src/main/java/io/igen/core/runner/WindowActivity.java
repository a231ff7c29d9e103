package io.igen.core.runner;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;

/**
 * What the JVM spent beside the load, read at a window's two edges: the JIT compilers' time and the collectors' time.
 * Between two readings, what a window's judgment weighs ({@link WindowJudge}).
 *
 * @param compilationMillis the compilers' time, summed over their threads
 * @param gcMillis          the collectors' time
 */
record WindowActivity(long compilationMillis, long gcMillis) {

    /** Reads this JVM now, its compilation time from {@code compiler}. */
    static WindowActivity read(CompilerActivity compiler) {
        long gc = 0;
        for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
            gc += Math.max(0, collector.getCollectionTime());
        }
        return new WindowActivity(compiler.totalCompilationMillis(), gc);
    }

    /** What was spent from {@code earlier} to this reading. */
    WindowActivity since(WindowActivity earlier) {
        return new WindowActivity(compilationMillis - earlier.compilationMillis, gcMillis - earlier.gcMillis);
    }
}
