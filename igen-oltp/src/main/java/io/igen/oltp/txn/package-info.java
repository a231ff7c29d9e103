/**
 * The order-entry transaction: 4 SELECTs, 1 INSERT, 1 DELETE, COMMIT on one connection, statements prepared once,
 * every value read and folded into a checksum (docs/oltp.md, "What one transaction is"). Depends on {@code dialect}.
 */
package io.igen.oltp.txn;
