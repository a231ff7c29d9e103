package io.igen.core.runner;

import io.igen.core.result.Alternation;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Puts one of an {@link Alternation}'s settings in force by running its command ({@code sh -c}), the launch's
 * process id in {@code IGEN_PID} so that a command can act on this JVM (move it into a cgroup, renice it).
 */
final class SettingSwitch {

    private SettingSwitch() {
    }

    /**
     * Runs the command of {@code setting} and waits for it, at most {@code limitSeconds}.
     *
     * @throws LevelAbortedException when it could not start, failed, or took longer than the limit
     */
    static void to(Alternation alternation, Alternation.Setting setting, int level, double limitSeconds)
            throws LevelAbortedException, InterruptedException {
        String command = alternation.switchTo(setting);
        String what = "level " + level + ": switching to " + setting + " (--alternate-" + setting.name().toLowerCase(Locale.ROOT)
                + ")";
        Process process;
        try {
            ProcessBuilder builder = new ProcessBuilder("sh", "-c", command).redirectErrorStream(true)
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
            builder.environment().put("IGEN_PID", Long.toString(ProcessHandle.current().pid()));
            process = builder.start();
        } catch (IOException e) {
            throw new LevelAbortedException(what + " could not start sh: " + e.getMessage(), null);
        }
        if (!process.waitFor(Math.round(limitSeconds * 1000), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly();
            throw new LevelAbortedException(what + " took longer than " + limitSeconds + " s", null);
        }
        if (process.exitValue() != 0) {
            throw new LevelAbortedException(what + " exited " + process.exitValue() + lastLine(process), null);
        }
    }

    private static String lastLine(Process process) {
        try {
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            return output.isEmpty() ? "" : ": " + output.substring(output.lastIndexOf('\n') + 1);
        } catch (IOException e) {
            return "";
        }
    }
}
