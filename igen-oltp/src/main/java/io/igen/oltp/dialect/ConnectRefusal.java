package io.igen.oltp.dialect;

/**
 * Why a database refused a connection, as far as its dialect can tell from the driver's failure: what the user
 * should check next.
 */
public enum ConnectRefusal {

    /** The user or password was refused. */
    CREDENTIALS,

    /** The server is there, the database named in the URL is not. */
    UNKNOWN_DATABASE,

    /** Anything else: a wrong URL, a server that is down or unreachable. */
    OTHER
}
