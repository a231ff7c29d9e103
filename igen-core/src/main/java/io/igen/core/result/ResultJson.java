package io.igen.core.result;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.nio.file.Path;

/** Result files in JSON: everything a run knows, histograms included, readable back into a {@link RunResult}. */
public final class ResultJson {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private ResultJson() {
    }

    /**
     * A figure read back from a result file (maps and lists) as the type it was written from; a value already of
     * that type is returned as it is.
     *
     * @throws IllegalArgumentException when the value does not have the type's shape
     */
    public static <T> T figure(Object value, Class<T> type) {
        return type.isInstance(value) ? type.cast(value) : MAPPER.convertValue(value, type);
    }

    public static String toJson(RunResult result) throws IOException {
        return MAPPER.writeValueAsString(result);
    }

    public static RunResult fromJson(String json) throws IOException {
        return MAPPER.readValue(json, RunResult.class);
    }

    public static void write(RunResult result, Path file) throws IOException {
        MAPPER.writeValue(file.toFile(), result);
    }

    public static RunResult read(Path file) throws IOException {
        return MAPPER.readValue(file.toFile(), RunResult.class);
    }
}
