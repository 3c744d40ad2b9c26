import type { SharedResults } from '#shared/api/shares';
import { createHash } from 'node:crypto';
import type {
  ReadKind,
  ReadLogStore,
  ReadRecord,
  ShareMailOutbox,
  ShareRecord,
  ShareStore,
} from '../../domain/shares/ports';
import { keys } from './keys';
import { writeBatch } from './partition-purge';
import { IS_NEW, TableAdapter, storedFields } from './table';

const shareFields = storedFields<ShareRecord>();
const readFields = storedFields<ReadRecord>();

/** How long a read stays in the access log (R59, R60). */
export const READ_LOG_DAYS = 400;

function toShare(item: Record<string, unknown>): ShareRecord {
  return {
    id: item.shareId as string,
    ...shareFields(item, 'surveyId round sharedBy sharedAt'),
    includeComments: item.includeComments === true,
    summary: JSON.parse(item.summary as string) as SharedResults,
    revokedAt: (item.revokedAt as string | undefined) ?? null,
    mailed: typeof item.mailed === 'number' ? item.mailed : null,
    ...(typeof item.mailToken === 'string' ? { mailToken: item.mailToken } : {}),
    ...(typeof item.mailCursor === 'string' ? { mailCursor: item.mailCursor } : {}),
  };
}

/** Shared results (R58): one item per share, keyed by its secret's hash, listed per survey on GSI1. */
export class DynamoShareStore extends TableAdapter implements ShareStore {
  async put(share: ShareRecord): Promise<void> {
    await this.t.put(
      {
        ...keys.resultsShare(share.id),
        ...keys.resultsSharesOfSurvey(share.surveyId, share.sharedAt, share.id),
        entityType: 'ResultsShare',
        shareId: share.id,
        surveyId: share.surveyId,
        round: share.round,
        sharedBy: share.sharedBy,
        sharedAt: share.sharedAt,
        includeComments: share.includeComments,
        // A string: the frozen summary is read back whole, never queried.
        summary: JSON.stringify(share.summary),
        ...(share.mailToken === undefined
          ? {}
          : {
              ...keys.shareMailOutbox(share.sharedAt, share.id),
              mailToken: share.mailToken,
              mailed: 0,
            }),
      },
      { ConditionExpression: IS_NEW },
    );
  }

  async get(id: string): Promise<ShareRecord | undefined> {
    const item = await this.t.get(keys.resultsShare(id), { consistent: true });
    return item ? toShare(item) : undefined;
  }

  async list(surveyId: string, limit: number): Promise<ShareRecord[]> {
    const pk = keys.resultsSharesOfSurvey(surveyId, '', '').GSI1PK;
    const { items } = await this.t.query({ index: 'GSI1', pk, newestFirst: true, limit });
    return items.map(toShare);
  }

  revoke(surveyId: string, id: string, at: string): Promise<boolean> {
    return this.t.updateIf({
      Key: keys.resultsShare(id),
      UpdateExpression: 'SET revokedAt = if_not_exists(revokedAt, :at)',
      ConditionExpression: 'surveyId = :survey',
      ExpressionAttributeValues: { ':at': at, ':survey': surveyId },
    });
  }
}

const DAY_S = 86_400;

/** How long an address's claim of a share's mail is kept: long past any redelivery. */
const SHARE_CLAIM_DAYS = 35;

const addressHash = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/**
 * Shares' mails to the round's invited people (R72, decision 0058): the outbox is a sparse GSI2
 * of the share items that asked for mail; each address's mail is claimed by the address's hash
 * (never the address), and the share counts the mails that went.
 */
export class DynamoShareMailOutbox extends TableAdapter implements ShareMailOutbox {
  async pending(limit: number): Promise<ShareRecord[]> {
    const pk = keys.shareMailOutbox('', '').GSI2PK;
    const { items } = await this.t.query({ index: 'GSI2', pk, limit });
    return items.map(toShare);
  }

  async queued(shareId: string): Promise<void> {
    await this.t.update({
      Key: keys.resultsShare(shareId),
      UpdateExpression: 'REMOVE GSI2PK, GSI2SK, mailCursor',
    });
  }

  async progress(shareId: string, cursor: string): Promise<void> {
    await this.t.update({
      Key: keys.resultsShare(shareId),
      UpdateExpression: 'SET mailCursor = :cursor',
      ConditionExpression: 'attribute_exists(GSI2PK)',
      ExpressionAttributeValues: { ':cursor': cursor },
    });
  }

  claim(shareId: string, email: string): Promise<boolean> {
    return this.t.putIfNew({
      ...keys.shareMailClaim(shareId, addressHash(email)),
      entityType: 'ShareMail',
      expiresAt: Math.floor(this.now().getTime() / 1000) + SHARE_CLAIM_DAYS * DAY_S,
    });
  }

  async release(shareId: string, email: string): Promise<void> {
    await this.t.delete(keys.shareMailClaim(shareId, addressHash(email)));
  }

  async mailed(shareId: string): Promise<void> {
    await this.t.update({
      Key: keys.resultsShare(shareId),
      UpdateExpression: 'ADD mailed :one',
      ExpressionAttributeValues: { ':one': 1 },
    });
  }
}

/**
 * The results-access log (R59 per team, R60 per survey): one item per reader, day and kind in
 * each scope, written by the read routes in one batch of idempotent puts and kept 400 days.
 */
export class DynamoReadLogStore extends TableAdapter implements ReadLogStore {
  async record(
    surveyId: string,
    teamIds: readonly string[],
    userId: string,
    kind: ReadKind,
    day: string,
  ): Promise<void> {
    const scopes: ['TEAM' | 'SURVEY', string][] = [
      ['SURVEY', surveyId],
      // One batch holds 25 puts: the survey and its first 24 teams (a survey of more teams is
      // logged for those; the survey's own log has every read).
      ...teamIds.slice(0, 24).map((teamId): ['TEAM', string] => ['TEAM', teamId]),
    ];
    const puts = scopes.map(([scope, id]) => ({
      PutRequest: { Item: readItem(scope, id, day, userId, kind) },
    }));
    // Unprocessed puts (throttling) are tried again twice; past that the read fails rather than
    // go unlogged.
    if ((await writeBatch(this.t, puts, 3)) > 0) throw new Error('the results read was not logged');
  }

  async recordTeam(teamId: string, userId: string, kind: ReadKind, day: string): Promise<void> {
    await this.t.put(readItem('TEAM', teamId, day, userId, kind));
  }

  async list(scope: 'TEAM' | 'SURVEY', id: string, limit: number): Promise<ReadRecord[]> {
    const { PK } = keys.resultsRead(scope, id, '', '', '');
    const { items } = await this.t.query({
      pk: PK,
      sk: { prefix: 'DAY#' },
      newestFirst: true,
      limit,
    });
    return items.map((item) => ({
      ...readFields(item, 'day userId kind'),
    }));
  }

  async readers(
    userIds: readonly string[],
    teamId?: string,
  ): Promise<Map<string, { name: string; role: string | null }>> {
    const ids = [...new Set(userIds)].slice(0, 40);
    const found = new Map<string, { name: string; role: string | null }>();
    if (ids.length === 0) return found;
    const wanted = [
      ...ids.map((id) => keys.user(id)),
      ...(teamId ? ids.map((id) => keys.teamAccount(teamId, id)) : []),
    ];
    const items = await this.t.getMany(wanted, {
      fields: ['PK', 'SK', 'firstName', 'lastName', 'role'],
    });
    const roles = new Map<string, string>();
    for (const item of items) {
      const sk = item.SK as string;
      if (sk.startsWith('ACCOUNT#') && typeof item.role === 'string') {
        roles.set(sk.slice('ACCOUNT#'.length), item.role);
      }
    }
    for (const item of items) {
      if (item.SK !== 'USER') continue;
      const id = (item.PK as string).slice('USER#'.length);
      const name =
        `${(item.firstName as string | undefined) ?? ''} ${(item.lastName as string | undefined) ?? ''}`.trim();
      found.set(id, { name: name || 'A manager', role: roles.get(id) ?? null });
    }
    return found;
  }
}

/** One manager's read of a scope's results on a day, kept 400 days (R59, R60). */
function readItem(
  scope: 'TEAM' | 'SURVEY',
  id: string,
  day: string,
  userId: string,
  kind: ReadKind,
) {
  return {
    ...keys.resultsRead(scope, id, day, userId, kind),
    entityType: 'ResultsRead',
    day,
    userId,
    kind,
    expiresAt: Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + READ_LOG_DAYS * DAY_S,
  };
}
