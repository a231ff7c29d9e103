/**
 * iGen's core: the author kit a benchmark module is written against, and the engine behind it.
 *
 * <p>The author kit is what is exported to every module: the workload contract ({@code workload}: a {@code Workload},
 * its level sessions, workers, reports and figures), the command base ({@code cli}: {@code BenchmarkCommand},
 * {@code ThreadLevelsCommand} and the shared options), the result read model and its builders ({@code result}), one
 * report kit for tables, numbers and charts ({@code report}), and the statistics results are made of ({@code stats}:
 * estimates and intervals on samples). The engine (the runner, the measurement, launches,
 * merging, live metrics, resources, the tail) is not exported; what a tool on top of the core still reads of it is
 * exported to that module by name, and nothing else. {@code ApiBoundaryTest} fails when a module of this repository
 * reaches past what is exported to it. Benchmark modules run on the class path, where a module's exports are not
 * enforced: the test is what holds the line.
 */
module igen.core {
    requires transitive info.picocli;
    requires transitive com.fasterxml.jackson.annotation;
    requires transitive com.fasterxml.jackson.core;
    requires transitive com.fasterxml.jackson.databind;
    requires transitive HdrHistogram;
    requires org.knowm.xchart;
    requires commons.math3;
    requires com.github.oshi;
    requires io.prometheus.metrics.core;
    requires io.prometheus.metrics.model;
    requires io.prometheus.metrics.exporter.httpserver;
    requires io.prometheus.metrics.expositionformats;
    requires java.net.http;
    requires java.desktop;
    requires java.management;
    requires jdk.management;
    requires jdk.jfr;
    requires jdk.unsupported;

    exports io.igen.core.workload;
    exports io.igen.core.cli;
    exports io.igen.core.result;
    exports io.igen.core.report;
    exports io.igen.core.stats;

    // the history store reads result files as compare does
    exports io.igen.core.compare to igen.history;

    opens io.igen.core.cli to info.picocli;
    opens io.igen.core.result to com.fasterxml.jackson.databind;
}
