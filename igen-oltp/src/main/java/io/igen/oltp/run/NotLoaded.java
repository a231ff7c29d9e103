package io.igen.oltp.run;

import io.igen.core.workload.BadConfigurationException;
import io.igen.oltp.load.DataSetSurvey;
import io.igen.oltp.shard.Credentials;
import io.igen.oltp.shard.RedactedUrl;
import io.igen.oltp.shard.ShardList;
import io.igen.oltp.shard.ShardLocations;

import java.util.ArrayList;
import java.util.List;

/**
 * Why a run that never loads ({@code igen-oltp run}) refuses its shards, and the {@code igen-oltp load} command that
 * would load them: the same database, shard locations and data set, never a credential.
 */
final class NotLoaded {

    private NotLoaded() {
    }

    /** The refusal: which shards are not loaded or hold another data set, and what to run first. */
    static BadConfigurationException refusal(DataSetSurvey survey, OltpSettings.Shards shards) {
        List<String> what = new ArrayList<>();
        List<Integer> notLoaded = survey.notLoaded();
        if (!notLoaded.isEmpty()) {
            what.add(ShardList.describe(notLoaded) + (notLoaded.size() == 1 ? " is" : " are")
                    + " not loaded (no igen_metadata row)");
        }
        if (survey.anyOtherDataSet()) {
            what.add(survey.describeOtherDataSets());
        }
        return new BadConfigurationException(String.join("; ", what) + ". igen-oltp run never loads: run `"
                + loadCommand(shards, survey.anyOtherDataSet()) + "` first"
                + (shards.credentials().equals(Credentials.NONE) ? "" : ", with the same credentials"));
    }

    /** {@code igen-oltp load} with this run's database, shards and data set; {@code --reload} to replace another. */
    static String loadCommand(OltpSettings.Shards shards, boolean reload) {
        StringBuilder command = new StringBuilder("igen-oltp load --db ").append(shards.dialect().name());
        ShardLocations locations = shards.locations();
        if (locations.shardMapFile() != null) {
            command.append(" --shard-map ").append(locations.shardMapFile());
        } else if (!locations.urlTemplate().equals(shards.dialect().defaultUrlTemplate())) {
            command.append(" --url '").append(RedactedUrl.of(locations.urlTemplate())).append('\'');
        }
        command.append(" --shards ").append(locations.shardCount())
                .append(" --customers-per-shard ").append(shards.data().partitioning().customersPerShard())
                .append(" --seed ").append(shards.data().seed());
        return command.append(reload ? " --reload" : "").toString();
    }
}
