package io.igen.oltp.shard;

import java.util.regex.Pattern;

/**
 * A JDBC URL fit to print and to write into result files: {@code user:password@} before the host is
 * dropped, and so are {@code user}, {@code password} (and similar) properties, in both the
 * {@code ?a=b&c=d} and the {@code ;a=b} styles. Everything else is kept, so a reader can still tell the
 * shards apart.
 */
public final class RedactedUrl {

    /** {@code //user:pass@host} or {@code //user@host}: the user information before a host. */
    private static final Pattern USER_INFO = Pattern.compile("//[^/@?;]*@");
    /** {@code password=...}, {@code user=...} and the like, up to the next separator. */
    private static final Pattern SECRET_PROPERTY = Pattern.compile(
            "(?i)([?&;])(?:password|passwd|pwd|user|username|sslpassword|sslkey)=[^&;]*");

    private RedactedUrl() {
    }

    /** The URL without credentials. */
    public static String of(String url) {
        if (url == null) {
            return null;
        }
        String withoutUserInfo = USER_INFO.matcher(url).replaceAll("//");
        String redacted = SECRET_PROPERTY.matcher(withoutUserInfo).replaceAll("$1");
        // tidy what the removal left: "?&a=b" -> "?a=b", "a=b&&c" -> "a=b&c", a trailing "?" or "&" or ";;"
        return redacted.replaceAll("\\?&+", "?").replaceAll("&{2,}", "&").replaceAll(";{2,}", ";")
                .replaceAll("[?&]+$", "");
    }
}
