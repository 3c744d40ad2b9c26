import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
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
import { isConditionFailure } from './errors';
import { keys } from './keys';

/** How long a read stays in the access log (R59, R60). */
export const READ_LOG_DAYS = 400;

function toShare(item: Record<string, unknown>): ShareRecord {
  return {
    id: item.shareId as string,
    surveyId: item.surveyId as string,
    round: item.round as number,
    sharedBy: item.sharedBy as string,
    sharedAt: item.sharedAt as string,
    includeComments: item.includeComments === true,
    summary: JSON.parse(item.summary as string) as SharedResults,
    revokedAt: (item.revokedAt as string | undefined) ?? null,
    mailed: typeof item.mailed === 'number' ? item.mailed : null,
    ...(typeof item.mailToken === 'string' ? { mailToken: item.mailToken } : {}),
    ...(typeof item.mailCursor === 'string' ? { mailCursor: item.mailCursor } : {}),
  };
}

/** Shared results (R58): one item per share, keyed by its secret's hash, listed per survey on GSI1. */
export class DynamoShareStore implements ShareStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async put(share: ShareRecord): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: {
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
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  }

  async get(id: string): Promise<ShareRecord | undefined> {
    const out = await this.db.send(
      new GetCommand({ TableName: this.table, Key: keys.resultsShare(id), ConsistentRead: true }),
    );
    return out.Item ? toShare(out.Item) : undefined;
  }

  async list(surveyId: string, limit: number): Promise<ShareRecord[]> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': `SURVEY#${surveyId}#SHARES` },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map(toShare);
  }

  async revoke(surveyId: string, id: string, at: string): Promise<boolean> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.resultsShare(id),
          UpdateExpression: 'SET revokedAt = if_not_exists(revokedAt, :at)',
          ConditionExpression: 'surveyId = :survey',
          ExpressionAttributeValues: { ':at': at, ':survey': surveyId },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
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
export class DynamoShareMailOutbox implements ShareMailOutbox {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly now: () => Date,
  ) {}

  async pending(limit: number): Promise<ShareRecord[]> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': 'SHARE_MAIL_OUTBOX' },
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map(toShare);
  }

  async queued(shareId: string): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.resultsShare(shareId),
        UpdateExpression: 'REMOVE GSI2PK, GSI2SK, mailCursor',
      }),
    );
  }

  async progress(shareId: string, cursor: string): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.resultsShare(shareId),
        UpdateExpression: 'SET mailCursor = :cursor',
        ConditionExpression: 'attribute_exists(GSI2PK)',
        ExpressionAttributeValues: { ':cursor': cursor },
      }),
    );
  }

  async claim(shareId: string, email: string): Promise<boolean> {
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: {
            ...keys.shareMailClaim(shareId, addressHash(email)),
            entityType: 'ShareMail',
            expiresAt: Math.floor(this.now().getTime() / 1000) + SHARE_CLAIM_DAYS * DAY_S,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async release(shareId: string, email: string): Promise<void> {
    await this.db.send(
      new DeleteCommand({
        TableName: this.table,
        Key: keys.shareMailClaim(shareId, addressHash(email)),
      }),
    );
  }

  async mailed(shareId: string): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.resultsShare(shareId),
        UpdateExpression: 'ADD mailed :one',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
  }
}

/**
 * The results-access log (R59 per team, R60 per survey): one item per reader, day and kind in
 * each scope, written by the read routes in one batch of idempotent puts and kept 400 days.
 */
export class DynamoReadLogStore implements ReadLogStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async record(
    surveyId: string,
    teamIds: readonly string[],
    userId: string,
    kind: ReadKind,
    day: string,
  ): Promise<void> {
    const expiresAt = Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + READ_LOG_DAYS * DAY_S;
    const scopes: ['TEAM' | 'SURVEY', string][] = [
      ['SURVEY', surveyId],
      // One batch holds 25 puts: the survey and its first 24 teams (a survey of more teams is
      // logged for those; the survey's own log has every read).
      ...teamIds.slice(0, 24).map((teamId): ['TEAM', string] => ['TEAM', teamId]),
    ];
    let requests = scopes.map(([scope, id]) => ({
      PutRequest: {
        Item: {
          ...keys.resultsRead(scope, id, day, userId, kind),
          entityType: 'ResultsRead',
          day,
          userId,
          kind,
          expiresAt,
        },
      },
    }));
    // Unprocessed puts (throttling) are tried again twice; past that the read fails rather than
    // go unlogged.
    for (let attempt = 0; attempt < 3 && requests.length > 0; attempt += 1) {
      const out = await this.db.send(
        new BatchWriteCommand({ RequestItems: { [this.table]: requests } }),
      );
      requests = (out.UnprocessedItems?.[this.table] ?? []) as typeof requests;
    }
    if (requests.length > 0) throw new Error('the results read was not logged');
  }

  async recordTeam(teamId: string, userId: string, kind: ReadKind, day: string): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: {
          ...keys.resultsRead('TEAM', teamId, day, userId, kind),
          entityType: 'ResultsRead',
          day,
          userId,
          kind,
          expiresAt: Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + READ_LOG_DAYS * DAY_S,
        },
      }),
    );
  }

  async list(scope: 'TEAM' | 'SURVEY', id: string, limit: number): Promise<ReadRecord[]> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :day)',
        ExpressionAttributeValues: { ':pk': `READS#${scope}#${id}`, ':day': 'DAY#' },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((item) => ({
      day: item.day as string,
      userId: item.userId as string,
      kind: item.kind as ReadKind,
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
    const out = await this.db.send(
      new BatchGetCommand({
        RequestItems: {
          [this.table]: {
            Keys: wanted,
            ProjectionExpression: 'PK, SK, firstName, lastName, #role',
            ExpressionAttributeNames: { '#role': 'role' },
          },
        },
      }),
    );
    const items = out.Responses?.[this.table] ?? [];
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
