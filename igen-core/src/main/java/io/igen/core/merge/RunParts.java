package io.igen.core.merge;

import io.igen.core.result.DriverPart;
import io.igen.core.result.LevelResult;
import io.igen.core.result.MergedPart;
import io.igen.core.result.RunConfig;
import io.igen.core.result.RunResult;
import io.igen.core.workload.FigureKind;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * The result files given to {@code merge}, checked to be parts of one run: the same benchmark, run id, levels, warm-up,
 * window and load model; as drivers of one run, distinct driver indexes and disjoint slices; and, level by level,
 * windows that overlap. Each refusal names the two files and what differs.
 *
 * @param parts   the results, in the order given
 * @param sources a name for each (its file)
 */
record RunParts(List<RunResult> parts, List<String> sources) {

    /**
     * @throws MismatchedPartsException when the parts are not slices of the same run
     */
    static RunParts check(List<RunResult> parts, List<String> sources) throws MismatchedPartsException {
        RunParts checked = new RunParts(List.copyOf(parts), List.copyOf(sources));
        checked.requireSameRun();
        checked.requireDistinctDrivers();
        return checked;
    }

    RunResult first() {
        return parts.get(0);
    }

    /** Every part's figure declarations together. */
    Map<String, FigureKind> figures() throws MismatchedPartsException {
        Map<String, FigureKind> figures = new LinkedHashMap<>();
        Map<String, String> declaredBy = new HashMap<>();
        for (int i = 0; i < parts.size(); i++) {
            for (var entry : parts.get(i).figures().entrySet()) {
                FigureKind earlier = figures.putIfAbsent(entry.getKey(), entry.getValue());
                declaredBy.putIfAbsent(entry.getKey(), sources.get(i));
                if (earlier != null && !earlier.equals(entry.getValue())) {
                    throw new MismatchedPartsException(declaredBy.get(entry.getKey()) + " and " + sources.get(i)
                            + " declare the figure '" + entry.getKey() + "' differently: " + earlier + " vs "
                            + entry.getValue());
                }
            }
        }
        return figures;
    }

    /**
     * The first part's configuration, with the workload settings each part discovered for its own slice joined: where
     * the parts' lists differ (iGenOLTP's {@code shardDatabases}, one entry per shard it drove), their entries are
     * put together; entries that differ only in one list (the {@code shards} on one kind of server) become one entry
     * with the lists joined. So a merged run describes all its servers as one driver of the whole run would.
     */
    RunConfig joinedConfig() {
        RunConfig first = first().config();
        Map<String, Object> joined = new LinkedHashMap<>();
        first.workload().forEach((name, value) -> {
            List<Object> values = parts.stream().map(part -> part.config().workload().get(name)).toList();
            boolean differingLists = values.stream().allMatch(List.class::isInstance)
                    && values.stream().distinct().count() > 1;
            joined.put(name, differingLists ? joinLists(values) : value);
        });
        return first.withWorkloadEntries(joined);
    }

    private static List<Object> joinLists(List<Object> lists) {
        List<Object> joined = new ArrayList<>();
        for (Object list : lists) {
            for (Object entry : (List<?>) list) {
                int same = indexOfAlike(joined, entry);
                if (same < 0) {
                    joined.add(entry);
                } else {
                    joined.set(same, withListsJoined((Map<?, ?>) joined.get(same), (Map<?, ?>) entry));
                }
            }
        }
        return joined;
    }

    /** The entry of {@code joined} equal to {@code entry} but in the values that are lists; -1 when there is none. */
    private static int indexOfAlike(List<Object> joined, Object entry) {
        if (!(entry instanceof Map<?, ?> map)) {
            return joined.indexOf(entry);
        }
        for (int i = 0; i < joined.size(); i++) {
            if (joined.get(i) instanceof Map<?, ?> other && other.keySet().equals(map.keySet())
                    && map.keySet().stream().allMatch(key -> map.get(key) instanceof List<?>
                            || Objects.equals(map.get(key), other.get(key)))) {
                return i;
            }
        }
        return -1;
    }

    private static Map<String, Object> withListsJoined(Map<?, ?> earlier, Map<?, ?> later) {
        Map<String, Object> joined = new LinkedHashMap<>();
        earlier.forEach((key, value) -> {
            if (value instanceof List<?> list && later.get(key) instanceof List<?> more) {
                List<Object> both = new ArrayList<>(list);
                more.stream().filter(item -> !both.contains(item)).forEach(both::add);
                joined.put(String.valueOf(key), both);
            } else {
                joined.put(String.valueOf(key), value);
            }
        });
        return joined;
    }

    /** What the merged result lists of each part. */
    List<MergedPart> describe() {
        List<MergedPart> described = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            RunResult part = parts.get(i);
            described.add(new MergedPart(sources.get(i), part.environment().host(), part.driver(), part.startedAt(),
                    part.environment().summary(), part.problems().size()));
        }
        return described;
    }

    /** The drivers of the run that no part stands for, as a problem of the merged result; empty when all are here. */
    List<String> missingDrivers() {
        DriverPart first = first().driver();
        if (first == null) {
            return List.of();
        }
        Set<Integer> missing = new TreeSet<>();
        for (int index = 0; index < first.drivers(); index++) {
            missing.add(index);
        }
        parts.forEach(part -> missing.remove(part.driver().index()));
        return missing.isEmpty() ? List.of() : List.of("driver(s) " + missing + " of " + first.drivers()
                + " missing: the merged levels hold only the given parts' shards and threads");
    }

    /**
     * The share of the level's windows during which every part measured: the common interval over the longest
     * window; null when a part does not record when its window opened.
     *
     * @throws MismatchedPartsException when two parts' windows do not overlap at all, saying by how much they miss
     */
    Double windowOverlap(int levelIndex) throws MismatchedPartsException {
        Instant latestStart = null;
        Instant earliestEnd = null;
        int latestStarter = 0;
        int earliestEnder = 0;
        double longest = 0;
        for (int i = 0; i < parts.size(); i++) {
            LevelResult level = parts.get(i).levels().get(levelIndex);
            if (level.windowStart() == null) {
                return null;
            }
            Instant start = Instant.parse(level.windowStart());
            Instant end = start.plusNanos(Math.round(level.durationSeconds() * 1e9));
            longest = Math.max(longest, level.durationSeconds());
            if (latestStart == null || start.isAfter(latestStart)) {
                latestStart = start;
                latestStarter = i;
            }
            if (earliestEnd == null || end.isBefore(earliestEnd)) {
                earliestEnd = end;
                earliestEnder = i;
            }
        }
        double common = Duration.between(latestStart, earliestEnd).toNanos() / 1e9;
        if (common <= 0) {
            throw new MismatchedPartsException(String.format(Locale.ROOT, "level %d: the windows of %s and %s do not "
                    + "overlap: %s's opened %.1f s after %s's closed; start every driver with the same --start-at",
                    first().levels().get(levelIndex).level(), sources.get(earliestEnder), sources.get(latestStarter),
                    sources.get(latestStarter), -common, sources.get(earliestEnder)));
        }
        return longest == 0 ? 1.0 : Math.min(1.0, common / longest);
    }

    private void requireSameRun() throws MismatchedPartsException {
        RunResult first = first();
        for (int i = 1; i < parts.size(); i++) {
            RunResult part = parts.get(i);
            require(first.benchmark().equals(part.benchmark()), i, "benchmark " + first.benchmark() + " vs "
                    + part.benchmark());
            if (first.runId() == null || part.runId() == null) {
                throw new MismatchedPartsException((first.runId() == null ? sources.get(0) : sources.get(i))
                        + " has no run id (written by an iGen before runs had one): merge only parts of one run, "
                        + "started with the same --run-id");
            }
            if (!first.runId().equals(part.runId())) {
                throw new MismatchedPartsException(sources.get(0) + " and " + sources.get(i) + " are parts of "
                        + "different runs: run id '" + first.runId() + "' vs '" + part.runId() + "'; give every driver "
                        + "of a run the same --run-id");
            }
            require(levelValues(first).equals(levelValues(part)), i, "levels " + levelValues(first) + " vs "
                    + levelValues(part));
            require(first.config().durationSeconds() == part.config().durationSeconds()
                    && first.config().warmupSeconds() == part.config().warmupSeconds(), i, "warm-up/duration per level");
            require(Objects.equals(first.config().ratePerThread(), part.config().ratePerThread()), i,
                    "load model (rate per thread)");
            require(Objects.equals(first.config().latencyLimitMs(), part.config().latencyLimitMs())
                    && Objects.equals(first.config().operationsPerThread(), part.config().operationsPerThread()), i,
                    "latency limit and operations per thread");
        }
    }

    private void requireDistinctDrivers() throws MismatchedPartsException {
        if (parts.stream().allMatch(part -> part.driver() == null)) {
            return;
        }
        Map<Integer, Integer> byIndex = new HashMap<>();
        Map<String, Integer> byPartition = new HashMap<>();
        for (int i = 0; i < parts.size(); i++) {
            DriverPart driver = parts.get(i).driver();
            if (driver == null) {
                throw new MismatchedPartsException(sources.get(i) + " was not run as one of several drivers (no "
                        + "--drivers), but " + sources.get(i == 0 ? 1 : 0) + " was");
            }
            require(driver.drivers() == first().driver().drivers(), i, "drivers: --drivers "
                    + first().driver().drivers() + " vs " + driver.drivers());
            Integer same = byIndex.putIfAbsent(driver.index(), i);
            if (same != null) {
                throw new MismatchedPartsException(sources.get(same) + " and " + sources.get(i) + " are both driver "
                        + driver.index() + " of " + driver.drivers() + "; each part of a run needs its own --driver-index");
            }
            for (String partition : driver.partitions()) {
                Integer owner = byPartition.putIfAbsent(partition, i);
                if (owner != null) {
                    throw new MismatchedPartsException(sources.get(owner) + " and " + sources.get(i) + " overlap: "
                            + parts.get(owner).driver().slice() + " and " + driver.slice());
                }
            }
        }
    }

    private void require(boolean same, int index, String what) throws MismatchedPartsException {
        if (!same) {
            throw new MismatchedPartsException(sources.get(0) + " and " + sources.get(index)
                    + " are not parts of the same run: they differ in " + what);
        }
    }

    private static List<Integer> levelValues(RunResult result) {
        return result.levels().stream().map(LevelResult::level).toList();
    }
}
