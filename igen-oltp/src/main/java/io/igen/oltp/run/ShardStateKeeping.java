package io.igen.oltp.run;

import io.igen.core.workload.FigureKind;
import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.load.DataSpec;
import io.igen.oltp.shard.ShardDatabase;
import io.igen.oltp.shard.ShardList;
import io.igen.oltp.state.MaintenanceMode;
import io.igen.oltp.state.OpeningState;
import io.igen.oltp.state.ShardUpkeep;
import io.igen.oltp.state.WindowStates;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The shards' state over a run, as {@code --maintenance} says: what earlier runs left and the settings that make runs
 * drift, warned of when the shards open; maintenance before each window (or once), and the window's start and end state
 * recorded ({@link ShardUpkeep}, {@link WindowStates}); maintenance after the last level, so that the next run starts
 * clean (HammerDB's "vacuum when complete"). Nothing for H2, whose dialect has no state to keep.
 */
final class ShardStateKeeping {

    private final OltpSettings settings;
    private final Dialect dialect;
    private final Consumer<String> tell;
    private final WindowStates windowStates;
    private final List<String> warnings = new ArrayList<>();
    private ShardUpkeep upkeep;
    private String stateAtOpen = "";
    /** The pass at the current level's window start; null when none was made. */
    private ShardUpkeep.Pass windowStart;

    /** @param tell where the warnings and the maintenance passes are told */
    ShardStateKeeping(OltpSettings settings, Consumer<String> tell) {
        this.settings = settings;
        this.dialect = settings.shards().dialect();
        this.tell = tell;
        this.windowStates = new WindowStates(dialect.stateReadings());
    }

    /**
     * The shards are open: reads the state earlier runs left in them, warns of drift and of settings that cause it
     * (PostgreSQL's autovacuum off), and with {@code --maintenance run} maintains them once.
     */
    void opened(OpenShards shards) throws InterruptedException {
        upkeep = new ShardUpkeep(shards.pools(), dialect);
        warnOfSettings(shards);
        if (upkeep.hasWork()) {
            warnOfStateAtOpen(shards);
        }
        warnings.forEach(warning -> tell.accept("warning: " + warning));
        if (settings.upkeep().maintenance() == MaintenanceMode.RUN) {
            maintainAll(shards.pools().shards(), "before the first level");
        }
    }

    /** Settings that make runs drift, once per warning with the shards it concerns. */
    private void warnOfSettings(OpenShards shards) {
        Map<String, List<Integer>> settingWarnings = new LinkedHashMap<>();
        for (ShardDatabase database : shards.databases().all()) {
            dialect.settingWarnings(database.settings()).forEach(warning ->
                    settingWarnings.computeIfAbsent(warning, text -> new ArrayList<>()).add(database.shard()));
        }
        settingWarnings.forEach((warning, on) -> warnings.add(ShardList.describe(on) + ": " + warning));
    }

    /** What earlier runs left: dead rows, a purge backlog, an order count that moved. */
    private void warnOfStateAtOpen(OpenShards shards) {
        List<Integer> all = shards.pools().shards();
        Map<Integer, Long> orders = new LinkedHashMap<>();
        all.forEach(shard -> orders.put(shard, shards.integrity().ordersBefore(shard)));
        OpeningState opening = new OpeningState(upkeep.read(all).states(), orders,
                settings.shards().data().partitioning().customersPerShard() * DataSpec.ORDERS_PER_CUSTOMER);
        warnings.addAll(opening.warnings());
        stateAtOpen = opening.summary();
    }

    /** {@code shardStateAtOpen} and {@code shardWarnings}, where there are any. */
    Map<String, Object> discovered() {
        Map<String, Object> found = new LinkedHashMap<>();
        if (!stateAtOpen.isEmpty()) {
            found.put("shardStateAtOpen", stateAtOpen);
        }
        if (!warnings.isEmpty()) {
            found.put("shardWarnings", List.copyOf(warnings));
        }
        return found;
    }

    /**
     * For a database with state to keep (PostgreSQL, MySQL): with {@code --maintenance window} the level's shards are
     * maintained, then (whatever the mode) their state is read as the window's start state. Nothing for H2.
     */
    Optional<Runnable> beforeWindow(List<Integer> driven) {
        if (!upkeep.hasWork()) {
            return Optional.empty();
        }
        return Optional.of(() -> {
            windowStart = settings.upkeep().maintenance() == MaintenanceMode.WINDOW ? upkeep.maintain(driven)
                    : upkeep.read(driven);
            tell.accept(windowStates.describe(windowStart, upkeep.maintenanceSteps(), "at window start"));
        });
    }

    /** The window's state figures, from its start and its end ({@link WindowStates#details}); none when not read. */
    Map<String, Object> windowDetails(List<Integer> driven) {
        if (windowStart == null) {
            return Map.of();
        }
        Map<String, Object> details = windowStates.details(windowStart, upkeep.read(driven));
        windowStart = null;
        return details;
    }

    /** How parts of a run combine the state figures, for a database that has them. */
    Map<String, FigureKind> figures() {
        return dialect.maintenance().needed() || !dialect.stateReadings().isEmpty() ? windowStates.figures()
                : Map.of();
    }

    /** After the last level, unless {@code --maintenance off}: the shards maintained for the next run. */
    void afterRun(List<Integer> all) {
        if (settings.upkeep().maintenance() != MaintenanceMode.OFF) {
            maintainAll(all, "after the last level");
        }
    }

    /** Maintains shards outside a level, and says so. */
    private void maintainAll(List<Integer> all, String when) {
        if (dialect.maintenance().needed()) {
            tell.accept(when + ", " + windowStates.describe(upkeep.maintain(all), upkeep.maintenanceSteps(), "now"));
        }
    }
}
