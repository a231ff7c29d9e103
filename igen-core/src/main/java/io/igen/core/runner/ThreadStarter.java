package io.igen.core.runner;

import io.igen.core.result.LoadThreadKind;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Optional;

/**
 * Makes load threads of a {@link LoadThreadKind}. The project builds for Java 17, so virtual threads
 * ({@code Thread.ofVirtual().name(name).unstarted(body)}) are reached through method handles where the JDK has them.
 */
final class ThreadStarter {

    private static final Optional<MethodHandle> VIRTUAL = virtualBuilder();

    private ThreadStarter() {
    }

    /** Whether this JDK can make virtual threads. */
    static boolean virtualAvailable() {
        return VIRTUAL.isPresent();
    }

    /** A thread of the kind that will run {@code body}, not started; platform threads are daemons, as virtual ones are. */
    static Thread unstarted(LoadThreadKind kind, String name, Runnable body) {
        if (kind == LoadThreadKind.PLATFORM) {
            Thread thread = new Thread(body, name);
            thread.setDaemon(true);
            return thread;
        }
        MethodHandle unstarted = VIRTUAL.orElseThrow(() -> new IllegalStateException("virtual threads need Java "
                + LoadThreadKind.VIRTUAL_SINCE + " or later; this is Java " + Runtime.version().feature()));
        try {
            return (Thread) unstarted.invoke(name, body);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("could not make a virtual thread: " + e, e);
        }
    }

    /** {@code (name, body) -> Thread.ofVirtual().name(name).unstarted(body)}, when the JDK has it. */
    private static Optional<MethodHandle> virtualBuilder() {
        try {
            MethodHandles.Lookup lookup = MethodHandles.publicLookup();
            Class<?> builder = Class.forName("java.lang.Thread$Builder");
            Class<?> ofVirtual = Class.forName("java.lang.Thread$Builder$OfVirtual");
            MethodHandle create = lookup.findStatic(Thread.class, "ofVirtual", MethodType.methodType(ofVirtual));
            MethodHandle name = lookup.findVirtual(ofVirtual, "name", MethodType.methodType(ofVirtual, String.class));
            MethodHandle unstarted = lookup.findVirtual(builder, "unstarted",
                    MethodType.methodType(Thread.class, Runnable.class));
            MethodHandle named = MethodHandles.foldArguments(name, MethodHandles.dropArguments(create, 0, String.class));
            return Optional.of(MethodHandles.filterArguments(unstarted, 0,
                    named.asType(MethodType.methodType(builder, String.class))));
        } catch (ReflectiveOperationException notThere) {
            return Optional.empty();
        }
    }
}
