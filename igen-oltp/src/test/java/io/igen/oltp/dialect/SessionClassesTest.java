package io.igen.oltp.dialect;

import io.igen.core.workload.SessionState;
import io.igen.core.workload.WaitClass;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** How PostgreSQL's and MySQL's answers about a session become its wait class. */
class SessionClassesTest {

    @Test
    void postgresSessionsAreClassedByTheirWaitEventType() {
        assertThat(PostgresSessions.classify(null, null)).isEqualTo(new SessionState(WaitClass.CPU, "CPU"));
        assertThat(PostgresSessions.classify("Lock", "transactionid"))
                .isEqualTo(new SessionState(WaitClass.LOCK, "Lock:transactionid"));
        assertThat(PostgresSessions.classify("Lock", "relation").waitClass()).isEqualTo(WaitClass.LOCK);
        assertThat(PostgresSessions.classify("IO", "DataFileRead"))
                .isEqualTo(new SessionState(WaitClass.IO, "IO:DataFileRead"));
        assertThat(PostgresSessions.classify("IO", "WALSync").waitClass()).isEqualTo(WaitClass.IO);
        assertThat(PostgresSessions.classify("Client", "ClientRead"))
                .isEqualTo(new SessionState(WaitClass.CLIENT, "Client:ClientRead"));
        // internal lightweight locks are not transactions waiting for each other
        assertThat(PostgresSessions.classify("LWLock", "WALWrite"))
                .isEqualTo(new SessionState(WaitClass.OTHER, "LWLock:WALWrite"));
        assertThat(PostgresSessions.classify("IPC", "SyncRep").waitClass()).isEqualTo(WaitClass.OTHER);
    }

    @Test
    void mySqlThreadsAreClassedByTheirTransactionAndState() {
        assertThat(MySqlSessions.classify("Query", "updating", "LOCK WAIT"))
                .isEqualTo(new SessionState(WaitClass.LOCK, "Lock:row lock wait"));
        assertThat(MySqlSessions.classify("Query", "Waiting for table metadata lock", null))
                .isEqualTo(new SessionState(WaitClass.LOCK, "Lock:Waiting for table metadata lock"));
        assertThat(MySqlSessions.classify("Query", "waiting for handler commit", "RUNNING"))
                .isEqualTo(new SessionState(WaitClass.IO, "IO:waiting for handler commit"));
        assertThat(MySqlSessions.classify("Query", "Sending data", "RUNNING"))
                .isEqualTo(new SessionState(WaitClass.CPU, "CPU"));
        assertThat(MySqlSessions.classify("Sleep", "", "RUNNING"))
                .isEqualTo(new SessionState(WaitClass.CLIENT, "Client:Sleep in transaction"));
        // asleep outside a transaction: between transactions, or a pool's spare connection
        assertThat(MySqlSessions.classify("Sleep", "", null)).isNull();
    }
}
