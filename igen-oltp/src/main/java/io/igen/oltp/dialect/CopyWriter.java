package io.igen.oltp.dialect;

import org.postgresql.copy.CopyIn;
import org.postgresql.copy.CopyManager;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDateTime;

/**
 * Loads rows through PostgreSQL's {@code COPY table (columns) FROM STDIN} in text format: rows are
 * rendered into a buffer and sent in {@value #FLUSH_BYTES}-byte chunks; {@link #close()} ends the copy
 * and commits. One COPY per table.
 */
public final class CopyWriter implements RowWriter {

    static final int FLUSH_BYTES = 1 << 18;

    private final Connection connection;
    private final CopyIn copy;
    private final StringBuilder buffer = new StringBuilder(FLUSH_BYTES + 1024);
    private long rows;

    CopyWriter(CopyManager copyManager, Connection connection, TableShape table) throws SQLException {
        this.connection = connection;
        this.copy = copyManager.copyIn("COPY " + table.name() + " (" + String.join(", ", table.columns())
                + ") FROM STDIN");
    }

    @Override
    public void write(Object... values) throws SQLException {
        for (int i = 0; i < values.length; i++) {
            if (i > 0) {
                buffer.append('\t');
            }
            appendValue(buffer, values[i]);
        }
        buffer.append('\n');
        rows++;
        if (buffer.length() >= FLUSH_BYTES) {
            flush();
        }
    }

    /** One value in COPY's text format: numbers plain, timestamps ISO, text with \, tab and newlines escaped. */
    static void appendValue(StringBuilder out, Object value) {
        if (value == null) {
            out.append("\\N");
        } else if (value instanceof BigDecimal decimal) {
            out.append(decimal.toPlainString());
        } else if (value instanceof LocalDateTime time) {
            out.append(time.toLocalDate()).append(' ').append(time.toLocalTime());
        } else if (value instanceof Number || value instanceof Boolean) {
            out.append(value);
        } else {
            String text = value.toString();
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                switch (c) {
                    case '\\' -> out.append("\\\\");
                    case '\t' -> out.append("\\t");
                    case '\n' -> out.append("\\n");
                    case '\r' -> out.append("\\r");
                    default -> out.append(c);
                }
            }
        }
    }

    private void flush() throws SQLException {
        byte[] bytes = buffer.toString().getBytes(StandardCharsets.UTF_8);
        copy.writeToCopy(bytes, 0, bytes.length);
        buffer.setLength(0);
    }

    @Override
    public long rows() {
        return rows;
    }

    @Override
    public void close() throws SQLException {
        try {
            if (buffer.length() > 0) {
                flush();
            }
            copy.endCopy();
        } finally {
            if (copy.isActive()) {
                copy.cancelCopy();
            }
        }
        connection.commit();
    }
}
