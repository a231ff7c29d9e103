package io.igen.oltp.state;

import io.igen.core.workload.Combination;
import io.igen.core.workload.FigureKind;
import io.igen.oltp.dialect.StateReading;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A level's database-state figures from the passes at its window's start and end ({@link ShardUpkeep.Pass}):
 * {@code maintenanceSeconds}; per state reading, the value at the window's start ({@code deadRowsAtWindowStart}) or,
 * for a counter, its growth over the window ({@code checkpointsInWindow}), combined over the shards as the reading says;
 * and {@code dbState}, per shard, every figure at the window's start and end.
 */
public final class WindowStates {

    public static final String MAINTENANCE_SECONDS = "maintenanceSeconds";
    public static final String DB_STATE = "dbState";

    private final List<StateReading> readings;

    public WindowStates(List<StateReading> readings) {
        this.readings = List.copyOf(readings);
    }

    /** The figures {@link #details} reports, for the workload's declarations. */
    public Map<String, FigureKind> figures() {
        Map<String, FigureKind> figures = new LinkedHashMap<>();
        figures.put(MAINTENANCE_SECONDS, FigureKind.max("s"));
        for (StateReading reading : readings) {
            figures.put(reading.levelFigure(), new FigureKind(reading.unit(), reading.overShards()));
        }
        figures.put(DB_STATE, FigureKind.byPartition("shard"));
        return figures;
    }

    /** The level's figures; a figure no shard told at both ends is left out. */
    public Map<String, Object> details(ShardUpkeep.Pass atStart, ShardUpkeep.Pass atEnd) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put(MAINTENANCE_SECONDS, atStart.maintained() ? atStart.seconds() : 0.0);
        for (StateReading reading : readings) {
            List<Long> values = new ArrayList<>();
            atStart.states().forEach((shard, start) -> {
                Long first = start.get(reading.name());
                ShardState end = atEnd.states().get(shard);
                Long last = end == null ? null : end.get(reading.name());
                if (first != null && !reading.counter()) {
                    values.add(first);
                } else if (first != null && last != null) {
                    values.add(last - first);
                }
            });
            if (!values.isEmpty()) {
                details.put(reading.levelFigure(), combine(values, reading.overShards()));
            }
        }
        Map<String, Object> byShard = new LinkedHashMap<>();
        atStart.states().forEach((shard, start) -> {
            Map<String, Object> shardState = new LinkedHashMap<>();
            shardState.put("atWindowStart", start.inOrderOf(readings));
            ShardState end = atEnd.states().get(shard);
            if (end != null) {
                shardState.put("atWindowEnd", end.inOrderOf(readings));
            }
            byShard.put(Integer.toString(shard), shardState);
        });
        details.put(DB_STATE, byShard);
        return details;
    }

    /**
     * The console's line for a pass: "maintenance: 4 shards in 1.2 s (VACUUM (ANALYZE) orders, CHECKPOINT); at window
     * start: liveRows 40,000, deadRows 0", and what was not done.
     *
     * @param moment when the state was read: "at window start", "now"
     */
    public String describe(ShardUpkeep.Pass pass, String steps, String moment) {
        StringBuilder line = new StringBuilder(pass.maintained()
                ? String.format(Locale.ROOT, "maintenance: %d shard(s) in %.1f s (%s)", pass.states().size(),
                pass.seconds(), steps)
                : String.format(Locale.ROOT, "state of %d shard(s) read", pass.states().size()));
        List<String> figures = new ArrayList<>();
        for (StateReading reading : readings) {
            List<Long> values = pass.states().values().stream().map(state -> state.get(reading.name()))
                    .filter(value -> value != null).toList();
            if (!reading.counter() && !values.isEmpty()) {
                figures.add(String.format(Locale.ROOT, "%s %,d", reading.name(), combine(values, reading.overShards())));
            }
        }
        if (!figures.isEmpty()) {
            line.append("; ").append(moment).append(": ").append(String.join(", ", figures));
        }
        pass.notDone().forEach(note -> line.append("; ").append(note));
        return line.toString();
    }

    static long combine(List<Long> values, Combination overShards) {
        return overShards == Combination.MAX
                ? values.stream().mapToLong(Long::longValue).max().orElse(0)
                : values.stream().mapToLong(Long::longValue).sum();
    }
}
