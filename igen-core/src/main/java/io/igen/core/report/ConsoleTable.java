package io.igen.core.report;

import io.igen.core.result.LevelMark;
import io.igen.core.result.LevelResult;
import io.igen.core.result.Repetition;
import io.igen.core.result.RunResult;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** The final table on the terminal: one row per level, then the peak and the sweet spot. */
public final class ConsoleTable {

    private ConsoleTable() {
    }

    public static String render(RunResult result) {
        return render(result, false);
    }

    /**
     * @param verbose whether to add the times of each level's steps (iGenOLTP: its statements), where the run has
     *                them
     */
    public static String render(RunResult result, boolean verbose) {
        StringBuilder text = new StringBuilder(TextTable.render(LevelTable.rows(result)));
        if (verbose) {
            for (String figure : StepTable.figureNames(result)) {
                text.append(figure).append(" in each window (% of mean: share of the mean response time):\n")
                        .append(TextTable.render(StepTable.rows(result, figure)));
            }
        }
        if (ResourceTable.present(result)) {
            text.append("resources in each window (cores: CPU seconds per second):\n")
                    .append(TextTable.render(ResourceTable.rows(result)));
            if (ResourceTable.sessionsPresent(result)) {
                text.append("database sessions in each window (share of those inside a transaction, sampled 10 times a "
                        + "second):\n").append(TextTable.render(ResourceTable.sessionRows(result)));
            }
            if (ServerTable.present(result)) {
                text.append("servers in each window, as their exporters tell (cores: CPU seconds per second):\n")
                        .append(TextTable.render(ServerTable.rows(result)));
            }
            ResourceTable.judgments(result).forEach(line -> text.append(line).append('\n'));
        }
        summary(result).forEach(line -> text.append(line).append('\n'));
        return text.toString();
    }

    /** The peak, the sweet spot (when an SLA was given) and every problem, a line each. */
    static List<String> summary(RunResult result) {
        List<String> lines = new ArrayList<>();
        if (result.peak() != null) {
            lines.add(mark("peak", result.peak(), result.operation()));
        }
        Double slaMs = result.config().slaMs();
        if (slaMs != null) {
            lines.add(result.sweetSpot() != null
                    ? mark("sweet spot", result.sweetSpot(), result.operation()) + " (SLA "
                            + result.sweetSpot().statistic() + " <= " + Numbers.readable(slaMs) + " ms)"
                    : "sweet spot: none, no level kept " + result.config().slaStatistic() + " within "
                            + Numbers.readable(slaMs) + " ms");
        }
        result.levels().stream().filter(level -> !level.remeasured().isEmpty())
                .forEach(level -> lines.add("MEASURED AGAIN: level " + level.level() + ": the window was measured "
                        + (level.remeasured().size() + 1) + " times; the earlier ones did not hold still: "
                        + String.join("; ", level.remeasured())));
        result.levels().stream().filter(level -> !level.steady())
                .forEach(level -> lines.add("UNSTEADY: level " + level.level() + ": " + level.unsteady()));
        if (!result.levels().isEmpty()) {
            lines.addAll(uncertaintyNotes(result));
        }
        result.problems().forEach(problem -> lines.add("PROBLEM: " + problem));
        return lines;
    }

    /**
     * What the intervals are made of. A single launch says plainly that it is not for comparison, and how to measure
     * one that is; a repeated run says how many launches, why it stopped, and per level what would tighten it.
     */
    private static List<String> uncertaintyNotes(RunResult result) {
        if (result.launches() < 2) {
            String command = "igen-" + result.benchmark();
            return List.of("ONE LAUNCH: this run describes, it does not compare. Its ±95% is the noise inside each "
                    + "window (batch means), blind to how much another launch would differ. To compare runs, measure "
                    + "each with --repeat auto; to compare two settings on this machine: " + command + " ab.");
        }
        List<String> lines = new ArrayList<>();
        Repetition repetition = result.repetition();
        lines.add("±95%: confidence intervals over " + result.launches() + " launches, each a fresh JVM"
                + (repetition == null || repetition.outcome().stoppedBecause() == null ? ""
                : " (" + repetition.mode() + ", " + Math.round(repetition.outcome().wallSeconds()) + " s; stopped: "
                + repetition.outcome().stoppedBecause() + ")"));
        if (repetition != null) {
            if (repetition.launchCache() != null) {
                lines.add("launch cache: " + repetition.launchCache());
            }
            for (Repetition.LevelRepetition level : repetition.levels()) {
                lines.add("level " + level.level() + ": ±" + (level.precisionPercent() == null ? "?"
                        : String.format(Locale.ROOT, "%.1f", level.precisionPercent())) + "%"
                        + (level.launchCvPercent() == null ? ""
                        : String.format(Locale.ROOT, ", launches' CV %.1f%%", level.launchCvPercent()))
                        + (level.detectableChangePercent() == null ? ""
                        : String.format(Locale.ROOT, ", resolves %.1f%% against a series like it",
                        level.detectableChangePercent()))
                        + "; " + level.advice() + (level.drift() == null ? "" : "; DRIFT: " + level.drift()));
            }
            hostControlLine(repetition).ifPresent(lines::add);
        }
        return lines;
    }

    /**
     * How much a series' launches differed at each level, and where the variance came from, one line as {@code ab}
     * shows each side ("A: launches' CV: level 1 3.2% (launches 82% of the variance, cheapest window 25 s), level 2
     * 4.1% (launches 10% of the variance)"): a side whose launches add most of the variance is tightened by more
     * launches, one whose windows do by longer windows ({@code LaunchDimensioning}); empty when it has no launch
     * spread.
     */
    public static Optional<String> launchSpreadLine(String name, RunResult result) {
        Repetition repetition = result.repetition();
        if (repetition == null) {
            return Optional.empty();
        }
        String levels = repetition.levels().stream().filter(level -> level.launchCvPercent() != null)
                .map(level -> String.format(Locale.ROOT, "level %d %.1f%%", level.level(), level.launchCvPercent())
                        + varianceSource(level))
                .collect(Collectors.joining(", "));
        return levels.isEmpty() ? Optional.empty() : Optional.of(name + ": launches' CV: " + levels);
    }

    /** " (launches 82% of the variance, cheapest window 25 s)", or nothing when the windows were too short to tell. */
    private static String varianceSource(Repetition.LevelRepetition level) {
        if (level.launchSharePercent() == null) {
            return "";
        }
        return String.format(Locale.ROOT, " (launches %.0f%% of the variance%s)", level.launchSharePercent(),
                level.optimalWindowSeconds() == null ? ""
                        : String.format(Locale.ROOT, ", cheapest window %.0f s", level.optimalWindowSeconds()));
    }

    /**
     * A duet round in one line: each level's throughput on both sides and B's ratio to A, "28: A 12,345 B 12,900
     * (1.045)"; a level only one side reached is left out.
     */
    public static String roundLine(RunResult a, RunResult b) {
        List<String> levels = new ArrayList<>();
        for (LevelResult levelOfA : a.levels()) {
            b.levels().stream().filter(levelOfB -> levelOfB.level() == levelOfA.level()).findFirst()
                    .ifPresent(levelOfB -> levels.add(String.format(Locale.ROOT, "%d: A %,.0f B %,.0f (%.3f)",
                            levelOfA.level(), levelOfA.throughput(), levelOfB.throughput(),
                            levelOfB.throughput() / levelOfA.throughput())));
        }
        return levels.isEmpty() ? "no level measured on both sides" : String.join(", ", levels);
    }

    /** The host control's spread beside which the launches' is read; empty when none was measured. */
    public static Optional<String> hostControlLine(Repetition repetition) {
        Repetition.HostControl host = repetition == null ? null : repetition.hostControl();
        if (host == null || host.cvPercent() == null) {
            return Optional.empty();
        }
        Repetition.HostMemory memory = repetition.hostMemory();
        String memoryCvs = memory == null ? "" : "; memory latency " + cv(memory.latency()) + ", bandwidth "
                + cv(memory.bandwidth()) + ", latency during the launches " + cv(memory.latencyDuringLaunches());
        return Optional.of(String.format(Locale.ROOT, "host control: CV %.1f%% over %d samples (%s)%s; launches whose "
                + "CV is well above all of these differ by something of their own, not the machine's",
                host.cvPercent(), host.samples().size(), host.what(), memoryCvs));
    }

    private static String cv(Repetition.HostControl control) {
        return control == null || control.cvPercent() == null ? "n/a"
                : String.format(Locale.ROOT, "CV %.1f%%", control.cvPercent());
    }

    private static String mark(String name, LevelMark mark, String operation) {
        return name + ": level " + mark.level() + " (" + mark.threads() + (mark.threads() == 1 ? " thread), "
                : " threads), ")
                + Numbers.readable(mark.throughput()) + " " + operation + "s/s, " + mark.statistic() + " "
                + Numbers.readable(mark.latencyMs()) + " ms";
    }
}
