/**
 * The sharded study on an orchestrator ({@code igen-oltp deploy}). A run is described once, whatever runs it
 * ({@link io.igen.oltp.tools.deploy.StudyDeployment}: the drivers, the start, what every driver runs); an engine
 * renders it ({@link io.igen.oltp.tools.deploy.SwarmStack}, a Docker Swarm stack with the shards as its services;
 * {@link io.igen.oltp.tools.deploy.KubernetesManifests}, Kubernetes Jobs over the user's shard map) and, for Swarm, runs
 * it through its own client ({@link io.igen.oltp.tools.deploy.SwarmRun} over the {@code docker} command), the drivers'
 * parts merged by the {@code merge} every multi-driver run uses. Only the commands (and the options they share,
 * {@link io.igen.oltp.tools.deploy.StudyOptions}) know the command line.
 */
package io.igen.oltp.tools.deploy;
