package io.igen.core.cli;

import io.igen.core.result.BuildInfo;
import picocli.CommandLine.IVersionProvider;

/** {@code --version}: the iGen version, the commit it was built from and the JVM running it. */
public final class IgenVersion implements IVersionProvider {

    @Override
    public String[] getVersion() {
        BuildInfo build = BuildInfo.current();
        return new String[] {
                "iGen " + build.version() + " (commit " + build.gitCommit() + ")",
                "JVM: " + System.getProperty("java.vm.vendor") + " " + System.getProperty("java.vm.name") + " "
                        + System.getProperty("java.runtime.version", System.getProperty("java.version"))
        };
    }
}
