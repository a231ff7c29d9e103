package io.igen.oltp.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.igen.core.cli.CliRun;
import io.igen.oltp.OltpCommand;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/** The {@code igen-oltp} command run as a user would, and the result JSON it wrote. */
public final class OltpRun {

    private static final ObjectMapper JSON = new ObjectMapper();

    private OltpRun() {
    }

    /** Runs the command with the arguments and {@code --out outDirectory}. */
    public static CliRun run(Path outDirectory, List<String> arguments) {
        List<String> all = new ArrayList<>(arguments);
        all.add("--out");
        all.add(outDirectory.toString());
        return CliRun.of(new OltpCommand(), all.toArray(String[]::new));
    }

    /** The newest result JSON in the directory, if one is there and complete enough to parse. */
    public static Optional<JsonNode> latestResult(Path outDirectory) {
        if (!Files.isDirectory(outDirectory)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.list(outDirectory)) {
            Optional<Path> newest = files.filter(file -> file.toString().endsWith(".json")).max(Path::compareTo);
            if (newest.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(JSON.readTree(newest.get().toFile()));
        } catch (IOException partlyWritten) {
            return Optional.empty();
        }
    }

    /** The whole text of every file in the directory, to check that no secret was written. */
    public static String allFiles(Path outDirectory) throws IOException {
        StringBuilder text = new StringBuilder();
        try (Stream<Path> files = Files.list(outDirectory)) {
            for (Path file : files.toList()) {
                text.append(Files.readString(file, java.nio.charset.StandardCharsets.ISO_8859_1));
            }
        }
        return text.toString();
    }
}
