package io.igen.oltp.txn;

import io.igen.oltp.dialect.Dialect;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.List;

/**
 * The order-entry transaction (docs/oltp.md, "What one transaction is"): 4 SELECTs, 1 INSERT, 1 DELETE, COMMIT, on one
 * connection with auto-commit off and statements prepared once. Every row is read to the end and every
 * value feeds {@link #checksum()}, so no driver can skip the reading. A failure rolls back and is rethrown.
 *
 * <p>Timestamps travel as {@link LocalDateTime} and decimals are folded by {@link BigDecimal#hashCode()}: the
 * driver still decodes every value, but {@code java.sql.Timestamp} would add a {@code GregorianCalendar} per
 * value and {@code unscaledValue()} a {@code BigInteger}, client work that pgbench does not do and that showed
 * in the driver-overhead comparison (benchmarks/postgresql).
 *
 * <p>Not thread-safe: one per worker thread, like its connection.
 */
public final class OrderEntryTransaction implements AutoCloseable {

    /** SQL statements per committed transaction, COMMIT not counted. */
    public static final int STATEMENTS = 6;
    /**
     * The steps {@link #stampsNanos()} bound, in order: the six statements, each from setting its parameters to the
     * end of reading its rows, then the COMMIT. The names are a contract (docs/results.md, {@code statements}).
     */
    public static final List<String> STEPS = List.of("selectCustomer", "selectOrders", "selectItem",
            "selectRecentOrders", "insertOrder", "deleteOrder", "commit");
    /** Step 4 reads the customer's this many most recent orders. */
    static final int RECENT_ORDERS = 5;

    static final String SELECT_CUSTOMER = "SELECT c_name, c_email, c_country, c_balance FROM customer WHERE c_id = ?";
    static final String SELECT_ORDERS =
            "SELECT o_id, o_i_id, o_qty, o_amount, o_status, o_date FROM orders WHERE o_c_id = ? ORDER BY o_id";
    static final String SELECT_ITEM = "SELECT i_name, i_price, i_stock FROM item WHERE i_id = ?";
    /** Completed by the dialect's row limit. */
    static final String SELECT_RECENT = "SELECT o.o_id, o.o_date, i.i_name FROM orders o JOIN item i ON i.i_id = o.o_i_id "
            + "WHERE o.o_c_id = ? ORDER BY o.o_id DESC ";
    static final String INSERT_ORDER =
            "INSERT INTO orders (o_c_id, o_i_id, o_qty, o_amount, o_status, o_date) VALUES (?, ?, ?, ?, 'N', ?)";
    static final String DELETE_ORDER = "DELETE FROM orders WHERE o_id = ?";

    /** SQLState class 02, "no data": the customer or item the transaction needs is missing. */
    static final String NO_DATA = "02000";
    /** No order id: the customer had no orders to delete. */
    private static final long NONE = Long.MIN_VALUE;

    private final Connection connection;
    private final PreparedStatement selectCustomer;
    private final PreparedStatement selectOrders;
    private final PreparedStatement selectItem;
    private final PreparedStatement selectRecent;
    private final PreparedStatement insertOrder;
    private final PreparedStatement deleteOrder;
    private long checksum;
    /** The clock before the first step and after each step of the last transaction; see {@link #stampsNanos()}. */
    private final long[] stampsNanos = new long[STEPS.size() + 1];

    /** Prepares the six statements on the connection, which must have auto-commit off. */
    public OrderEntryTransaction(Connection connection, Dialect dialect) throws SQLException {
        if (connection.getAutoCommit()) {
            throw new IllegalArgumentException("the transaction needs a connection with auto-commit off");
        }
        this.connection = connection;
        this.selectCustomer = connection.prepareStatement(SELECT_CUSTOMER);
        this.selectOrders = connection.prepareStatement(SELECT_ORDERS);
        this.selectItem = connection.prepareStatement(SELECT_ITEM);
        this.selectRecent = connection.prepareStatement(SELECT_RECENT + dialect.rowLimit(RECENT_ORDERS));
        this.insertOrder = connection.prepareStatement(INSERT_ORDER);
        this.deleteOrder = connection.prepareStatement(DELETE_ORDER);
    }

    /**
     * Runs the transaction for customer {@code customerId} ordering {@code quantity} of item {@code itemId}.
     *
     * @return what it committed: one order in, and the customer's oldest order out, unless a concurrent
     *         transaction deleted that one first (then 0 rows deleted)
     * @throws SQLException after rolling back, when any step failed
     */
    public Outcome execute(long customerId, int itemId, int quantity, LocalDateTime now) throws SQLException {
        long[] stamps = stampsNanos;
        try {
            stamps[0] = System.nanoTime();
            readCustomer(customerId);
            stamps[1] = System.nanoTime();
            long oldestOrder = readOrders(customerId);
            stamps[2] = System.nanoTime();
            BigDecimal price = readItem(itemId);
            stamps[3] = System.nanoTime();
            readRecentOrders(customerId);
            stamps[4] = System.nanoTime();
            insertOrder.setLong(1, customerId);
            insertOrder.setInt(2, itemId);
            insertOrder.setInt(3, quantity);
            insertOrder.setBigDecimal(4, price.multiply(BigDecimal.valueOf(quantity)));
            insertOrder.setObject(5, now);
            int inserted = insertOrder.executeUpdate();
            stamps[5] = System.nanoTime();
            int deleted = 0;
            if (oldestOrder != NONE) {
                deleteOrder.setLong(1, oldestOrder);
                deleted = deleteOrder.executeUpdate();
            }
            stamps[6] = System.nanoTime();
            connection.commit();
            stamps[7] = System.nanoTime();
            return new Outcome(inserted, deleted);
        } catch (SQLException | RuntimeException e) {
            rollBack(e);
            throw e;
        }
    }

    private void readCustomer(long customerId) throws SQLException {
        selectCustomer.setLong(1, customerId);
        try (ResultSet rows = selectCustomer.executeQuery()) {
            if (!rows.next()) {
                throw new SQLException("customer " + customerId + " not found", NO_DATA);
            }
            do {
                use(rows.getString(1).length() + rows.getString(2).length() + rows.getString(3).hashCode());
                use(rows.getBigDecimal(4).hashCode());
            } while (rows.next());
        }
    }

    /** Reads all the customer's orders; returns the oldest order id, or {@link #NONE}. */
    private long readOrders(long customerId) throws SQLException {
        selectOrders.setLong(1, customerId);
        long oldest = NONE;
        try (ResultSet rows = selectOrders.executeQuery()) {
            while (rows.next()) {
                long orderId = rows.getLong(1);
                if (oldest == NONE) {
                    oldest = orderId;
                }
                use(orderId + rows.getInt(2) * 31L + rows.getInt(3));
                use(rows.getBigDecimal(4).hashCode() + rows.getString(5).charAt(0));
                use(rows.getObject(6, LocalDateTime.class).hashCode());
            }
        }
        return oldest;
    }

    private BigDecimal readItem(int itemId) throws SQLException {
        selectItem.setInt(1, itemId);
        BigDecimal price = null;
        try (ResultSet rows = selectItem.executeQuery()) {
            while (rows.next()) {
                use(rows.getString(1).length());
                price = rows.getBigDecimal(2);
                use(rows.getInt(3));
            }
        }
        if (price == null) {
            throw new SQLException("item " + itemId + " not found", NO_DATA);
        }
        use(price.hashCode());
        return price;
    }

    private void readRecentOrders(long customerId) throws SQLException {
        selectRecent.setLong(1, customerId);
        try (ResultSet rows = selectRecent.executeQuery()) {
            while (rows.next()) {
                use(rows.getLong(1) + rows.getObject(2, LocalDateTime.class).hashCode() + rows.getString(3).length());
            }
        }
    }

    private void rollBack(Exception failure) {
        try {
            connection.rollback();
        } catch (SQLException rollbackFailure) {
            failure.addSuppressed(rollbackFailure);
        }
    }

    private void use(long value) {
        checksum = checksum * 31 + value;
    }

    /**
     * The monotonic clock ({@link System#nanoTime()}) before the first step of the last committed transaction and after
     * each of its {@link #STEPS}: step i took {@code stamps[i + 1] - stamps[i]}. Eight clock reads a transaction, about
     * 0.2 µs on this project's machines (RecordingBench {@code steps}), against 20 µs and more for the transaction.
     * Valid after {@link #execute} returned, until the next call; the array is reused.
     */
    public long[] stampsNanos() {
        return stampsNanos;
    }

    /** All values read so far, folded together: proof that they were read. */
    public long checksum() {
        return checksum;
    }

    /** Closes the statements; the connection stays open (it belongs to the caller). */
    @Override
    public void close() throws SQLException {
        try (selectCustomer; selectOrders; selectItem; selectRecent; insertOrder; deleteOrder) {
            // closed by try-with-resources, in reverse order
        }
    }

    /** What one committed transaction changed: rows inserted (1) and deleted (1, or 0 after a race). */
    public record Outcome(int inserted, int deleted) {
    }
}
