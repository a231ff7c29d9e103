package io.igen.history.cli;

import io.igen.history.store.HistoryStore;
import io.igen.history.store.Series;
import picocli.CommandLine.Mixin;

import java.util.List;

/** A {@code history} command that finds changes in this benchmark's series, at the detection settings given. */
abstract class ChangeSubcommand extends HistorySubcommand {

    @Mixin
    DetectionOptions detection;

    @Override
    final Integer call(HistoryStore history) throws Exception {
        return call(allSeries(history));
    }

    /** The command's work on this benchmark's series, the newest first; its exit code. */
    abstract Integer call(List<Series> all) throws Exception;
}
