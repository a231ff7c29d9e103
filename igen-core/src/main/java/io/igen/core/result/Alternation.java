package io.igen.core.result;

import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.util.StdConverter;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Two settings measured in one window, in ABBA blocks ({@code ab --design abba}): the window is cut into segments of
 * {@code segmentSeconds}, A B B A, A B B A, ..., and before a segment whose setting differs from the one before, a
 * command switches the machine (or the database) to it. The first {@code settleSeconds} of such a segment are counted
 * for neither setting. Each block's order cancels a drift that is linear within the block; both settings share the
 * launch, its JIT state and its data layout, which is where the default OLTP run's launch spread lives
 * (docs/measurements/2026-11-29-launch-fixed.md).
 *
 * @param switchToA a shell command ({@code sh -c}) that puts setting A in force; the launch's process id is in
 *                  {@code IGEN_PID}
 * @param switchToB a shell command that puts setting B in force
 *                  <p>The result files record both commands, unless one looks like it holds a secret (a password, a
 *                  token, a URL with credentials): then only that it was not recorded.
 */
public record Alternation(@JsonSerialize(converter = Recorded.class) String switchToA,
                          @JsonSerialize(converter = Recorded.class) String switchToB,
                          int segmentSeconds, int settleSeconds) {

    /** A command as the result files keep it. */
    static final class Recorded extends StdConverter<String, String> {
        private static final Pattern SECRET = Pattern.compile(
                "(?i)(password|passwd|secret|token|credential|://[^/@\\s]+:[^/@\\s]*@|\\s-p\\S)");

        @Override
        public String convert(String command) {
            return SECRET.matcher(command).find() ? "(not recorded: it may hold a secret)" : command;
        }
    }

    /** A, or B. */
    public enum Setting { A, B }

    /** The seconds of one block: A B B A. */
    public static final int SEGMENTS_PER_BLOCK = 4;

    public Alternation {
        if (switchToA == null || switchToA.isBlank() || switchToB == null || switchToB.isBlank()) {
            throw new IllegalArgumentException("alternating settings needs a command for each: --a-switch COMMAND "
                    + "and --b-switch COMMAND");
        }
        if (segmentSeconds < 1) {
            throw new IllegalArgumentException("--switch-every must be 1 s or longer, got " + segmentSeconds);
        }
        if (settleSeconds < 0 || settleSeconds >= segmentSeconds) {
            throw new IllegalArgumentException("--settle must be 0 s or more and shorter than a segment "
                    + "(--switch-every " + segmentSeconds + "), got " + settleSeconds);
        }
    }

    /** One block's length in seconds. */
    public int blockSeconds() {
        return SEGMENTS_PER_BLOCK * segmentSeconds;
    }

    /** The setting in force in segment {@code segment} (0-based) of a window: A B B A A B B A ... */
    public Setting settingOf(int segment) {
        return (segment + 1) / 2 % 2 == 0 ? Setting.A : Setting.B;
    }

    /** Whether segment {@code segment} starts with a switch: every odd one. */
    public boolean switchesAt(int segment) {
        return segment % 2 == 1;
    }

    /** The command that puts {@code setting} in force. */
    public String switchTo(Setting setting) {
        return setting == Setting.A ? switchToA : switchToB;
    }

    /** What one block of a window measured: operations per second under A and under B, settling seconds left out. */
    public record Block(double a, double b) {
    }

    /**
     * The window's whole blocks, from its operations per second (second 0 when the window opened); a last block the
     * window did not complete is left out.
     */
    public List<Block> blocks(List<Long> perSecond) {
        List<Block> blocks = new ArrayList<>();
        for (int start = 0; start + blockSeconds() <= perSecond.size(); start += blockSeconds()) {
            double[] sum = new double[2];
            int[] seconds = new int[2];
            for (int offset = 0; offset < blockSeconds(); offset++) {
                int segment = (start + offset) / segmentSeconds;
                if (switchesAt(segment) && offset % segmentSeconds < settleSeconds) {
                    continue;
                }
                int side = settingOf(segment).ordinal();
                sum[side] += perSecond.get(start + offset);
                seconds[side]++;
            }
            blocks.add(new Block(sum[0] / seconds[0], sum[1] / seconds[1]));
        }
        return blocks;
    }

    /** In words, for the terminal. */
    public String describe() {
        return String.format(Locale.ROOT, "ABBA blocks of %d s segments, %s", segmentSeconds, settleSeconds == 0
                ? "every second counted" : "the first " + settleSeconds + " s after each switch left out");
    }
}
