package io.igen.core.example;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The Java code blocks of CONTRIBUTING.md, as a reader copies them (the list's indentation taken off), for the tests
 * that hold each block to the test source it shows: igen-core's toy benchmark, igen-oltp's example dialect.
 */
public final class ContributingRecipe {

    /** Where the toy benchmark's sources are, seen from igen-core. */
    static final String EXAMPLE_SOURCES = "src/test/java/io/igen/core/example/";

    private ContributingRecipe() {
    }

    /** Every {@code ```java} block, in order. Maven runs the tests in the module's directory; the file is at the root. */
    public static List<String> javaBlocks() throws IOException {
        String contributing = Files.readString(Path.of("../CONTRIBUTING.md"));
        List<String> blocks = new ArrayList<>();
        int at = contributing.indexOf("```java\n");
        while (at >= 0) {
            int start = at + "```java\n".length();
            int end = contributing.indexOf("```", start);
            blocks.add(contributing.substring(start, end).lines()
                    .map(line -> line.startsWith("   ") ? line.substring(3) : line)
                    .collect(Collectors.joining("\n")).strip());
            at = contributing.indexOf("```java\n", end + 3);
        }
        return blocks;
    }

    /** A source file from its Javadoc on, the path relative to the module running the test: what CONTRIBUTING.md shows. */
    public static String shownPartOf(String path) throws IOException {
        String source = Files.readString(Path.of(path));
        return source.substring(source.indexOf("/**")).strip();
    }
}
