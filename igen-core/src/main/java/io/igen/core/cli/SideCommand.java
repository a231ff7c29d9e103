package io.igen.core.cli;

import io.igen.core.launch.LaunchCommand;
import io.igen.core.workload.BadConfigurationException;

import java.nio.file.Files;
import java.nio.file.Path;

/** One side of {@code ab}: the common launch command with the side's own arguments, JVM, java, jar and launcher. */
final class SideCommand {

    private SideCommand() {
    }

    /** Each of these may be null for "as the common command". */
    static LaunchCommand of(LaunchCommand base, String arguments, String jvm, String java, Path jar,
                            String launcher) {
        LaunchCommand command = base.withMoreArguments(Words.split(arguments)).withMoreJvmOptions(Words.split(jvm))
                .withLauncher(Words.split(launcher));
        if (java != null) {
            if (java.contains("/") && !Files.isExecutable(Path.of(java))) {
                throw new BadConfigurationException("java '" + java + "' is not an executable file; give the path of "
                        + "a java binary, like /usr/lib/jvm/temurin-25-jdk-amd64/bin/java");
            }
            command = command.withJava(java);
        }
        if (jar != null) {
            if (!Files.isRegularFile(jar)) {
                throw new BadConfigurationException("jar '" + jar + "' does not exist; give the path of a benchmark jar");
            }
            command = command.withJar(jar);
        }
        return command;
    }
}
