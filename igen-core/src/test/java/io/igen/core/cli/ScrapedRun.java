package io.igen.core.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A command run on a thread of its own with {@code --metrics-port}, whose live metrics a test scrapes over real HTTP
 * while it runs: the URL comes from the line the command prints on its error output. Shared with the benchmark
 * modules' tests.
 */
public final class ScrapedRun {

    private static final Pattern URL_LINE = Pattern.compile("metrics: (http://\\S+)\\R");
    private static final Duration PATIENCE = Duration.ofSeconds(120);

    private final StringWriter out = new StringWriter();
    private final UrlWatch err = new UrlWatch();
    private final CompletableFuture<Integer> exitCode = new CompletableFuture<>();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private ScrapedRun() {
    }

    /** Starts the command with the arguments on a new thread; the arguments should ask for {@code --metrics-port}. */
    public static ScrapedRun start(Object command, String... args) {
        ScrapedRun run = new ScrapedRun();
        Thread thread = new Thread(() -> {
            try {
                run.exitCode.complete(Cli.commandLine(command).setOut(new PrintWriter(run.out, true))
                        .setErr(new PrintWriter(run.err, true)).execute(args));
            } catch (Throwable t) {
                run.exitCode.completeExceptionally(t);
            } finally {
                run.err.url.completeExceptionally(new IllegalStateException("the command printed no metrics URL"));
            }
        }, "scraped-run");
        thread.setDaemon(true);
        thread.start();
        return run;
    }

    /** Where the command serves its metrics, once it has printed it. */
    public URI url() throws InterruptedException, ExecutionException, TimeoutException {
        return err.url.get(PATIENCE.toSeconds(), TimeUnit.SECONDS);
    }

    /** One scrape of the metrics, in the Prometheus text format. */
    public Scrape scrape() throws IOException, InterruptedException, ExecutionException, TimeoutException {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(url()).timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException("scrape of " + url() + " answered " + response.statusCode());
        }
        return Scrape.of(response.body());
    }

    /**
     * Scrapes until a scrape meets the condition, a tenth of a second apart, and returns that scrape; fails when the
     * run ends or two minutes pass first.
     */
    public Scrape scrapeUntil(Predicate<Scrape> condition) throws Exception {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (true) {
            if (exitCode.isDone()) {
                throw endedFirst();
            }
            Scrape scrape;
            try {
                scrape = scrape();
            } catch (IOException refused) {
                // The server closes a moment before the command returns: a refused scrape may be the run's end.
                try {
                    exitCode.get(10, TimeUnit.SECONDS);
                } catch (TimeoutException stillRunning) {
                    throw refused;
                }
                throw endedFirst();
            }
            if (condition.test(scrape)) {
                return scrape;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("no scrape met the condition within " + PATIENCE + "; the last:\n"
                        + scrape.text());
            }
            Thread.sleep(100);
        }
    }

    private AssertionError endedFirst() {
        return new AssertionError("the run ended before a scrape met the condition; its output: " + err);
    }

    /** Waits for the command to end: what it printed and its exit code. */
    public CliRun finish() throws InterruptedException, ExecutionException, TimeoutException {
        int code = exitCode.get(PATIENCE.toSeconds(), TimeUnit.SECONDS);
        return new CliRun(code, out.toString(), err.toString());
    }

    /** A scrape's text and its samples, each by its series ({@code name{labels}}) as the text writes it. */
    public record Scrape(String text, Map<String, Double> samples) {

        static Scrape of(String text) {
            Map<String, Double> samples = new LinkedHashMap<>();
            text.lines().filter(line -> !line.isBlank() && !line.startsWith("#")).forEach(line -> {
                int space = line.lastIndexOf(' ');
                samples.put(line.substring(0, space), Double.parseDouble(line.substring(space + 1)));
            });
            return new Scrape(text, Map.copyOf(samples));
        }

        /** The value of a series, or -1 when the scrape does not hold it. */
        public double value(String series) {
            return samples.getOrDefault(series, -1.0);
        }
    }

    /** The command's error output, kept whole; completes {@link #url} at the line that names the metrics URL. */
    private static final class UrlWatch extends Writer {

        private final StringBuffer text = new StringBuffer();
        private final CompletableFuture<URI> url = new CompletableFuture<>();

        @Override
        public void write(char[] buffer, int offset, int length) {
            text.append(buffer, offset, length);
            if (!url.isDone()) {
                Matcher matcher = URL_LINE.matcher(text);
                if (matcher.find()) {
                    url.complete(URI.create(matcher.group(1)));
                }
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }

        @Override
        public String toString() {
            return text.toString();
        }
    }
}
