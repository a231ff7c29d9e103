/**
 * Measuring in JVMs of their own: how a launch starts ({@code LaunchCommand}) and with which JVM settings
 * ({@code LaunchSettings}: a fixed, pre-touched heap), a run typed on the command line measured in a launch of its own
 * ({@code SelfLaunch}), {@code --repeat}'s and {@code ab}'s launches one after another ({@code ForkedRepeats}, with
 * what each said last kept by {@code LastLines}) and combined ({@code LaunchSeries}), how many
 * ({@code RepeatPolicy}), the JDK 25 ahead-of-time cache they start from ({@code LaunchCache}) and the host's speed
 * between them ({@code HostControl}).
 *
 * <p>Below the command line, which alone starts launches; it may depend on {@code compare} (to read a launch's result
 * back), {@code merge} (to combine launches), {@code report} (to write the series' files), {@code result},
 * {@code stats} and {@code workload}.
 */
package io.igen.core.launch;
