package io.igen.oltp.tools.it;

import io.igen.core.cli.CliRun;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * What the outage experiment watches on a PostgreSQL server of its own: the newest order (a run's first transaction
 * shows as a new order id), the moment the server accepts a login again, and moments of the fault's schedule.
 */
record OutageProbe(LocalServerInstance server, String database, String password) {

    long maxOrderId() throws SQLException {
        try (Connection connection = DriverManager.getConnection(server.url(database), LocalServerInstance.USER,
                password); Statement statement = connection.createStatement();
             ResultSet max = statement.executeQuery("SELECT max(o_id) FROM orders")) {
            max.next();
            return max.getLong(1);
        }
    }

    /** When the first order above {@code loadedMax} showed on the server: the run's first transaction. */
    long awaitNewOrder(long loadedMax, CompletableFuture<CliRun> run) throws SQLException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline && !run.isDone()) {
            if (maxOrderId() > loadedMax) {
                return System.nanoTime();
            }
            Thread.sleep(10);
        }
        throw new AssertionError("the run committed no transaction" + (run.isDone() ? ": " + run.join().err() : ""));
    }

    /** When the server first accepted a login, tried every 10 ms. */
    long awaitLogin() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            try (Connection ignored = DriverManager.getConnection(server.url(database), LocalServerInstance.USER,
                    password)) {
                return System.nanoTime();
            } catch (SQLException notYet) {
                Thread.sleep(10);
            }
        }
        throw new AssertionError("the server accepted no login within 60 s of its restart");
    }

    /** Waits for a moment of the fault's schedule (not for something to settle). */
    static void sleepUntil(long nanoTime) throws InterruptedException {
        long remaining;
        while ((remaining = nanoTime - System.nanoTime()) > 0) {
            TimeUnit.NANOSECONDS.sleep(remaining);
        }
    }
}
