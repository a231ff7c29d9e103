package io.igen.core.launch;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.Charset;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;

/**
 * The last lines a launch printed, kept while its output streams past: what it said before it ended, for the one line
 * that reports a launch that ended without its result. A JVM that cannot start says why on its standard output
 * ("Error occurred during initialization of VM", "Too small maximum heap") or its error output ("Unrecognized VM
 * option"), before any of iGen runs to say anything of its own.
 *
 * <p>Bounded, because a launch may print for hours: the last {@value #KEPT} lines, each cut at {@value #MAX_LINE_CHARS}
 * characters. Blank lines and a stack trace's frames are left out, so that the lines kept say something. Both of a
 * launch's streams may feed one, each from a thread of its own.
 */
final class LastLines {

    /** How many lines are kept: enough for the JVM's reasons, which take two or three. */
    static final int KEPT = 4;
    /** The longest line kept; a longer one is cut, so that the message stays one readable line. */
    static final int MAX_LINE_CHARS = 300;

    private final Deque<String> lines = new ArrayDeque<>();

    /**
     * Reads a launch's stream to its end, passing it through as it comes and keeping its last lines.
     *
     * @param passThrough where the text goes on (this terminal's error output); null to keep only the last lines
     * @throws IOException when the stream fails before its end, or the text cannot be passed on
     */
    void read(InputStream stream, Writer passThrough) throws IOException {
        Reader reader = new InputStreamReader(stream, Charset.defaultCharset());
        StringBuilder line = new StringBuilder();
        char[] buffer = new char[8192];
        for (int count = reader.read(buffer); count >= 0; count = reader.read(buffer)) {
            if (passThrough != null) {
                passThrough.write(buffer, 0, count);
                passThrough.flush();
            }
            for (int i = 0; i < count; i++) {
                char c = buffer[i];
                // a carriage return ends a line too: a progress line redrawn in place
                if (c == '\n' || c == '\r') {
                    add(line.toString());
                    line.setLength(0);
                } else if (line.length() <= MAX_LINE_CHARS) {
                    line.append(c);
                }
            }
        }
        add(line.toString());
    }

    /** Keeps a line, unless it is blank or a stack trace's frame; the oldest goes when more are kept. */
    synchronized void add(String line) {
        String text = line.strip();
        if (text.isEmpty() || text.matches("at \\S+\\(.*\\)|\\.\\.\\. \\d+ more")) {
            return;
        }
        lines.addLast(text.length() > MAX_LINE_CHARS ? text.substring(0, MAX_LINE_CHARS) + "..." : text);
        if (lines.size() > KEPT) {
            lines.removeFirst();
        }
    }

    /** The lines kept, oldest first, on one line ("Error occurred during initialization of VM / Too small ..."). */
    synchronized Optional<String> describe() {
        return lines.isEmpty() ? Optional.empty() : Optional.of(String.join(" / ", lines));
    }
}
