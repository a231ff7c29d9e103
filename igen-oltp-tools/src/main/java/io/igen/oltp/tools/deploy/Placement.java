package io.igen.oltp.tools.deploy;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

import java.util.List;

/**
 * Where the stack's services go: the shards on nodes with one label, the drivers on nodes with another (the same node
 * may carry both).
 */
record Placement(Label shards, Label drivers) {

    /** A node label, {@code key=value}, and the option that gave it. */
    record Label(String option, String key, String value) {

        /** The placement constraint of a service placed on nodes with this label. */
        String constraint() {
            return "node.labels." + key + " == " + value;
        }

        Label as(String option) {
            return new Label(option, key, value);
        }

        @Override
        public String toString() {
            return key + "=" + value;
        }
    }

    List<Label> labels() {
        return List.of(shards, drivers);
    }

    /** KEY=VALUE, as {@code docker node update --label-add} takes it. */
    static final class LabelConverter implements ITypeConverter<Label> {
        @Override
        public Label convert(String text) {
            int equals = text.indexOf('=');
            String key = equals < 0 ? "" : text.substring(0, equals);
            String value = equals < 0 ? "" : text.substring(equals + 1);
            if (!key.matches("[A-Za-z0-9][A-Za-z0-9._-]*") || !value.matches("[A-Za-z0-9._-]+")) {
                throw new TypeConversionException("'" + text + "' is not a node label; give KEY=VALUE, e.g. "
                        + "igen.db=true (letters, digits, '.', '_', '-')");
            }
            return new Label("", key, value);
        }
    }
}
