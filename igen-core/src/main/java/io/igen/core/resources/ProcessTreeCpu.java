package io.igen.core.resources;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The CPU time of process trees (a server and everything it started), read straight from {@code /proc/<pid>/stat}: one
 * small file a process. OSHI's descendant query builds a full process object, several files each, for every process
 * on the host; asked every second it was 84 % of the resource sampler's JFR samples on a PostgreSQL run, and the
 * sampler 2 % of a core (2026-11-25, issue 25's profile).
 */
final class ProcessTreeCpu {

    private final Path proc;
    private final long ticksPerSecond;

    /**
     * @param proc           the proc file system ({@code /proc}, or a test's copy)
     * @param ticksPerSecond the kernel's clock ticks a second ({@code sysconf(_SC_CLK_TCK)}, 100 on Linux)
     */
    ProcessTreeCpu(Path proc, long ticksPerSecond) {
        this.proc = proc;
        this.ticksPerSecond = ticksPerSecond;
    }

    /**
     * User and system CPU time of the given processes and all their descendants, in milliseconds; a process that
     * ends while it is read counts for nothing.
     */
    long cpuMillis(Collection<Integer> roots) throws IOException {
        Map<Integer, List<Integer>> children = new HashMap<>();
        Map<Integer, Long> ticks = new HashMap<>();
        try (DirectoryStream<Path> processes = Files.newDirectoryStream(proc, ProcessTreeCpu::isProcess)) {
            for (Path process : processes) {
                String stat;
                try {
                    stat = Files.readString(process.resolve("stat"));
                } catch (IOException ended) {
                    continue;
                }
                int pid = Integer.parseInt(process.getFileName().toString());
                String[] fields = afterName(stat);
                // fields[0] is field 3 of proc(5), the state: the parent is field 4, utime and stime fields 14 and 15.
                children.computeIfAbsent(Integer.parseInt(fields[1]), parent -> new ArrayList<>()).add(pid);
                ticks.put(pid, Long.parseLong(fields[11]) + Long.parseLong(fields[12]));
            }
        }
        long total = 0;
        Deque<Integer> pending = new ArrayDeque<>(roots);
        while (!pending.isEmpty()) {
            int pid = pending.pop();
            total += ticks.getOrDefault(pid, 0L);
            pending.addAll(children.getOrDefault(pid, List.of()));
        }
        return total * 1000 / ticksPerSecond;
    }

    /** The fields after the process name, which is in parentheses and may itself hold spaces and parentheses. */
    static String[] afterName(String stat) {
        return stat.substring(stat.lastIndexOf(')') + 2).trim().split(" ");
    }

    static boolean isProcess(Path path) {
        String name = path.getFileName().toString();
        return !name.isEmpty() && name.chars().allMatch(Character::isDigit);
    }
}
