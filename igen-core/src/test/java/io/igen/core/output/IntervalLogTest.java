package io.igen.core.output;

import io.igen.core.measure.LevelMeasurement;
import io.igen.core.measure.WorkerRecorder;
import io.igen.core.report.ResultJsonTest;
import io.igen.core.workload.Level;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The {@code .hlog} beside a run's result, read back with HdrHistogram's own reader. */
class IntervalLogTest {

    private static final long MS = 1_000_000L;
    private static final long SECOND = 1_000_000_000L;

    @TempDir
    Path temp;

    /** A level that ran 1.5 s of warm-up and a 2 s window: 10 operations of {@code millis} in each of its seconds. */
    private static LevelMeasurement level(long millis) {
        WorkerRecorder recorder = new WorkerRecorder(2, false);
        long levelStart = 100 * SECOND;
        long windowStart = levelStart + 1_500 * MS;
        for (long second = 0; second < 3; second++) {
            long secondStart = second == 0 ? levelStart : windowStart + (second - 1) * SECOND;
            long windowOpened = second == 0 ? Long.MAX_VALUE : windowStart;
            for (int i = 0; i < 10; i++) {
                long end = secondStart + (i + 1) * 50 * MS;
                recorder.recordCompletion(levelStart, windowOpened, end - millis * MS, end, true);
            }
        }
        return LevelMeasurement.merge(List.of(recorder), levelStart, windowStart, 2 * SECOND);
    }

    @Test
    void everySecondOfEveryLevelIsAnIntervalHistogramThatHdrHistogramsReaderReads() throws IOException {
        ZonedDateTime started = ZonedDateTime.parse("2026-11-23T12:00:00Z");
        long startMillis = started.toInstant().toEpochMilli();
        ResultFiles files = ResultFiles.in(temp, "cpu", started);

        files.levelIntervals(Level.ofThreads(1), startMillis + 10_000, level(3).intervals());
        files.levelIntervals(Level.ofThreads(2), startMillis + 30_000, level(40).intervals());
        files.finish(ResultJsonTest.sampleResult());

        assertThat(files.paths()).contains(files.hlog());
        HistogramLogReader reader = new HistogramLogReader(files.hlog().toFile());
        List<Histogram> read = new ArrayList<>();
        EncodableHistogram next;
        while ((next = reader.nextIntervalHistogram()) != null) {
            read.add((Histogram) next);
        }
        assertThat(reader.getStartTimeSec()).isEqualTo(startMillis / 1000.0);
        assertThat(read).extracting(Histogram::getTag)
                .containsExactly("level-1", "level-1", "level-1", "level-2", "level-2", "level-2");
        // warm-up second at -1.5 s, window seconds at 0 and 1 s, from each window's start
        assertThat(read).extracting(Histogram::getStartTimeStamp).containsExactly(
                startMillis + 8_500, startMillis + 10_000, startMillis + 11_000,
                startMillis + 28_500, startMillis + 30_000, startMillis + 31_000);
        assertThat(read).extracting(Histogram::getTotalCount).containsOnly(10L);
        assertThat(read.get(0).getMaxValue()).isBetween(3 * MS * 99 / 100, 3 * MS * 101 / 100);
        assertThat(read.get(5).getValueAtPercentile(50)).isBetween(40 * MS * 99 / 100, 40 * MS * 101 / 100);
    }

    @Test
    void aRunThatMeasuredNoLevelWritesNoLog() throws IOException {
        ResultFiles files = ResultFiles.in(temp, "cpu", ZonedDateTime.parse("2026-11-23T12:00:00Z"));

        files.finish(ResultJsonTest.sampleResult());

        assertThat(files.hlog()).doesNotExist();
        assertThat(files.paths()).doesNotContain(files.hlog());
    }
}
