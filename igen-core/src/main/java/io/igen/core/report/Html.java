package io.igen.core.report;

import java.util.List;
import java.util.regex.Pattern;

/** Just enough HTML writing for self-contained reports: escaping, tables, inlined charts, one page style. */
public final class Html {

    static final String STYLE = """
            body { font-family: system-ui, sans-serif; margin: 2em; color: #222; max-width: 1400px; }
            h1 { font-size: 1.5em; } h2 { font-size: 1.15em; margin-top: 2em; }
            table { border-collapse: collapse; font-size: 0.9em; margin: 0.5em 0; }
            th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; text-align: right; }
            th { background: #f3f3f3; } td.text, th.text { text-align: left; }
            .problem { color: #b00; font-weight: bold; } .chart svg { max-width: 100%; height: auto; }
            .summary { font-size: 1.05em; }
            .timelines { display: grid; grid-template-columns: repeat(auto-fill, minmax(420px, 1fr)); gap: 0.5em 1em; }
            table.heatmap td { min-width: 4.5em; text-align: center; } table.heatmap small { font-size: 0.8em; }
            .legend span { display: inline-block; padding: 0.1em 0.5em; margin: 0.1em 0; font-size: 0.85em;
                           border: 1px solid #ccc; }
            details { margin: 0.8em 0; } summary { cursor: pointer; }
            """;

    private static final Pattern NUMBER = Pattern.compile("[-+]?[0-9][0-9.,]*(x| ?%| s| ms)?");

    private Html() {
    }

    public static String escape(Object value) {
        return String.valueOf(value).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("\"", "&quot;");
    }

    public static String page(String title, String body) {
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + escape(title)
                + "</title><style>" + STYLE + "</style></head><body>\n<h1>" + escape(title) + "</h1>\n" + body
                + "</body></html>\n";
    }

    /** A table whose first row is the header; cells are escaped; numbers align right, text left. */
    public static String table(List<List<String>> rows) {
        StringBuilder html = new StringBuilder("<table>\n");
        for (int r = 0; r < rows.size(); r++) {
            String cell = r == 0 ? "th" : "td";
            html.append("<tr>");
            List<String> row = rows.get(r);
            for (int c = 0; c < row.size(); c++) {
                boolean number = NUMBER.matcher(row.get(c)).matches();
                html.append('<').append(cell).append(number ? "" : " class=\"text\"").append('>')
                        .append(escape(row.get(c))).append("</").append(cell).append('>');
            }
            html.append("</tr>\n");
        }
        return html.append("</table>\n").toString();
    }

    public static String chart(String id, String svg) {
        return "<div class=\"chart\" id=\"" + escape(id) + "\">" + svg + "</div>\n";
    }
}
