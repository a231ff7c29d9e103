package io.igen.core.output;

import io.igen.core.result.LevelResult;
import io.igen.core.result.RepeatSample;
import io.igen.core.result.RunResult;
import io.igen.core.stats.RoundShare;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code ab}'s line on where its launches' spread comes from: the part both launches of a round shared (what the host
 * did for those minutes) and the part each launch had of its own ({@link RoundShare}), per level. On this project's
 * machine the rounds shared next to nothing (lab note 2026-11-29-launch-fixed): pairing launches in time cannot narrow
 * such a spread, only more rounds can.
 */
public final class RoundShareLine {

    private RoundShareLine() {
    }

    /**
     * "rounds: shared ... level 28 4% (p 0.43), ..." for each level both sides measured in the same 3 or more rounds;
     * empty when there is none.
     */
    public static Optional<String> of(RunResult a, RunResult b) {
        List<String> levels = new ArrayList<>();
        for (LevelResult levelOfA : a.levels()) {
            LevelResult levelOfB = b.levels().stream().filter(level -> level.level() == levelOfA.level()).findFirst()
                    .orElse(null);
            if (levelOfB == null || levelOfA.samples().size() < 3
                    || levelOfA.samples().size() != levelOfB.samples().size()) {
                continue;
            }
            RoundShare share = RoundShare.of(throughputs(levelOfA), throughputs(levelOfB));
            levels.add(String.format(Locale.ROOT, "level %d %.0f%% (p %.2f)", levelOfA.level(), 100 * share.share(),
                    share.pValue()));
        }
        if (levels.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("rounds: the share of a launch's variance that both launches of a round had alike (the "
                + "host's minutes): " + String.join(", ", levels) + "; the rest is each launch's own, which more "
                + "rounds narrow and pairing launches in time does not");
    }

    private static double[] throughputs(LevelResult level) {
        return level.samples().stream().mapToDouble(RepeatSample::throughput).toArray();
    }
}
