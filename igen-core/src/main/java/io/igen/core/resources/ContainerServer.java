package io.igen.core.resources;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The server behind a Docker engine's port proxy: {@code docker-proxy} listens on the host's port and forwards to
 * {@code -container-ip}; the container's processes are this host's processes too, in a network namespace of their own
 * that holds that address. The first process of that namespace whose parent is outside it (the container's init, the
 * server itself in a database image) is the server's root: its CPU, its descendants' and its cgroup's limits are read
 * as a local server's.
 */
final class ContainerServer {

    private ContainerServer() {
    }

    /** The root process of the container that the proxy {@code proxyPid} forwards to; empty when it is not found. */
    static Optional<Integer> behindProxy(Path proc, int proxyPid) {
        Optional<String> address = containerAddress(proc, proxyPid);
        if (address.isEmpty()) {
            return Optional.empty();
        }
        String ours = namespace(proc, "self");
        Map<String, List<Integer>> byNamespace = new HashMap<>();
        Map<Integer, Integer> parents = new HashMap<>();
        try (DirectoryStream<Path> processes = Files.newDirectoryStream(proc, ProcessTreeCpu::isProcess)) {
            for (Path process : processes) {
                int pid = Integer.parseInt(process.getFileName().toString());
                String namespace = namespace(proc, Integer.toString(pid));
                if (namespace == null || namespace.equals(ours)) {
                    continue;
                }
                byNamespace.computeIfAbsent(namespace, key -> new ArrayList<>()).add(pid);
                parents.put(pid, parent(process));
            }
        } catch (IOException | RuntimeException unreadable) {
            return Optional.empty();
        }
        for (List<Integer> members : byNamespace.values()) {
            if (holdsAddress(proc.resolve(Integer.toString(members.get(0))), address.get())) {
                return members.stream().filter(pid -> !members.contains(parents.get(pid))).min(Integer::compare);
            }
        }
        return Optional.empty();
    }

    /** The {@code -container-ip} of a docker-proxy command line (its arguments NUL-separated). */
    static Optional<String> containerAddress(Path proc, int proxyPid) {
        try {
            String[] arguments = Files.readString(proc.resolve(proxyPid + "/cmdline")).split("\0");
            for (int i = 0; i + 1 < arguments.length; i++) {
                if (arguments[i].equals("-container-ip")) {
                    return Optional.of(arguments[i + 1]);
                }
            }
        } catch (IOException ended) {
            // the proxy is gone: nothing to follow
        }
        return Optional.empty();
    }

    /**
     * Whether the network namespace of the process holds {@code address} as a local address: its {@code net/fib_trie}
     * lists the address on one line and {@code /32 host LOCAL} on the next.
     */
    static boolean holdsAddress(Path process, String address) {
        try {
            List<String> lines = Files.readAllLines(process.resolve("net/fib_trie"));
            for (int i = 0; i + 1 < lines.size(); i++) {
                if (lines.get(i).strip().equals("|-- " + address) && lines.get(i + 1).contains("/32 host LOCAL")) {
                    return true;
                }
            }
        } catch (IOException | RuntimeException unreadable) {
            // an ended process, or a kernel without the file
        }
        return false;
    }

    private static String namespace(Path proc, String process) {
        try {
            return Files.readSymbolicLink(proc.resolve(process).resolve("ns/net")).toString();
        } catch (IOException | RuntimeException unreadable) {
            return null;
        }
    }

    private static Integer parent(Path process) {
        try {
            return Integer.parseInt(ProcessTreeCpu.afterName(Files.readString(process.resolve("stat")))[1]);
        } catch (IOException ended) {
            return null;
        }
    }
}
