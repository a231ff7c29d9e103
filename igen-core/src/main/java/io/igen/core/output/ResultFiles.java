package io.igen.core.output;

import io.igen.core.measure.IntervalHistogram;
import io.igen.core.report.HtmlReport;
import io.igen.core.report.ResultCsv;
import io.igen.core.result.ResultJson;
import io.igen.core.result.RunResult;
import io.igen.core.runner.ResultSink;
import io.igen.core.workload.Level;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Where a run's result files go: {@code <dir>/igen-<benchmark>-<yyyyMMdd-HHmmss>.json}, {@code .csv} and
 * {@code .html} with its charts. JSON and CSV are rewritten after every level, so a crash loses at most the level in
 * progress; the HTML report and its charts are drawn once, after the last level, because drawing them in the
 * measuring JVM compiles and allocates (XChart, AWT) right when the next level warms up.
 */
public final class ResultFiles implements ResultSink {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private final Path directory;
    private final String base;
    private final long startedAtEpochMillis;
    private IntervalLog intervalLog;
    /** The step figures whose CSV files the run wrote (iGenOLTP: statements). */
    private final Set<String> stepFigures = new LinkedHashSet<>();

    private ResultFiles(Path directory, String base, long startedAtEpochMillis) {
        this.directory = directory;
        this.base = base;
        this.startedAtEpochMillis = startedAtEpochMillis;
    }

    /**
     * Creates the directory and picks file names not yet taken there.
     *
     * @throws IOException when the directory cannot be created
     */
    public static ResultFiles in(Path directory, String benchmark, ZonedDateTime startedAt) throws IOException {
        Files.createDirectories(directory);
        String base = "igen-" + benchmark + "-" + STAMP.format(startedAt.withZoneSameInstant(ZoneOffset.UTC));
        String name = base;
        for (int n = 2; Files.exists(directory.resolve(name + ".json")); n++) {
            name = base + "-" + n;
        }
        return new ResultFiles(directory, name, startedAt.toInstant().toEpochMilli());
    }

    @Override
    public void write(RunResult result) throws IOException {
        ResultJson.write(result, json());
        ResultCsv.write(result, csv());
        for (Map.Entry<String, String> table : ResultCsv.stepTables(result).entrySet()) {
            Files.writeString(stepsCsv(table.getKey()), table.getValue());
            stepFigures.add(table.getKey());
        }
    }

    /** A step figure's CSV file (iGenOLTP: {@code <base>-statements.csv}), a row per level, part and step. */
    public Path stepsCsv(String figure) {
        return directory.resolve(base + "-" + figure + ".csv");
    }

    /** Appends the level's seconds to {@code <base>.hlog}, created with the first level. */
    @Override
    public void levelIntervals(Level level, long windowStartEpochMillis, List<IntervalHistogram> seconds)
            throws IOException {
        if (intervalLog == null) {
            intervalLog = IntervalLog.create(hlog(), startedAtEpochMillis);
        }
        intervalLog.append(level, windowStartEpochMillis, seconds);
    }

    @Override
    public void finish(RunResult result) throws IOException {
        if (intervalLog != null) {
            intervalLog.close();
            intervalLog = null;
        }
        write(result);
        if (!result.levels().isEmpty()) {
            HtmlReport.write(result, directory, base);
        }
    }

    /**
     * The files people open first: the JSON, the CSV, the HTML report and, when the run wrote them, the interval log and
     * the step times' CSV files.
     */
    public List<Path> paths() {
        List<Path> paths = new ArrayList<>(List.of(json(), csv(), html()));
        if (Files.exists(hlog())) {
            paths.add(hlog());
        }
        stepFigures.forEach(figure -> paths.add(stepsCsv(figure)));
        return paths;
    }

    /** HdrHistogram's interval log of the run's response times, second by second ({@link IntervalLog}). */
    public Path hlog() {
        return directory.resolve(base + ".hlog");
    }

    public Path json() {
        return directory.resolve(base + ".json");
    }

    public Path csv() {
        return directory.resolve(base + ".csv");
    }

    /** Where {@code --repeat}'s runs keep their own result files: a folder named like the combined result. */
    public Path repeatsDirectory() {
        return directory.resolve(base + "-repeats");
    }

    public Path html() {
        return directory.resolve(base + ".html");
    }
}
