package io.igen.oltp.tools.servers;

import io.igen.core.workload.BadConfigurationException;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;

/** What the machine must offer before servers are created (the memory for them, their ports free), and port probes. */
final class HostChecks {

    /** What a server takes beside its cache (connections, buffers, the process), for the memory check. */
    static final long OVERHEAD_MB = 100;

    private HostChecks() {
    }

    static void requireMemory(int shards, int memoryMb) {
        long totalMb = ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getTotalMemorySize() / (1024 * 1024);
        long neededMb = shards * (memoryMb + OVERHEAD_MB);
        if (neededMb > totalMb * 3 / 4) {
            long fits = totalMb * 3 / 4 / (memoryMb + OVERHEAD_MB);
            throw new BadConfigurationException(String.format("%d servers with %d MB cache each need about %d MB, more "
                    + "than 3/4 of this machine's %d MB; %d fit: give fewer --shards, or a smaller --memory-mb", shards,
                    memoryMb, neededMb, totalMb, fits));
        }
    }

    static void requireFree(List<Integer> ports) {
        for (int port : ports) {
            if (port > 65535) {
                throw new BadConfigurationException("port " + port + " is beyond 65535; give a lower --base-port");
            }
            try (ServerSocket probe = new ServerSocket()) {
                probe.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
            } catch (IOException inUse) {
                throw new BadConfigurationException("port " + port + " is in use (ports " + ports.get(0) + "-"
                        + ports.get(ports.size() - 1) + " are needed); give another --base-port");
            }
        }
    }

    static boolean accepts(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 500);
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
