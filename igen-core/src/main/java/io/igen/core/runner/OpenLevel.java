package io.igen.core.runner;

import io.igen.core.workload.Level;
import io.igen.core.workload.LevelSession;
import io.igen.core.workload.Worker;
import io.igen.core.workload.Workload;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A level the workload has opened, and the workers its session created: closing it closes the session, whatever
 * happened to the level.
 */
record OpenLevel<W extends Worker>(Level level, LevelSession<W> session, List<W> workers) implements AutoCloseable {

    /** Opens the level and creates its workers; a failure closes the session before any thread ran. */
    static <W extends Worker> OpenLevel<W> of(Workload<W> workload, Level level) throws Exception {
        LevelSession<W> session = workload.openLevel(level);
        List<W> workers = new ArrayList<>(level.threads());
        try {
            for (int i = 0; i < level.threads(); i++) {
                workers.add(session.createWorker(i));
            }
        } catch (Exception | Error failed) {
            session.close();
            throw failed;
        }
        return new OpenLevel<>(level, session, Collections.unmodifiableList(workers));
    }

    @Override
    public void close() {
        session.close();
    }
}
