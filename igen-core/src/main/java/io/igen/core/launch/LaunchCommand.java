package io.igen.core.launch;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How to start one launch of a benchmark in a fresh JVM: an optional launcher in front ({@code taskset -c 0}, a
 * script that enters a cgroup), the {@code java} binary, JVM options, then either this JVM's class path and the
 * command's main class or another jar ({@code -jar}), and the benchmark's arguments.
 *
 * @param launcher   words put in front of the java binary; empty for none
 * @param java       the java binary
 * @param jvmOptions the JVM's options
 * @param entryPoint what the JVM runs
 * @param arguments  the benchmark's arguments, without {@code --repeat} and {@code --out}
 * @param collector  the collector option the benchmark is measured with when the JVM options choose none
 *                   ({@link LaunchSettings}); empty for the JVM's own choice
 */
public record LaunchCommand(List<String> launcher, String java, List<String> jvmOptions, EntryPoint entryPoint,
                            List<String> arguments, Optional<String> collector) {

    public LaunchCommand {
        launcher = List.copyOf(launcher);
        jvmOptions = List.copyOf(jvmOptions);
        arguments = List.copyOf(arguments);
    }

    /** A launch whose collector is the JVM's own choice or its options'. */
    public LaunchCommand(List<String> launcher, String java, List<String> jvmOptions, EntryPoint entryPoint,
                         List<String> arguments) {
        this(launcher, java, jvmOptions, entryPoint, arguments, Optional.empty());
    }

    /** This JVM again: its binary, its options and class path, the given command class and arguments. */
    public static LaunchCommand ofThisJvm(Class<?> mainClass, List<String> arguments) {
        String java = ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        return new LaunchCommand(List.of(), java, ManagementFactory.getRuntimeMXBean().getInputArguments(),
                EntryPoint.mainClass(System.getProperty("java.class.path"), mainClass.getName()),
                withoutRepeatAndOut(arguments));
    }

    /**
     * This JVM again with the command's arguments as given: a run from the command line measured in a launch of its
     * own ({@link SelfLaunch}), its result files where the run would have written them.
     */
    public static LaunchCommand asGiven(Class<?> mainClass, List<String> arguments) {
        LaunchCommand again = ofThisJvm(mainClass, List.of());
        return new LaunchCommand(List.of(), again.java, again.jvmOptions, again.entryPoint, arguments);
    }

    /** This command with words in front of the java binary. */
    public LaunchCommand withLauncher(List<String> words) {
        return new LaunchCommand(words, java, jvmOptions, entryPoint, arguments, collector);
    }

    /**
     * This command measuring its benchmark with the given collector when its JVM options choose none: a benchmark's
     * own choice, as JMH's {@code @Fork(jvmArgs)} carries one ({@code -XX:+UseZGC}).
     */
    public LaunchCommand withDefaultCollector(String option) {
        return new LaunchCommand(launcher, java, jvmOptions, entryPoint, arguments, Optional.of(option));
    }

    /** This command with another java binary. */
    public LaunchCommand withJava(String binary) {
        return new LaunchCommand(launcher, binary, jvmOptions, entryPoint, arguments, collector);
    }

    /** This command with more JVM options after its own (a later option wins in the JVM). */
    public LaunchCommand withMoreJvmOptions(List<String> options) {
        List<String> all = new ArrayList<>(jvmOptions);
        all.addAll(options);
        return new LaunchCommand(launcher, java, all, entryPoint, arguments, collector);
    }

    /** This command running another jar. */
    public LaunchCommand withJar(Path otherJar) {
        EntryPoint jar = new EntryPoint(otherJar, entryPoint.classPath(), entryPoint.mainClass());
        return new LaunchCommand(launcher, java, jvmOptions, jar, arguments, collector);
    }

    /** This command with more benchmark arguments after its own (for picocli, a later single-valued option wins). */
    public LaunchCommand withMoreArguments(List<String> more) {
        List<String> all = new ArrayList<>(arguments);
        all.addAll(withoutRepeatAndOut(more));
        return new LaunchCommand(launcher, java, jvmOptions, entryPoint, all, collector);
    }

    /** The command line of one launch writing its result files under {@code directory}. */
    public List<String> commandLine(Path directory) {
        List<String> command = commandLine();
        // a launch of a series is kept in the history only as part of the series' combined result
        command.addAll(List.of("--repeat", "1", "--out", directory.toString(), "--no-history"));
        return command;
    }

    /** The command line of one launch, its JVM options completed with iGen's launch settings ({@link LaunchSettings}). */
    public List<String> commandLine() {
        List<String> command = new ArrayList<>(launcher);
        command.add(java);
        command.addAll(LaunchSettings.applyTo(jvmOptions, collector));
        command.addAll(entryPoint.words());
        command.addAll(arguments);
        return command;
    }

    /**
     * The arguments without {@code --repeat}, {@code --out}, {@code --target-precision}, {@code --time-budget} and
     * {@code --no-history}, which a launch is given its own of, and without {@code --host-control}: the series times
     * the host between its launches, a launch has none.
     */
    static List<String> withoutRepeatAndOut(List<String> arguments) {
        List<String> dropped = List.of("--repeat", "--out", "--target-precision", "--time-budget");
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < arguments.size(); i++) {
            String argument = arguments.get(i);
            if (argument.equals("--no-history") || argument.equals("--host-control")) {
                continue;
            }
            if (dropped.contains(argument)) {
                i++;
            } else if (dropped.stream().noneMatch(name -> argument.startsWith(name + "="))) {
                kept.add(argument);
            }
        }
        return kept;
    }

    /**
     * What the JVM runs: another jar, or a class from a class path.
     *
     * @param jar       another jar to run with {@code -jar}; null to run {@code mainClass} from {@code classPath}
     * @param classPath the class path {@code mainClass} is found on
     * @param mainClass the command's class
     */
    public record EntryPoint(Path jar, String classPath, String mainClass) {

        /** {@code mainClass} from {@code classPath}. */
        static EntryPoint mainClass(String classPath, String mainClass) {
            return new EntryPoint(null, classPath, mainClass);
        }

        /** The words that name it on the java command line. */
        List<String> words() {
            return jar != null ? List.of("-jar", jar.toString()) : List.of("-cp", classPath, mainClass);
        }
    }
}
