package io.igen.core.merge;

import io.igen.core.result.LevelResult;
import io.igen.core.result.RunResult;

import java.util.ArrayList;
import java.util.List;

/**
 * The parts of a multi-driver run that reached the last level the others reached. A driver writes its part before
 * its first level and again after each one, so a driver that was killed, crashed or was interrupted leaves a part
 * whose levels stop short. Such a part is left out whole, not merged level by level: a merged curve whose later
 * levels lack a slice of the shards would read as a change of load. Each part left out is named, and its driver is
 * then missing from the merge like a driver whose part was never given.
 *
 * @param parts    the parts to merge, in the order given
 * @param sources  a name for each (its file)
 * @param leftOut  one line for each part left out, naming its file, driver and where it stopped
 */
record FinishedParts(List<RunResult> parts, List<String> sources, List<String> leftOut) {

    /** The given parts without those that stopped short; unchanged unless every part is a driver's. */
    static FinishedParts of(List<RunResult> parts, List<String> sources) {
        RunResult longest = parts.stream().max((a, b) -> Integer.compare(a.levels().size(), b.levels().size()))
                .orElseThrow();
        if (parts.stream().anyMatch(part -> part.driver() == null)) {
            return new FinishedParts(parts, sources, List.of());
        }
        List<RunResult> finished = new ArrayList<>();
        List<String> finishedSources = new ArrayList<>();
        List<String> leftOut = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            RunResult part = parts.get(i);
            if (stoppedShort(part, longest)) {
                leftOut.add(sources.get(i) + ": " + part.driver().describe() + " stopped after " + part.levels().size()
                        + " of " + longest.levels().size() + " levels (killed, crashed or interrupted): left out of the "
                        + "merge");
            } else {
                finished.add(part);
                finishedSources.add(sources.get(i));
            }
        }
        return new FinishedParts(List.copyOf(finished), List.copyOf(finishedSources), List.copyOf(leftOut));
    }

    /**
     * Fewer levels than its own configuration plans and than the longest part, and the same as the longest part's
     * first ones: other levels would be another run's, which {@link RunParts} refuses.
     */
    private static boolean stoppedShort(RunResult part, RunResult longest) {
        int levels = part.levels().size();
        return levels < part.config().levels().size() && levels < longest.levels().size()
                && levelValues(part).equals(levelValues(longest).subList(0, levels));
    }

    private static List<Integer> levelValues(RunResult result) {
        return result.levels().stream().map(LevelResult::level).toList();
    }
}
