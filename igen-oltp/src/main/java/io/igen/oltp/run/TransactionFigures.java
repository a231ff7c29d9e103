package io.igen.oltp.run;

import io.igen.core.result.StepLatency;
import io.igen.core.result.StepTimes;
import io.igen.core.workload.FigureKind;
import io.igen.oltp.txn.OrderEntryTransaction;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a level's transactions were made of, beside their count: each statement's times ({@code statements}, over the
 * level and per shard), the conflicts retried and failed by kind ({@code conflicts}, and {@code retries} with
 * {@code --max-tries}), and the share of the transactions that went to the 1 % of customers the key distribution
 * favours ({@code topCustomerShare}).
 */
final class TransactionFigures {

    static final String STATEMENTS = "statements";

    private TransactionFigures() {
    }

    /** How parts of a run combine these figures. */
    static Map<String, FigureKind> declarations(TransactionSettings transactions) {
        Map<String, FigureKind> figures = new LinkedHashMap<>();
        figures.put(STATEMENTS, FigureKind.steps("ms"));
        figures.put("conflicts", FigureKind.sum("transactions"));
        if (transactions.maxTries() > 1) {
            figures.put("retries", FigureKind.sum("tries"));
        }
        figures.put("topCustomerShare", FigureKind.mean("share of transactions"));
        return figures;
    }

    /**
     * The level's figures from its workers, and each shard's statements from its sessions.
     *
     * @param sessions the level's sessions by shard, before they are released
     */
    static Map<String, Object> of(List<OltpWorker> workers, Map<Integer, ShardSessions> sessions,
                                  TransactionSettings transactions) {
        StepTimes all = new StepTimes(OrderEntryTransaction.STEPS);
        sessions.values().forEach(shard -> all.add(shard.statementTimes()));
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put(STATEMENTS, all.figures(true));
        figures.put("conflicts", ConflictTally.figures(workers.stream().map(OltpWorker::conflicts).toList()));
        if (transactions.maxTries() > 1) {
            figures.put("retries", workers.stream().mapToLong(worker -> worker.conflicts().retries()).sum());
        }
        long committed = workers.stream().mapToLong(OltpWorker::measuredCommitted).sum();
        long favoured = workers.stream().mapToLong(OltpWorker::measuredFavoured).sum();
        figures.put("topCustomerShare", committed == 0 ? 0.0 : (double) favoured / committed);
        return figures;
    }

    /** Each shard's statements' times, without histograms (the level's figure keeps the one to merge). */
    static Map<Integer, Map<String, StepLatency>> byShard(Map<Integer, ShardSessions> sessions) {
        Map<Integer, Map<String, StepLatency>> byShard = new LinkedHashMap<>();
        sessions.forEach((shard, shardSessions) -> byShard.put(shard, shardSessions.statementTimes().figures(false)));
        return byShard;
    }
}
