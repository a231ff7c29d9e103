package io.igen.core.report;

import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.internal.chartpart.Chart;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/** An XChart chart as SVG text to inline in an HTML page. */
final class ChartSvg {

    private ChartSvg() {
    }

    static String of(Chart<?, ?> chart) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        VectorGraphicsEncoder.saveVectorGraphic(chart, out, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
        String svg = out.toString(StandardCharsets.UTF_8);
        // Inline SVG needs no XML prolog or DOCTYPE.
        int start = svg.indexOf("<svg");
        return start < 0 ? svg : svg.substring(start);
    }
}
