package io.igen.core.resources;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** A synthetic /proc: the host's processes, a docker-proxy, and two containers each in a network namespace. */
class ContainerServerTest {

    private static final String HOST = "net:[4026531840]";

    @TempDir
    Path proc;

    @Test
    void findsTheContainersFirstProcessByTheAddressTheProxyForwardsTo() throws IOException {
        process("self", 1, HOST);
        process("1", 0, HOST);
        process("500", 1, HOST); // docker-proxy
        Files.writeString(proc.resolve("500/cmdline"), String.join("\0", "/usr/bin/docker-proxy", "-proto", "tcp",
                "-host-ip", "0.0.0.0", "-host-port", "32771", "-container-ip", "172.17.0.3", "-container-port",
                "5432", ""));
        process("600", 1, HOST); // containerd-shim of both containers
        process("610", 600, "net:[4026532200]"); // container A's postgres, 172.17.0.2
        process("611", 610, "net:[4026532200]");
        fibTrie("610", "172.17.0.2");
        process("620", 600, "net:[4026532300]"); // container B's postgres, 172.17.0.3, and its backends
        process("621", 620, "net:[4026532300]");
        process("622", 620, "net:[4026532300]");
        process("630", 600, "net:[4026532300]"); // a healthcheck exec'd into B later
        fibTrie("620", "172.17.0.3");
        fibTrie("621", "172.17.0.3");
        fibTrie("622", "172.17.0.3");
        fibTrie("630", "172.17.0.3");

        assertThat(ContainerServer.containerAddress(proc, 500)).hasValue("172.17.0.3");
        assertThat(ContainerServer.behindProxy(proc, 500)).hasValue(620);
    }

    @Test
    void aProxyWithoutItsContainerHereFindsNothing() throws IOException {
        process("self", 1, HOST);
        process("500", 1, HOST);
        Files.writeString(proc.resolve("500/cmdline"), "/usr/bin/docker-proxy\0-container-ip\0172.17.0.9\0");
        process("610", 1, "net:[4026532200]");
        fibTrie("610", "172.17.0.2");

        assertThat(ContainerServer.behindProxy(proc, 500)).isEmpty();
        assertThat(ContainerServer.behindProxy(proc, 999)).as("a proxy that is gone").isEmpty();
    }

    @Test
    void anAddressIsLocalOnlyWhereTheTrieSaysHostLocal() throws IOException {
        process("610", 1, "net:[4026532200]");
        Files.writeString(proc.resolve("610/net/fib_trie"), """
                Main:
                  +-- 0.0.0.0/0 3 0 5
                     |-- 0.0.0.0
                        /0 universe UNICAST
                     +-- 172.17.0.0/16 2 0 2
                        |-- 172.17.0.0
                           /16 link UNICAST
                        |-- 172.17.0.1
                           /32 link UNICAST
                        |-- 172.17.0.2
                           /32 host LOCAL
                """);

        assertThat(ContainerServer.holdsAddress(proc.resolve("610"), "172.17.0.2")).isTrue();
        assertThat(ContainerServer.holdsAddress(proc.resolve("610"), "172.17.0.1")).as("the gateway").isFalse();
    }

    /** A process directory: stat (its parent as field 4) and ns/net, a link naming its network namespace. */
    private void process(String pid, int parent, String namespace) throws IOException {
        Path directory = Files.createDirectories(proc.resolve(pid).resolve("ns"));
        Files.createDirectories(proc.resolve(pid).resolve("net"));
        Files.createSymbolicLink(directory.resolve("net"), Path.of(namespace));
        Files.writeString(proc.resolve(pid).resolve("stat"), pid + " (postgres) S " + parent + " 1 1 0 -1 0 0 0 0 0 "
                + "10 10 0 0 20 0 1 0 100 1000 200\n");
    }

    private void fibTrie(String pid, String address) throws IOException {
        Files.writeString(proc.resolve(pid).resolve("net/fib_trie"), "Main:\n  +-- 0.0.0.0/0 3 0 5\n     |-- "
                + address + "\n        /32 host LOCAL\n");
    }
}
