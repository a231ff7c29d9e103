package io.igen.oltp.dialect;

/**
 * A server setting that changes what a transaction costs (durability, cache size), read from each shard when it
 * opens so the result records the server as well as its version.
 *
 * @param name  the name the result records it under ({@code synchronous_commit})
 * @param query a query that answers with one row of one column: the setting's value
 */
public record KeySetting(String name, String query) {
}
