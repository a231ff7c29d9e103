/**
 * The after-run check: every shard must hold the orders it held before, plus the committed inserts, minus the
 * committed deletes ({@link io.igen.oltp.integrity.OrderLedger} counts them, warm-up included). Depends on
 * {@code shard}.
 */
package io.igen.oltp.integrity;
