package io.igen.history.cli;

import io.igen.history.store.Figure;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** {@code --figure}: throughput or meanMs, with a message that says which. */
final class FigureConverter implements ITypeConverter<Figure> {

    @Override
    public Figure convert(String value) {
        try {
            return Figure.parse(value);
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException(e.getMessage());
        }
    }
}
