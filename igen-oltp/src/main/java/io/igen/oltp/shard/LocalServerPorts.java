package io.igen.oltp.shard;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The ports of the shards' servers that run on this host, read from their JDBC URLs
 * ({@code jdbc:postgresql://127.0.0.1:5433/igen}, {@code jdbc:mysql://localhost/igen0}: the product's default port when
 * none is given): a host is this one when it is a loopback name or address, or an address of one of this host's
 * interfaces. Each level records those servers' CPU.
 */
public final class LocalServerPorts {

    private LocalServerPorts() {
    }

    /** The local ports among {@code targets}' URLs, in order. */
    public static Set<Integer> of(List<ShardTarget> targets) {
        Set<Integer> ports = new TreeSet<>();
        for (ShardTarget target : targets) {
            String url = target.jdbcUrl();
            int scheme = url.indexOf("://");
            if (scheme < 0) {
                continue;
            }
            int defaultPort = url.startsWith("jdbc:postgresql:") ? 5432 : url.startsWith("jdbc:mysql:")
                    || url.startsWith("jdbc:mariadb:") ? 3306 : -1;
            String authority = url.substring(scheme + 3).split("[/?]", 2)[0];
            for (String hostAndPort : authority.split(",")) {
                HostPort address = HostPort.parse(hostAndPort, defaultPort);
                if (address.port() > 0 && isThisHost(address.host())) {
                    ports.add(address.port());
                }
            }
        }
        return ports;
    }

    /** One {@code host[:port]} of a URL's authority; IPv6 in brackets. */
    record HostPort(String host, int port) {

        static HostPort parse(String text, int defaultPort) {
            String hostPart = text.substring(text.lastIndexOf('@') + 1);
            int colon = hostPart.startsWith("[") ? hostPart.indexOf(':', hostPart.indexOf(']'))
                    : hostPart.lastIndexOf(':');
            String host = colon < 0 ? hostPart : hostPart.substring(0, colon);
            int port = defaultPort;
            if (colon >= 0) {
                try {
                    port = Integer.parseInt(hostPart.substring(colon + 1));
                } catch (NumberFormatException notAPort) {
                    port = -1;
                }
            }
            return new HostPort(host.replace("[", "").replace("]", ""), port);
        }
    }

    static boolean isThisHost(String host) {
        if (host.isEmpty() || host.equalsIgnoreCase("localhost")) {
            return true;
        }
        try {
            InetAddress address = InetAddress.getByName(host);
            return address.isLoopbackAddress() || address.isAnyLocalAddress()
                    || NetworkInterface.getByInetAddress(address) != null;
        } catch (UnknownHostException | SocketException unknown) {
            return false;
        }
    }
}
