package io.igen.core.report;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reading a generated page in the report tests. */
final class PageText {

    private PageText() {
    }

    /** How many times the regular expression matches in the text. */
    static int count(String text, String regex) {
        Matcher matcher = Pattern.compile(regex).matcher(text);
        int count = 0;
        while (matcher.find()) {
            count++;
        }
        return count;
    }
}
