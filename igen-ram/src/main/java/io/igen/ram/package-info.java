/**
 * iGenRAM: California-lotto tickets per millisecond. Each operation allocates a block of tickets
 * ({@link io.igen.ram.TicketBlock}), fills it from the thread's own stream ({@link io.igen.ram.TicketGenerator}),
 * draws and counts the winners of every tier ({@link io.igen.ram.WinnerSearch}); after each level one searched block is
 * made again and counted by brute force ({@link io.igen.ram.SearchedBlock}); {@link io.igen.ram.HeapBudget} refuses a
 * level the heap cannot hold, naming the {@code -Xmx} needed (docs/ram.md).
 *
 * <p>Depends on igen-core's {@code workload} and {@code measure}; only the command touches {@code runner} and
 * {@code cli}.
 */
package io.igen.ram;
