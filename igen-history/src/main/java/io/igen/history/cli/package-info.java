/** The {@code history} command and its subcommands (list, show, changes, import, export), in every benchmark jar. */
package io.igen.history.cli;
