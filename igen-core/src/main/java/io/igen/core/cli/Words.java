package io.igen.core.cli;

import java.util.ArrayList;
import java.util.List;

/** Splits an option's value into words as a shell would for simple cases: blanks separate, quotes group. */
final class Words {

    private Words() {
    }

    /**
     * {@code "--threads 1,2 --url 'jdbc:h2:mem:a b'"} -> {@code [--threads, 1,2, --url, jdbc:h2:mem:a b]}; null or
     * blank -> no words.
     *
     * @throws IllegalArgumentException on an unclosed quote
     */
    static List<String> split(String text) {
        List<String> words = new ArrayList<>();
        if (text == null) {
            return words;
        }
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (char c : text.toCharArray()) {
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (quote != 0) {
            throw new io.igen.core.workload.BadConfigurationException("unclosed " + quote + " in '" + text + "'");
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }
}
