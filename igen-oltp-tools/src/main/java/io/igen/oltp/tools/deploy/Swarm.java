package io.igen.oltp.tools.deploy;

import io.igen.core.workload.BadConfigurationException;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What iGen asks of a Docker swarm, through the {@code docker} client of a manager node. */
class Swarm {

    private static final String STACK_LABEL = "label=com.docker.stack.namespace=";

    /** One task of a service: its id, its slot (1 ..), its state now ("Running", "Complete", "Failed"), its error. */
    record Task(String id, int slot, String state, String error) {

        /** Whether the task has ended, one way or another: a task of a service that is never restarted stays so. */
        boolean ended() {
            return switch (state) {
                case "Complete", "Failed", "Rejected", "Shutdown", "Orphaned", "Remove" -> true;
                default -> false;
            };
        }
    }

    private final DockerCli docker;

    Swarm(DockerCli docker) {
        this.docker = docker;
    }

    /** Fails with what to do unless the engine is a manager of an active swarm. */
    void requireManager() {
        String state;
        try {
            state = docker.run("info", "--format", "{{.Swarm.LocalNodeState}} {{.Swarm.ControlAvailable}}");
        } catch (IOException e) {
            throw new BadConfigurationException("no Docker engine answered (" + e.getMessage() + "); set DOCKER_HOST "
                    + "to a swarm manager's engine");
        }
        if (!state.equals("active true")) {
            throw new BadConfigurationException("the Docker engine is not a manager of a swarm (swarm state: "
                    + state.replace(" false", "").replace(" true", "") + "); run this on a manager, or make this "
                    + "engine one: docker swarm init");
        }
    }

    /** The nodes that carry the label {@code key=value}, by hostname. */
    List<String> nodesLabelled(String key, String value) throws IOException {
        String nodes = docker.run("node", "ls", "--filter", "node.label=" + key + "=" + value, "--format",
                "{{.Hostname}}");
        return nodes.isEmpty() ? List.of() : nodes.lines().toList();
    }

    void createSecret(String name, byte[] value) throws IOException {
        docker.run(value, "secret", "create", name, "-");
    }

    void deploy(Path stackFile, String stack) throws IOException {
        docker.run("stack", "deploy", "--compose-file", stackFile.toString(), stack);
    }

    /** Each service of the stack and its replicas as the swarm counts them ("1/1": one wanted, one running). */
    Map<String, String> replicas(String stack) throws IOException {
        Map<String, String> replicas = new LinkedHashMap<>();
        docker.run("service", "ls", "--filter", STACK_LABEL + stack, "--format", "{{.Name}} {{.Replicas}}").lines()
                .map(line -> line.split(" ", 2)).filter(fields -> fields.length == 2)
                .forEach(fields -> replicas.put(fields[0].substring(stack.length() + 1), fields[1]));
        return replicas;
    }

    /** The service's tasks, the newest of each slot. */
    List<Task> tasks(String service) throws IOException {
        Map<Integer, Task> bySlot = new LinkedHashMap<>();
        for (String line : docker.run("service", "ps", service, "--no-trunc", "--format",
                "{{.ID}}|{{.Name}}|{{.CurrentState}}|{{.Error}}").lines().toList()) {
            String[] fields = line.split("\\|", -1);
            String name = fields.length < 4 ? "" : fields[1].strip();
            if (fields.length < 4 || name.startsWith("\\_")) {
                continue; // an earlier task of the slot: service ps lists the newest first
            }
            int slot = Integer.parseInt(name.substring(name.lastIndexOf('.') + 1));
            bySlot.putIfAbsent(slot, new Task(fields[0].strip(), slot, fields[2].strip().split(" ")[0],
                    fields[3].strip()));
        }
        List<Task> tasks = new ArrayList<>(bySlot.values());
        tasks.sort((a, b) -> Integer.compare(a.slot(), b.slot()));
        return tasks;
    }

    /** The last lines each task of a service, or one task, wrote, prefixed by the task's name and node. */
    String logs(String serviceOrTask, int lines) throws IOException {
        return docker.run("service", "logs", "--tail", Integer.toString(lines), "--no-task-ids", serviceOrTask);
    }

    /**
     * Removes the stack, then what it leaves behind on this node once its containers are gone: its volumes and the
     * secret. Waits at most {@code seconds}; what is still there then is named in the exception.
     */
    void remove(String stack, String secret, long seconds) throws IOException, InterruptedException {
        docker.run("stack", "rm", stack);
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        while (!docker.run("ps", "--all", "--quiet", "--filter", STACK_LABEL + stack).isEmpty()) {
            if (System.nanoTime() - deadline > 0) {
                throw new IOException("the containers of stack " + stack + " were still there after " + seconds
                        + " s; docker stack rm " + stack + " again, then docker secret rm " + secret);
            }
            Thread.sleep(500);
        }
        for (String volume : docker.run("volume", "ls", "--quiet", "--filter", STACK_LABEL + stack).lines().toList()) {
            docker.run("volume", "rm", volume);
        }
        docker.run("secret", "rm", secret);
    }
}
