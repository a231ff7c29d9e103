package io.igen.core.resources;

/** Reads the counters a {@link ResourceReading} holds. Called by one thread at a time. */
interface ResourceProbe {

    /** The counters now; {@code nanos} is the runner's clock at the moment of reading. */
    ResourceReading read(long nanos);
}
