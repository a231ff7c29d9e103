package io.igen.oltp.options;

import io.igen.core.cli.Converters;
import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.dialect.Dialects;
import io.igen.oltp.state.MaintenanceMode;

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
}
