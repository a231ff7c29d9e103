/**
 * What a run and a comparison write as the engine runs them, not exported: the result files a run keeps
 * ({@code ResultFiles}, the runner's sink: JSON, CSV, the interval log, the HTML report), the progress line under each
 * level and its tail line ({@code ProgressLine}, the runner's listener), a comparison's text, JSON and HTML, and
 * {@code ab}'s line on what its rounds shared. Built from the report kit.
 */
package io.igen.core.output;
