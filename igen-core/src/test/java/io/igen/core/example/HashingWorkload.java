package io.igen.core.example;

import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.FigureKind;
import io.igen.core.workload.Level;
import io.igen.core.workload.LevelReport;
import io.igen.core.workload.LevelSession;
import io.igen.core.workload.MeasuredLevel;
import io.igen.core.workload.SplitMix64;
import io.igen.core.workload.Worker;
import io.igen.core.workload.Workload;

import java.security.DigestException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * A whole benchmark workload in one file, the one CONTRIBUTING.md walks through: an operation is one SHA-256 digest
 * of a message, written back over the message's first 32 bytes, so each digest depends on the one before (the JIT
 * cannot drop the work) and every run everywhere hashes the same bytes.
 */
public final class HashingWorkload implements Workload<HashingWorkload.HashingWorker> {

    private final int messageBytes;

    public HashingWorkload(int messageBytes) {
        if (messageBytes < 32) {
            throw new BadConfigurationException("a message holds its 32-byte digest: give 32 bytes or more");
        }
        this.messageBytes = messageBytes;
    }

    /** Recorded in the result's {@code config.workload}: {@code compare} refuses runs that did other work. */
    public Map<String, Object> settings() {
        return Map.of("algorithm", "SHA-256", "messageBytes", messageBytes);
    }

    /** A level: its workers, and a figure beside the standard ones, written into the level in the result files. */
    @Override
    public LevelSession<HashingWorker> openLevel(Level level) {
        return new LevelSession<>() {
            @Override
            public HashingWorker createWorker(int workerIndex) throws NoSuchAlgorithmException {
                byte[] message = new byte[messageBytes];
                for (int i = 0; i < messageBytes; i++) {
                    message[i] = (byte) SplitMix64.mix((long) workerIndex * messageBytes + i);
                }
                return new HashingWorker(MessageDigest.getInstance("SHA-256"), message);
            }

            @Override
            public LevelReport report(List<HashingWorker> workers, MeasuredLevel measurement) {
                return LevelReport.of(Map.of("megabytesPerSecond", measurement.throughput() * messageBytes / 1e6));
            }
        };
    }

    /** Its unit, and that the parts of a run on several drivers add it up. */
    @Override
    public Map<String, FigureKind> figures() {
        return Map.of("megabytesPerSecond", FigureKind.sum("MB/s"));
    }

    /** One load thread's state; the runner calls {@link #execute()} on one thread only, so nothing is shared. */
    public static final class HashingWorker implements Worker {

        private final MessageDigest sha256;
        private final byte[] message;

        HashingWorker(MessageDigest sha256, byte[] message) {
            this.sha256 = sha256;
            this.message = message;
        }

        @Override
        public void execute() throws DigestException {
            sha256.update(message);
            sha256.digest(message, 0, 32);
        }

        /** The digest so far: the message's first 32 bytes. */
        public byte[] lastDigest() {
            return Arrays.copyOf(message, 32);
        }
    }
}
