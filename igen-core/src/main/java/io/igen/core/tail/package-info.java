/**
 * What made each level's tail: the operations slower than the window's p99 set against what overlapped them on the
 * run's clock (the JVM's pauses from JFR, the workload's events, a part standing still, the host's CPU pressure).
 * See docs/results.md, "The tail".
 */
package io.igen.core.tail;
