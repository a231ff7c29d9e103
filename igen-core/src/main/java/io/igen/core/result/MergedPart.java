package io.igen.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One part of a merged result: the file it came from, where and on what it ran, and whether it ended cleanly.
 *
 * @param file        the part's result file, as given to {@code merge}
 * @param host        the driver's host
 * @param driver      which driver and slice it was; absent for a part that was not one of several drivers
 * @param startedAt   when the part's process started
 * @param environment the part's machine and JVM in one line ({@link Environment#summary()})
 * @param problems    how many problems the part reported (a failed integrity check, errors over the limit ...); they
 *                    are listed among the merged result's problems, prefixed with the file
 */
public record MergedPart(String file, String host, @JsonInclude(JsonInclude.Include.NON_NULL) DriverPart driver, String startedAt, String environment,
                         int problems) {
}
