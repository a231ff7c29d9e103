package io.igen.oltp.keys;

/**
 * How one load thread picks the customer of its next transaction, within its shard, and which customers its law
 * favours: the 1 % of the shard's customers it draws most often (at least one), whose share of the transactions a
 * level reports as {@code topCustomerShare}. For uniform draws that is a fixed 1 % of the range, so the share is
 * about 1 %.
 */
public interface CustomerDraw {

    /** The customer id of the next transaction. */
    long next();

    /** Whether the customer is among the 1 % the law favours. */
    boolean favoured(long customerId);

    /** The shard the customers belong to. */
    int shard();

    /** How many customers make up 1 % of {@code customers}, at least one. */
    static long onePercentOf(long customers) {
        return Math.max(1, customers / 100);
    }
}
