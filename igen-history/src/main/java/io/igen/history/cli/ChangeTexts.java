package io.igen.history.cli;

import io.igen.core.report.Numbers;
import io.igen.history.change.SeriesChange;
import io.igen.history.store.Figure;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A change as the terminal says it, with what differed and the {@code ab} experiment that would confirm it. */
final class ChangeTexts {

    private static final Pattern QUOTA = Pattern.compile("CPU quota ([0-9.]+) cores");

    private ChangeTexts() {
    }

    /**
     * "level 2 at run 14 (2026-11-28 05:02): throughput 91.20 -> 82.40 fractals/s (-9.6 %, p = 2.1e-06); what
     * differed: process limits: no CPU quota -> CPU quota 1.80 cores".
     */
    static String describe(SeriesChange change, Figure figure, String operation) {
        return String.format(Locale.ROOT, "level %d at run %d (%s): %s %s -> %s %s (%+.1f %%, p = %.2g); %s",
                change.level(), change.after().number(), RunTexts.started(change.after()), figure.label(),
                Numbers.readable(change.point().meanBefore()),
                Numbers.readable(change.point().meanAfter()), figure.unit(operation),
                change.point().changePercent(), change.point().pValue(),
                change.differences().isEmpty() ? "no recorded difference"
                        : "what differed: " + String.join("; ", change.differences()));
    }

    /** How to confirm it: an interleaved {@code ab} of what differed, and a compare of the two runs' files. */
    static List<String> confirm(SeriesChange change, String command) {
        List<String> sides = new ArrayList<>();
        for (String difference : change.differences()) {
            String[] parts = difference.split(": ", 2);
            String name = parts[0];
            String[] values = parts.length < 2 ? new String[] {"", ""} : parts[1].split(" -> ", 2);
            switch (name) {
                case "jvm" -> sides.add("--a-java JAVA_OF_RUN_" + change.before().number() + " --b-java JAVA_OF_RUN_"
                        + change.after().number());
                case "jvm flags" -> {
                    // one set of flags a side, or the experiment is not one
                    if (!values[0].contains(" / ") && !values[1].contains(" / ")) {
                        sides.add("--a-jvm='" + values[0] + "' --b-jvm='" + values[1] + "'");
                    }
                }
                case "iGen" -> sides.add("--a-jar JAR_OF_RUN_" + change.before().number() + " --b-jar JAR_OF_RUN_"
                        + change.after().number());
                case "process limits" -> quotaLauncher(values).ifPresent(sides::add);
                default -> {
                }
            }
        }
        List<String> lines = new ArrayList<>();
        if (!sides.isEmpty()) {
            lines.add("confirm: " + command + " ab --launches 5 --host-control " + String.join(" ", sides)
                    + " -- <the runs' options>");
        } else {
            lines.add("confirm: nothing recorded differs; rerun the runs' options now with --repeat auto, and look at "
                    + "what changed on the host or the database that iGen does not record");
        }
        lines.add("         " + command + " compare " + change.before().resultFile() + " "
                + change.after().resultFile());
        return lines;
    }

    /** A quota on one side only: the known-effect script's launcher on that side. */
    private static Optional<String> quotaLauncher(String[] values) {
        Matcher before = QUOTA.matcher(values[0]);
        Matcher after = QUOTA.matcher(values.length > 1 ? values[1] : "");
        if (after.find() && !before.find()) {
            return Optional.of("--b-launcher 'benchmarks/known-effects/cpu-quota.sh " + after.group(1) + "'");
        }
        before.reset();
        if (before.find() && !QUOTA.matcher(values.length > 1 ? values[1] : "").find()) {
            return Optional.of("--a-launcher 'benchmarks/known-effects/cpu-quota.sh " + before.group(1) + "'");
        }
        return Optional.empty();
    }
}
