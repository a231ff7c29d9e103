package io.igen.oltp.it;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;

/** Waits until a database server accepts a login: after a container (re)starts, before a test uses it. */
public final class ServerReadiness {

    private ServerReadiness() {
    }

    /** Returns once {@code user} can log in at {@code jdbcUrl}; fails with the last refusal after {@code timeout}. */
    public static void awaitLogin(String jdbcUrl, String user, String password, Duration timeout)
            throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        SQLException last = null;
        while (System.nanoTime() < deadline) {
            try (Connection ignored = DriverManager.getConnection(jdbcUrl, user, password)) {
                return;
            } catch (SQLException notYet) {
                last = notYet;
                Thread.sleep(200);
            }
        }
        throw new AssertionError("no login at " + jdbcUrl + " within " + timeout.toSeconds() + " s: "
                + (last == null ? "" : last.getMessage()));
    }
}
