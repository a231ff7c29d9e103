package io.igen.oltp.options;

import io.igen.core.cli.Converters;
import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.dialect.Dialects;
import io.igen.oltp.dialect.Isolation;
import io.igen.oltp.keys.KeyDistribution;
import io.igen.oltp.state.MaintenanceMode;

import java.util.Arrays;
import java.util.function.Function;
import java.util.stream.Collectors;

/** picocli converters for iGenOLTP's options; each failure says what is accepted. */
public final class OltpConverters {

    private OltpConverters() {
    }

    /** {@code --db}: a supported database name. */
    static final class DialectName extends Converters.Parsing<Dialect> {
        DialectName() {
            super(Dialects::named);
        }
    }

    /** {@code --maintenance}: window, run or off. */
    static final class Maintenance extends Converters.Parsing<MaintenanceMode> {
        Maintenance() {
            super(MaintenanceMode::of);
        }
    }

    /** {@code --key-distribution}: uniform, zipfian or hotspot. */
    static final class KeyLaw extends Converters.Parsing<KeyDistribution.Kind> {
        KeyLaw() {
            super(text -> named(KeyDistribution.Kind.values(), KeyDistribution.Kind::label, text));
        }
    }

    /** {@code --isolation}: read-committed, repeatable-read or serializable. */
    static final class IsolationLevel extends Converters.Parsing<Isolation> {
        IsolationLevel() {
            super(text -> named(Isolation.values(), Isolation::label, text));
        }
    }

    /** The value whose label is {@code text}, ignoring case; else an error that lists the labels. */
    private static <T> T named(T[] values, Function<T, String> label, String text) {
        for (T value : values) {
            if (label.apply(value).equalsIgnoreCase(text.trim())) {
                return value;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not one of " + Arrays.stream(values)
                .map(label).collect(Collectors.joining(", ")));
    }
}
