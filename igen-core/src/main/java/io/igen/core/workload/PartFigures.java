package io.igen.core.workload;

/**
 * The figures of one part of the work inside a by-partition level figure ({@link FigureKind#byPartition}): part ->
 * these names -> values, beside any others the workload adds. The HTML report draws its per-part heat map from them
 * for any benchmark that declares such a figure; iGenOLTP's {@code perShard} is one.
 */
public final class PartFigures {

    /** The part's operations per second in the window; required for a cell of the heat map. */
    public static final String THROUGHPUT = "throughput";

    /** The part's failed operations in the window. */
    public static final String ERRORS = "errors";

    /** How long, in the window, the part could not be reached at all; absent for work that cannot be unavailable. */
    public static final String UNAVAILABLE_SECONDS = "unavailableSeconds";

    private PartFigures() {
    }
}
