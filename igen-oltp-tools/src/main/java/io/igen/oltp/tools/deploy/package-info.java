/**
 * The sharded study on an orchestrator ({@code igen-oltp deploy}). A run is described once, whatever runs it
 * ({@link io.igen.oltp.tools.deploy.StudyDeployment}: the shard services, the drivers, the start, what every driver
 * runs); an engine renders it ({@link io.igen.oltp.tools.deploy.SwarmStack}, a Docker Swarm stack) and runs it through
 * its own client ({@link io.igen.oltp.tools.deploy.SwarmRun} over the {@code docker} command), the drivers' parts
 * merged by the {@code merge} every multi-driver run uses. Only the commands know the command line.
 */
package io.igen.oltp.tools.deploy;
