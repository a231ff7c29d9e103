package io.igen.oltp.it;

import com.sun.nio.file.ExtendedOpenOption;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * Keeps the disk under a directory busy, as a backup or a neighbour on a database host would: threads that each
 * overwrite a file of their own in 1 MiB blocks with direct I/O (past the page cache, so every block is a request to
 * the device), again and again until stopped. The files are deleted when stopped.
 */
final class DiskWriters {

    private static final int BLOCK = 1 << 20;
    private static final int BLOCKS_PER_FILE = 64;

    private final List<BackgroundLoop> writers = new ArrayList<>();
    private final List<Path> files = new ArrayList<>();

    private DiskWriters() {
    }

    static DiskWriters start(Path directory, int threads) throws IOException {
        Files.createDirectories(directory);
        DiskWriters disk = new DiskWriters();
        for (int writer = 0; writer < threads; writer++) {
            Path file = directory.resolve("busy-" + writer);
            disk.files.add(file);
            disk.writers.add(BackgroundLoop.start("disk writer " + writer, running -> {
                int alignment = (int) Files.getFileStore(directory).getBlockSize();
                ByteBuffer block = ByteBuffer.allocateDirect(BLOCK + alignment).alignedSlice(alignment);
                try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                        ExtendedOpenOption.DIRECT)) {
                    long position = 0;
                    while (running.getAsBoolean()) {
                        block.clear();
                        block.limit(BLOCK);
                        channel.write(block, position);
                        position = (position + BLOCK) % ((long) BLOCK * BLOCKS_PER_FILE);
                    }
                }
            }));
        }
        return disk;
    }

    /** Stops the writers, fails the test if one of them failed, and deletes their files. */
    void stop() throws InterruptedException, IOException {
        for (BackgroundLoop writer : writers) {
            writer.stop(10_000);
        }
        for (Path file : files) {
            Files.deleteIfExists(file);
        }
    }
}
