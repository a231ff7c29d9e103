package io.igen.core.workload;

/**
 * How a workload's failed operations are counted and shown: the kind each is counted under, and the text a level
 * keeps as the sample of a kind ({@code errorSamples}: the first failure of each kind in the window). By default the
 * exception's simple class name, and that with the first line of its message; override when a failure's class says
 * too little (iGenOLTP counts SQL failures by SQLState class) or its message may carry secrets.
 */
public interface FailureNaming {

    /** The exception's class name, and its first line. */
    FailureNaming BY_CLASS = new FailureNaming() {
    };

    /** The kind a failure is counted under. Called on the load thread, for every failure. */
    default String kind(Exception failure) {
        return failure.getClass().getSimpleName();
    }

    /** The sample text of a failure's kind. Called on the load thread, once per kind and thread at most. */
    default String message(Exception failure) {
        String message = String.valueOf(failure.getMessage());
        int lineEnd = message.indexOf('\n');
        return failure.getClass().getSimpleName() + ": " + (lineEnd < 0 ? message : message.substring(0, lineEnd));
    }
}
