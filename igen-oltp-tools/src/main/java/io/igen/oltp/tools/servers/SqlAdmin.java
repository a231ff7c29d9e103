package io.igen.oltp.tools.servers;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/** Statements a fresh server needs before iGen can use it (its database, its user), over JDBC. */
final class SqlAdmin {

    private SqlAdmin() {
    }

    /** Runs the statements as the user (with the password; null for none). */
    static void execute(String url, String user, String password, String... statements) throws IOException {
        try (Connection connection = DriverManager.getConnection(url, user, password);
             Statement statement = connection.createStatement()) {
            for (String sql : statements) {
                statement.execute(sql);
            }
        } catch (SQLException e) {
            throw new IOException("cannot prepare the server at " + url.replaceAll("\\?.*", "") + ": " + e.getMessage(),
                    e);
        }
    }

    /** Whether the server answers at the URL now. */
    static boolean answers(String url, String user, String password) {
        try (Connection ignored = DriverManager.getConnection(url, user, password)) {
            return true;
        } catch (SQLException notYet) {
            return false;
        }
    }
}
