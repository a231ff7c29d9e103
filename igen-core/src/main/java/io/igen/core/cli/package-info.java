/**
 * The command line shared by the three benchmarks: options with their contract names ({@code RunOptions},
 * {@code OutputOptions}), converters with readable messages, {@code compare} and {@code merge}, {@code --repeat} and
 * {@code ab} (their launches are the {@code launch} package's), and {@link io.igen.core.cli.Cli}: exit codes (2 for bad
 * input, 1 for failures, 130 when interrupted) and stack traces only with {@code --verbose}.
 *
 * <p>The top layer: may depend on every other package; no other package, and no benchmark's code outside its
 * command and options classes, depends on it.
 */
package io.igen.core.cli;
