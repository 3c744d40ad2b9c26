import { DynamoReminderStore } from '../adapters/dynamodb/reminder-store';
import {
  DynamoReadLogStore,
  DynamoShareMailOutbox,
  DynamoShareStore,
} from '../adapters/dynamodb/share-store';
import { config } from '../config';
import { ShareMailDelivery, ShareMailRelay } from '../domain/shares/share-mail';
import { NotFoundError } from '../domain/errors';
import { ShareService, TEAM_NOT_FOUND } from '../domain/shares/share-service';
import { now } from '../lib/clock';
import { resultsService } from './results';
import {
  docs,
  mailer,
  requiredSendQueue,
  sealedTexts,
  service,
  store,
  teamRecords,
  warn,
} from './shared';
import { surveyService } from './surveys';

/** Sharing a round's results back with the team, and the results-access log (decision 0054). */
export function shareService(): ShareService {
  return service(ShareService, () => ({
    access: surveyService(),
    results: resultsService(undefined, undefined, 'share'),
    teamMember: async (teamId, userId) => {
      const { team, role } = await teamRecords().getWithRole(teamId, userId);
      if (!team || !role) throw new NotFoundError(TEAM_NOT_FOUND);
    },
    shares: store(DynamoShareStore),
    reads: store(DynamoReadLogStore),
    now,
    seal: (text, context) => sealedTexts().seal(text, context),
  }));
}

/** The report job's share mails: shares that asked for mail, onto the send queue (0058). */
export function shareMailRelay(): ShareMailRelay {
  const queue = requiredSendQueue('the report job');
  const invitations = store(DynamoReminderStore);
  return new ShareMailRelay({
    outbox: new DynamoShareMailOutbox(docs(), config.tableName, now),
    invitees: (surveyId, round, cursor) => invitations.invitees(surveyId, round, cursor),
    queue,
  });
}

/** The send worker's share mails (decision 0058), paced with its other mails. */
export function shareMailDelivery(): ShareMailDelivery {
  const queue = requiredSendQueue('the send worker');
  return service(ShareMailDelivery, () => ({
    outbox: new DynamoShareMailOutbox(docs(), config.tableName, now),
    shares: store(DynamoShareStore),
    open: (sealed, context) => sealedTexts().open(sealed, context),
    mail: mailer(),
    queue,
    appOrigin: config.appOrigin,
    log: warn,
  }));
}
