package io.igen.oltp.tools.capacity;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * Where a capacity study's files go: {@code <dir>/igen-capacity-<yyyyMMdd-HHmmss>.json}, rewritten after every level,
 * and {@code .html} with the charts, drawn once at the end.
 */
public final class CapacityFiles {

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private final Path directory;
    private final String base;

    private CapacityFiles(Path directory, String base) {
        this.directory = directory;
        this.base = base;
    }

    /**
     * Creates the directory and picks file names not yet taken there.
     *
     * @throws IOException when the directory cannot be created
     */
    public static CapacityFiles in(Path directory, ZonedDateTime startedAt) throws IOException {
        Files.createDirectories(directory);
        String base = "igen-capacity-" + STAMP.format(startedAt.withZoneSameInstant(ZoneOffset.UTC));
        String name = base;
        for (int n = 2; Files.exists(directory.resolve(name + ".json")); n++) {
            name = base + "-" + n;
        }
        return new CapacityFiles(directory, name);
    }

    public void write(CapacityResult result) throws IOException {
        CapacityJson.write(result, json());
    }

    /** Writes the JSON and the HTML report. */
    public void finish(CapacityResult result) throws IOException {
        write(result);
        Files.writeString(html(), CapacityReport.render(result));
    }

    public List<Path> paths() {
        return List.of(json(), html());
    }

    public Path json() {
        return directory.resolve(base + ".json");
    }

    public Path html() {
        return directory.resolve(base + ".html");
    }
}
