/**
 * How a transaction picks its customer within the shard that owns it ({@code --key-distribution}): the thread's own
 * slice of the customers ({@link io.igen.oltp.keys.CustomerSlice}, the workload's specification), or a law over the
 * whole range shared by every thread, Zipfian (Apache Commons RNG's rejection inversion) or a hot spot
 * ({@link io.igen.oltp.keys.SkewedCustomers}), its ranks scattered one to one over the range
 * ({@link io.igen.oltp.keys.KeyScatter}). Depends on {@code shard} (a shard's customer range).
 */
package io.igen.oltp.keys;
