/**
 * iGenOLTP's tools, built on the benchmark and shipped in the same jar: {@code OltpToolsCommand} is the jar's
 * {@code igen-oltp}, the benchmark's command with {@code capacity} (the headline study's method in one command),
 * {@code servers} (local database servers per shard) and {@code --model} (a queueing model whose capacity is known, in
 * place of the databases). The benchmark ({@code io.igen.oltp}) knows none of them.
 */
package io.igen.oltp.tools;
