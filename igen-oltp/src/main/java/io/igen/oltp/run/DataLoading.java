package io.igen.oltp.run;

/** What a run does with the shards' data before its first level: the difference between igen-oltp and its run. */
public enum DataLoading {
    /** Re-use a shard whose metadata matches this data set, load one that has none: the all-in-one igen-oltp. */
    IF_MISSING,
    /** Load every shard afresh, whatever it holds ({@code --reload}). */
    AFRESH,
    /** Load nothing, and refuse shards that do not hold this data set ({@code igen-oltp run}). */
    NEVER
}
