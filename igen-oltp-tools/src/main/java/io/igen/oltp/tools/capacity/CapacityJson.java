package io.igen.oltp.tools.capacity;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.nio.file.Path;

/** Capacity files in JSON, readable back into a {@link CapacityResult}; unknown fields are ignored. */
public final class CapacityJson {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private CapacityJson() {
    }

    public static void write(CapacityResult result, Path file) throws IOException {
        MAPPER.writeValue(file.toFile(), result);
    }

    public static CapacityResult read(Path file) throws IOException {
        return MAPPER.readValue(file.toFile(), CapacityResult.class);
    }
}
