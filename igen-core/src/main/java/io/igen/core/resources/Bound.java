package io.igen.core.resources;

/**
 * What bounded a level, and the figures that say so.
 *
 * @param by       the judgment
 * @param evidence the figures the judgment rests on, in words
 */
public record Bound(BoundBy by, String evidence) {
}
