package io.igen.ram;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** {@code --mb-per-thread}: a whole number of MB, 1 or more; each failure says what is accepted. */
public final class MegabytesConverter implements ITypeConverter<BlockSize> {

    @Override
    public BlockSize convert(String value) {
        long megabytes;
        try {
            megabytes = Long.parseLong(value.trim());
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + value + "' is not a whole number of MB; give the block size per "
                    + "thread in MB, 1 or more, like 512");
        }
        if (megabytes < 1) {
            throw new TypeConversionException("'" + value + "' is " + (megabytes == 0 ? "zero" : "negative")
                    + "; give the block size per thread in MB, 1 or more, like 512");
        }
        if (megabytes > Integer.MAX_VALUE) {
            throw new TypeConversionException("'" + value + "' MB is more than any heap can hold; give the block "
                    + "size per thread in MB, like 512");
        }
        return new BlockSize((int) megabytes);
    }
}
