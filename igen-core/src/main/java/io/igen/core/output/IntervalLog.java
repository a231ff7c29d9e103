package io.igen.core.output;

import io.igen.core.measure.IntervalHistogram;
import io.igen.core.workload.Level;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A run's response times second by second in HdrHistogram's own interval log format ({@code .hlog}, written with
 * {@link HistogramLogWriter}), so HdrHistogram's tools ({@code HistogramLogProcessor}, HdrHistogram's plotter)
 * read it: one interval histogram per second of each level's warm-up and window in which something succeeded,
 * tagged {@code level-<n>}, values in nanoseconds. Timestamps are seconds from the run's start.
 */
final class IntervalLog implements AutoCloseable {

    private final PrintStream out;
    private final HistogramLogWriter writer;

    private IntervalLog(PrintStream out, long runStartEpochMillis) {
        this.out = out;
        this.writer = new HistogramLogWriter(out);
        writer.outputComment("iGen: response times in nanoseconds per second of each level, tagged level-<n>");
        writer.outputLogFormatVersion();
        writer.outputStartTime(runStartEpochMillis);
        writer.setBaseTime(runStartEpochMillis);
        writer.outputBaseTime(runStartEpochMillis);
        writer.outputLegend();
    }

    /** Creates the file and writes the log's header. */
    static IntervalLog create(Path file, long runStartEpochMillis) throws IOException {
        OutputStream stream = Files.newOutputStream(file);
        return new IntervalLog(new PrintStream(stream, false, "US-ASCII"), runStartEpochMillis);
    }

    /**
     * Appends a level's seconds and flushes, so a crash in a later level leaves this one readable.
     *
     * @param windowStartEpochMillis when the level's window opened; each second's start is relative to it
     */
    void append(Level level, long windowStartEpochMillis, List<IntervalHistogram> seconds) throws IOException {
        for (IntervalHistogram second : seconds) {
            Histogram histogram = second.responseNanos();
            if (histogram == null) {
                continue;
            }
            long start = windowStartEpochMillis + Math.round(second.startSeconds() * 1000);
            histogram.setStartTimeStamp(start);
            histogram.setEndTimeStamp(start + 1000);
            histogram.setTag("level-" + level.level());
            writer.outputIntervalHistogram(histogram);
        }
        out.flush();
        if (out.checkError()) {
            throw new IOException("could not write the interval log");
        }
    }

    @Override
    public void close() {
        writer.close();
    }
}
