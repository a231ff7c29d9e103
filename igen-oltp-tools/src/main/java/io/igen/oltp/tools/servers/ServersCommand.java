package io.igen.oltp.tools.servers;

import io.igen.core.cli.WholeNumber;
import io.igen.core.workload.BadConfigurationException;
import io.igen.core.workload.ExitCode;
import io.igen.oltp.dialect.Database;
import io.igen.oltp.options.OltpDefaults;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Iterator;
import java.util.concurrent.Callable;

/**
 * {@code igen-oltp servers start|status|stop}: independent PostgreSQL or MariaDB/MySQL servers on this machine, one
 * per shard, from the installed binaries, for the headline experiment (many instances on one server) without shell
 * scripts. See {@link ServerFleet}.
 */
@Command(name = "servers", mixinStandardHelpOptions = true,
        description = {"Starts, lists and stops local database servers, one per shard, from the installed binaries.",
                "Each server has its own data directory and port, listens on 127.0.0.1 only, and holds the database "
                        + "igen of the user igen (no password: loopback only).",
                "'start' writes the shard map shard-map.json into DIR, for --shard-map; 'stop' stops only the servers "
                        + "started from DIR.",
                ""},
        subcommands = {ServersCommand.Start.class, ServersCommand.Status.class, ServersCommand.Stop.class},
        exitCodeList = {"0:done", "1:a server failed to start or stop", "2:bad input, nothing was changed"})
public final class ServersCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return ExitCode.BAD_INPUT;
    }

    /** The options every subcommand shares. */
    static class FleetOptions {
        @Option(names = "--dir", paramLabel = "DIR", defaultValue = "igen-servers",
                description = "Where the servers' data, sockets, logs and the shard map live. Default: "
                        + "${DEFAULT-VALUE}/.")
        Path directory;

        @Option(names = "--pg-bin", paramLabel = "DIR",
                description = "Where PostgreSQL's initdb and pg_ctl are. Default: IGEN_PG_BIN, else the newest "
                        + "/usr/lib/postgresql/<n>/bin, else the PATH.")
        Path pgBin;

        @Option(names = "--verbose", description = "Print stack traces of failures.")
        boolean verbose;
    }

    @Command(name = "start", mixinStandardHelpOptions = true,
            description = {"Creates (or starts again) N servers on ports P, P+1, ..., writes the shard map "
                    + "shard-map.json into DIR and waits until every server accepts connections.",
                    "The servers keep their products' defaults (durable commits) but for the cache (--memory-mb) and "
                            + "max_connections (300)."})
    static final class Start implements Callable<Integer> {
        /** Each server's cache when --memory-mb is not given. */
        static final int DEFAULT_MEMORY_MB = 128;

        @Spec
        private CommandSpec spec;

        @Option(names = "--db", paramLabel = "DB", converter = ServedDatabase.class,
                completionCandidates = ServedDatabases.class,
                description = "Which servers: ${COMPLETION-CANDIDATES}. Required: the run's default database is "
                        + "embedded, with no server to start.")
        private Database db;

        @Option(names = "--shards", paramLabel = "N", converter = WholeNumber.AtLeastOne.class,
                description = "How many servers, one per shard. Default: " + OltpDefaults.SHARDS
                        + ", as the run's.")
        private Integer shards;

        /** The old name of --shards, kept so that scripts keep working. */
        @Option(names = "--count", hidden = true, converter = WholeNumber.AtLeastOne.class)
        private Integer count;

        @Option(names = "--base-port", paramLabel = "P", converter = WholeNumber.AtLeastOne.class,
                description = "The first server's port. Default: 15432 for PostgreSQL, 13306 for MySQL.")
        private Integer basePort;

        @Option(names = "--memory-mb", paramLabel = "MB", converter = WholeNumber.AtLeastOne.class,
                description = "Each server's cache in MB: shared_buffers or innodb_buffer_pool_size. Default: "
                        + DEFAULT_MEMORY_MB + ".")
        private Integer memoryMb;

        /** The old name of --memory-mb, kept so that scripts keep working. */
        @Option(names = "--memory", hidden = true, converter = WholeNumber.AtLeastOne.class)
        private Integer memory;

        @picocli.CommandLine.Mixin
        private FleetOptions fleet;

        @Override
        public Integer call() throws Exception {
            if (db == null) {
                throw new BadConfigurationException("give --db: which servers to start, one of "
                        + Database.accepted(ServerEngine.served()));
            }
            new ServerFleet(fleet.directory).start(db, fleet.pgBin,
                    renamed("--shards", shards, "--count", count, OltpDefaults.SHARDS), basePort,
                    renamed("--memory-mb", memoryMb, "--memory", memory, DEFAULT_MEMORY_MB),
                    spec.commandLine().getOut());
            return ExitCode.OK;
        }

        /** An option's value, given under its name or its old one, else its default. */
        private static int renamed(String name, Integer value, String oldName, Integer oldValue, int defaultValue) {
            if (value != null && oldValue != null) {
                throw new BadConfigurationException("give " + name + " once (" + oldName + " is its old name)");
            }
            return value != null ? value : oldValue != null ? oldValue : defaultValue;
        }
    }

    /** {@code servers start --db}: a database that has servers to start. */
    static final class ServedDatabase implements ITypeConverter<Database> {
        @Override
        public Database convert(String value) {
            String served = "; give one of " + Database.accepted(ServerEngine.served());
            Database db;
            try {
                db = Database.named(value);
            } catch (IllegalArgumentException unknown) {
                throw new TypeConversionException("unknown database '" + value + "'" + served);
            }
            if (db.embedded()) {
                throw new TypeConversionException("'" + value + "' is embedded: it runs inside igen-oltp and has no "
                        + "server to start" + served);
            }
            return db;
        }
    }

    /** The databases {@code servers start} takes, described, for its help. */
    static final class ServedDatabases implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(ServerEngine.served()).map(Database::described).iterator();
        }
    }

    /** A subcommand that acts on the servers of one directory and prints what it did. */
    abstract static class OnFleet implements Callable<Integer> {
        @Spec
        private CommandSpec spec;

        @picocli.CommandLine.Mixin
        private FleetOptions fleet;

        @Override
        public Integer call() throws Exception {
            act(new ServerFleet(fleet.directory), fleet.pgBin, spec.commandLine().getOut());
            return ExitCode.OK;
        }

        abstract void act(ServerFleet servers, Path pgBin, PrintWriter out) throws IOException;
    }

    @Command(name = "status", mixinStandardHelpOptions = true,
            description = "One line per server started from DIR: shard, port, pid, up or down, data size.")
    static final class Status extends OnFleet {
        @Override
        void act(ServerFleet servers, Path pgBin, PrintWriter out) throws IOException {
            servers.status(pgBin).forEach(out::println);
        }
    }

    @Command(name = "stop", mixinStandardHelpOptions = true,
            description = "Stops the servers started from DIR (only those); their data stays for the next start.")
    static final class Stop extends OnFleet {
        @Override
        void act(ServerFleet servers, Path pgBin, PrintWriter out) throws IOException {
            servers.stop(pgBin, out);
        }
    }
}
