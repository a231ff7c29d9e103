package io.igen.core.compare;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.igen.core.result.ResultJson;
import io.igen.core.result.RunResult;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads what {@code compare} and {@code merge} are given: iGen result files, and JMH's JSON output
 * ({@code -rf json}). Every failure names the file and says what is wrong with it.
 */
public final class ResultFileReader {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ResultFileReader() {
    }

    /** The curves in a file: one for an iGen result, one per benchmark for a JMH file. */
    public static List<Curve> curves(Path file) throws ResultFileException {
        JsonNode json = readTree(file);
        if (isIgenResult(json)) {
            return List.of(IgenCurves.of(file.toString(), result(file, json)));
        }
        if (JmhCurves.isJmhResult(json)) {
            return JmhCurves.of(file.toString(), json);
        }
        throw notAResult(file);
    }

    /** An iGen result file, whole. */
    public static RunResult igenResult(Path file) throws ResultFileException {
        JsonNode json = readTree(file);
        if (!isIgenResult(json)) {
            throw notAResult(file);
        }
        return result(file, json);
    }

    private static boolean isIgenResult(JsonNode json) {
        return json.isObject() && json.has("benchmark") && json.has("levels") && json.has("environment");
    }

    private static RunResult result(Path file, JsonNode json) throws ResultFileException {
        try {
            return ResultJson.fromJson(json.toString());
        } catch (IOException | RuntimeException e) {
            throw new ResultFileException(file + " looks like an iGen result but cannot be read: " + firstLine(e));
        }
    }

    private static JsonNode readTree(Path file) throws ResultFileException {
        try {
            JsonNode json = MAPPER.readTree(Files.readString(file));
            if (json == null || json.isMissingNode()) {
                throw new ResultFileException(file + " is empty; give an iGen result (.json) or a JMH JSON result");
            }
            return json;
        } catch (NoSuchFileException e) {
            throw new ResultFileException("no such file: " + file);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? ""
                    : " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")";
            throw new ResultFileException(file + " is not valid JSON" + where + ": it may be truncated or not a "
                    + "result file: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new ResultFileException("cannot read " + file + ": " + e);
        }
    }

    private static ResultFileException notAResult(Path file) {
        return new ResultFileException(file + " is neither an iGen result (with benchmark, environment and levels) "
                + "nor a JMH JSON result (an array of benchmarks with primaryMetric)");
    }

    private static String firstLine(Exception e) {
        String message = String.valueOf(e.getMessage());
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
