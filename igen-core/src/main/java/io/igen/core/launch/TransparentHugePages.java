package io.igen.core.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Whether this host's kernel gives transparent huge pages to memory that asks for them (Linux only). */
public final class TransparentHugePages {

    static final Path ENABLED = Path.of("/sys/kernel/mm/transparent_hugepage/enabled");

    private TransparentHugePages() {
    }

    /** Whether the kernel's mode, read from {@link #ENABLED}, is {@code always} or {@code madvise}. */
    public static boolean onOffer() {
        try {
            return onOffer(Files.readString(ENABLED));
        } catch (IOException | RuntimeException notLinux) {
            return false;
        }
    }

    /** Whether a mode line as the kernel writes it ({@code always [madvise] never}) offers huge pages. */
    static boolean onOffer(String modes) {
        return modes.contains("[always]") || modes.contains("[madvise]");
    }
}
