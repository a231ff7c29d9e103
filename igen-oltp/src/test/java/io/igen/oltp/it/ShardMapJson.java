package io.igen.oltp.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A {@code --shard-map} file for the tests' own servers. The short connection timeout (500 ms) makes a stopped
 * shard's load threads count an error every half second rather than every 3 s, to suit 2.5 s levels.
 */
public final class ShardMapJson {

    private ShardMapJson() {
    }

    /** Writes {@code shards.json} in the directory, shard k at {@code urls.get(k)}, and returns it. */
    public static Path write(Path directory, List<String> urls) throws IOException {
        String shards = urls.stream()
                .map(url -> "  {\"url\": \"" + url + "\", \"connectionTimeoutMs\": 500}")
                .collect(Collectors.joining(",\n"));
        return Files.writeString(directory.resolve("shards.json"), "{\"shards\": [\n" + shards + "\n]}\n");
    }
}
