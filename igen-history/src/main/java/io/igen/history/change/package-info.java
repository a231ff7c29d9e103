/**
 * Finding changes in a series: E-divisive means proposes, a two-level t-test on launches decides (as Apache Otava,
 * with runs and launches told apart), and each change is labelled with what differed. Depends on {@code store}.
 */
package io.igen.history.change;
