package io.igen.oltp;

import io.igen.core.cli.Converters;
import io.igen.oltp.dialect.Dialect;
import io.igen.oltp.dialect.Dialects;
import io.igen.oltp.state.MaintenanceMode;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** picocli converters for iGenOLTP's options; each failure says what is accepted. */
final class OltpConverters {

    private OltpConverters() {
    }

    /** A whole number of 1 or more (shards, threads per shard). */
    static final class PositiveInt implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            long number = PositiveLong.parse(value);
            if (number > Integer.MAX_VALUE) {
                throw new TypeConversionException("'" + value + "' is too large; give a whole number up to " + Integer.MAX_VALUE);
            }
            return (int) number;
        }
    }

    /** A whole number of 0 or more (0 meaning "no limit"). */
    static final class NonNegativeInt implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            if ("0".equals(value.trim())) {
                return 0;
            }
            try {
                return new PositiveInt().convert(value);
            } catch (TypeConversionException e) {
                throw new TypeConversionException("'" + value + "' is not a whole number of 0 or more (0: no limit)");
            }
        }
    }

    /** A whole number of 1 or more (customers per shard). */
    static final class PositiveLong implements ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            return parse(value);
        }

        static long parse(String value) {
            long number;
            try {
                number = Long.parseLong(value.trim().replace("_", ""));
            } catch (NumberFormatException e) {
                throw new TypeConversionException("'" + value + "' is not a whole number; give 1 or more");
            }
            if (number < 1) {
                throw new TypeConversionException("'" + value + "' is below 1; give a whole number of 1 or more");
            }
            return number;
        }
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
