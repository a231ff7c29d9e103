package io.igen.oltp.shard;

/**
 * The user and password every shard is opened with. Never printed: {@link #toString()} hides the
 * password, and the pools take them apart from the URL, so URLs stay free of secrets.
 *
 * @param user     null to leave it to the URL or the driver's default
 * @param password null for none
 */
public record Credentials(String user, String password) {

    /** No user or password given: the URL or the driver decides (H2, trust authentication). */
    public static final Credentials NONE = new Credentials(null, null);

    @Override
    public String toString() {
        return "Credentials[user=" + user + ", password=" + (password == null ? "none" : "***") + "]";
    }
}
