/**
 * The data set's life outside a run: {@code igen-oltp load} puts it into the shards once, {@code igen-oltp drop} takes
 * it out; {@code igen-oltp run} (beside the root command) runs on what was loaded. Each is a process of its own, so
 * the shards must outlive one ({@link io.igen.oltp.phase.StoredShards}).
 */
package io.igen.oltp.phase;
