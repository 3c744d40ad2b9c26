import { DynamoShareStore, DynamoReadLogStore } from '../adapters/dynamodb/share-store';
import { NotFoundError } from '../domain/errors';
import { ShareService, TEAM_NOT_FOUND } from '../domain/shares/share-service';
import { now } from '../lib/clock';
import { resultsService } from './results';
import { store, teamRecords } from './shared';
import { surveyService } from './surveys';

let shares: ShareService | undefined;
/** Sharing a round's results back with the team, and the results-access log (decision 0054). */
export function shareService(): ShareService {
  return (shares ??= new ShareService({
    access: surveyService(),
    results: resultsService(undefined, undefined, 'share'),
    teamMember: async (teamId, userId) => {
      const { team, role } = await teamRecords().getWithRole(teamId, userId);
      if (!team || !role) throw new NotFoundError(TEAM_NOT_FOUND);
    },
    shares: store(DynamoShareStore),
    reads: store(DynamoReadLogStore),
    now,
  }));
}
