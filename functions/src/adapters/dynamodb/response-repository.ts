import {
  DeleteCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { ResponseSource } from '../../../../shared/src/api/responses';
import { sentimentClass } from '../../../../shared/src/domain/sentiment';
import {
  InvitationExistsError,
  LinkUsedError,
  type DigestStore,
  type InvitationRecord,
  type InvitationStore,
  type Page,
  type ResponseRecord,
  type ResponseStore,
} from '../../domain/responses/ports';
import { keys } from './keys';
import { decodeCursor, encodeCursor } from './page-cursor';

const PAGE_SIZE = 50;
const CONFLICT_ATTEMPTS = 5;

const isCancelled = (error: unknown) =>
  (error as { name?: string }).name === 'TransactionCanceledException';
const cancellationCodes = (error: unknown): (string | undefined)[] =>
  ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map(
    (r) => r.Code,
  );
const isConditionFailure = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The attributes a response item holds: checked by a test, and nothing else is ever written. */
export const RESPONSE_ATTRIBUTES = [
  'PK',
  'SK',
  'GSI1PK',
  'GSI1SK',
  'entityType',
  'id',
  'surveyId',
  'day',
  'source',
  'answers',
  'sentiment',
  'email',
] as const;

function toResponse(item: Record<string, unknown>): ResponseRecord {
  return {
    id: item.id as string,
    surveyId: item.surveyId as string,
    day: item.day as string,
    source: item.source as ResponseSource,
    answers: item.answers as ResponseRecord['answers'],
    sentiment: Number(item.sentiment),
    ...(typeof item.email === 'string' ? { email: item.email } : {}),
  };
}

/**
 * Responses live in their survey's partition (`RESPONSE#<day>#<random id>`), with GSI1 listing
 * them per source. Each is written in one transaction with the survey's tallies (`STATS`), the
 * day's tallies (`DAY#<day>`) and its teams' response counts, so nothing ever counts responses.
 */
export class DynamoResponseStore implements ResponseStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async add(response: ResponseRecord, teamIds: string[]): Promise<void> {
    const cls = sentimentClass(response.sentiment);
    const tally = {
      UpdateExpression:
        'SET entityType = :type, surveyId = :survey, lastDay = :day ADD responses :one, #source :one, sentimentSum :sentiment, #cls :one',
      ExpressionAttributeNames: { '#source': response.source, '#cls': cls },
    };
    const item: Record<string, unknown> = {
      ...keys.response(response.surveyId, response.day, response.id),
      ...keys.responsesBySource(response.surveyId, response.source, response.day, response.id),
      entityType: 'Response',
      id: response.id,
      surveyId: response.surveyId,
      day: response.day,
      source: response.source,
      answers: response.answers,
      sentiment: response.sentiment,
      ...(response.email ? { email: response.email } : {}),
    };
    const transactItems = [
      {
        Put: { TableName: this.table, Item: item, ConditionExpression: 'attribute_not_exists(PK)' },
      },
      {
        Update: {
          TableName: this.table,
          Key: keys.surveyStats(response.surveyId),
          ...tally,
          ExpressionAttributeValues: {
            ':type': 'SurveyStats',
            ':survey': response.surveyId,
            ':day': response.day,
            ':one': 1,
            ':sentiment': response.sentiment,
          },
        },
      },
      {
        Update: {
          TableName: this.table,
          Key: keys.surveyDay(response.surveyId, response.day),
          ...tally,
          ExpressionAttributeValues: {
            ':type': 'SurveyDay',
            ':survey': response.surveyId,
            ':day': response.day,
            ':one': 1,
            ':sentiment': response.sentiment,
          },
        },
      },
      ...teamIds.slice(0, 90).map((teamId) => ({
        Update: {
          TableName: this.table,
          Key: keys.team(teamId),
          UpdateExpression: 'ADD responseCount :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      })),
    ];
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.db.send(new TransactWriteCommand({ TransactItems: transactItems }));
        return;
      } catch (error) {
        // Many answers at once to one survey contend for its tallies: try again shortly.
        const conflict =
          isCancelled(error) && cancellationCodes(error).includes('TransactionConflict');
        if (!conflict || attempt >= CONFLICT_ATTEMPTS) throw error;
        await pause(Math.random() * 50 * 2 ** attempt);
      }
    }
  }

  list(surveyId: string, source: ResponseSource, cursor?: string) {
    return this.page(surveyId, source, cursor, PAGE_SIZE);
  }

  private async page(
    surveyId: string,
    source: ResponseSource,
    cursor: string | undefined,
    limit: number,
  ) {
    const pk = keys.responsesBySource(surveyId, source, '', '').GSI1PK;
    const start = decodeCursor(cursor, { GSI1PK: pk }, { GSI1SK: 'RESPONSE#' });
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :response)',
        ExpressionAttributeValues: { ':pk': pk, ':response': 'RESPONSE#' },
        ScanIndexForward: false,
        Limit: limit,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    return {
      items: (out.Items ?? []).map(toResponse),
      nextCursor: encodeCursor(out.LastEvaluatedKey),
    };
  }

  async latest(surveyId: string, limit: number, source?: ResponseSource) {
    if (source) return (await this.page(surveyId, source, undefined, limit)).items;
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :response)',
        ExpressionAttributeValues: { ':pk': `SURVEY#${surveyId}`, ':response': 'RESPONSE#' },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map(toResponse);
  }
}

function toInvitation(item: Record<string, unknown>): InvitationRecord {
  return {
    id: item.id as string,
    surveyId: item.surveyId as string,
    email: item.email as string,
    status: item.status as InvitationRecord['status'],
    sentAt: (item.sentAt as string | undefined) ?? null,
    respondedOn: (item.respondedOn as string | undefined) ?? null,
    tokenHash: item.tokenHash as string,
  };
}

/**
 * E-mail invitations (`SURVEY#<id>`/`INVITATION#<address>`, one per recipient) and their personal
 * links (`SURVEYLINK#<token hash>`). A link works only while its hash is the invitation's current
 * one, so a resent link retires the old.
 */
export class DynamoInvitationStore implements InvitationStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  private item(invitation: InvitationRecord) {
    return {
      ...keys.surveyInvitation(invitation.surveyId, invitation.email),
      entityType: 'SurveyInvitation',
      id: invitation.id,
      surveyId: invitation.surveyId,
      email: invitation.email,
      status: invitation.status,
      tokenHash: invitation.tokenHash,
      ...(invitation.sentAt ? { sentAt: invitation.sentAt } : {}),
      ...(invitation.respondedOn ? { respondedOn: invitation.respondedOn } : {}),
    };
  }

  private linkPut(invitation: InvitationRecord) {
    return {
      Put: {
        TableName: this.table,
        Item: {
          ...keys.surveyLink(invitation.tokenHash),
          entityType: 'SurveyLink',
          surveyId: invitation.surveyId,
          email: invitation.email,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    };
  }

  async claim(invitation: InvitationRecord): Promise<void> {
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.table,
                Item: this.item(invitation),
                ConditionExpression: 'attribute_not_exists(PK) OR #status = :failed',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':failed': 'failed' },
              },
            },
            this.linkPut(invitation),
          ],
        }),
      );
    } catch (error) {
      if (isCancelled(error) && cancellationCodes(error)[0] === 'ConditionalCheckFailed') {
        throw new InvitationExistsError(invitation.email);
      }
      throw error;
    }
  }

  async finish(invitations: InvitationRecord[]): Promise<void> {
    // Only invitations still being sent: a recipient may already have answered.
    const update = (invitation: InvitationRecord) => ({
      TableName: this.table,
      Key: keys.surveyInvitation(invitation.surveyId, invitation.email),
      UpdateExpression: invitation.sentAt
        ? 'SET #status = :status, sentAt = :at'
        : 'SET #status = :status',
      ConditionExpression: '#status = :sending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': invitation.status,
        ':sending': 'sending',
        ...(invitation.sentAt ? { ':at': invitation.sentAt } : {}),
      },
    });
    for (let i = 0; i < invitations.length; i += 100) {
      const chunk = invitations.slice(i, i + 100);
      try {
        await this.db.send(
          new TransactWriteCommand({
            TransactItems: chunk.map((inv) => ({ Update: update(inv) })),
          }),
        );
      } catch (error) {
        if (!isCancelled(error)) throw error;
        for (const invitation of chunk) {
          try {
            await this.db.send(new UpdateCommand(update(invitation)));
          } catch (single) {
            if (!isConditionFailure(single)) throw single;
          }
        }
      }
    }
  }

  async get(surveyId: string, email: string) {
    const out = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: keys.surveyInvitation(surveyId, email),
        ConsistentRead: true,
      }),
    );
    return out.Item ? toInvitation(out.Item) : undefined;
  }

  async byToken(tokenHash: string) {
    const link = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: keys.surveyLink(tokenHash),
        ConsistentRead: true,
      }),
    );
    if (!link.Item) return undefined;
    const invitation = await this.get(link.Item.surveyId as string, link.Item.email as string);
    return invitation && invitation.tokenHash === tokenHash ? invitation : undefined;
  }

  async list(surveyId: string, cursor?: string): Promise<Page<InvitationRecord>> {
    const pk = `SURVEY#${surveyId}`;
    const start = decodeCursor(cursor, { PK: pk }, { SK: 'INVITATION#' });
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :invitation)',
        ExpressionAttributeValues: { ':pk': pk, ':invitation': 'INVITATION#' },
        Limit: 100,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    return {
      items: (out.Items ?? []).map(toInvitation),
      nextCursor: encodeCursor(out.LastEvaluatedKey),
    };
  }

  async rotate(invitation: InvitationRecord, tokenHash: string, sentAt: string): Promise<void> {
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.table,
                Key: keys.surveyInvitation(invitation.surveyId, invitation.email),
                UpdateExpression: 'SET tokenHash = :new, sentAt = :at, #status = :sent',
                ConditionExpression: 'tokenHash = :old AND #status <> :responded',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: {
                  ':new': tokenHash,
                  ':old': invitation.tokenHash,
                  ':at': sentAt,
                  ':sent': 'sent',
                  ':responded': 'responded',
                },
              },
            },
            { Delete: { TableName: this.table, Key: keys.surveyLink(invitation.tokenHash) } },
            this.linkPut({ ...invitation, tokenHash }),
          ],
        }),
      );
    } catch (error) {
      if (isCancelled(error)) throw new LinkUsedError(invitation.email);
      throw error;
    }
  }

  async setStatus(invitation: InvitationRecord, status: 'failed'): Promise<void> {
    await this.db
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.surveyInvitation(invitation.surveyId, invitation.email),
          UpdateExpression: 'SET #status = :status',
          ConditionExpression: '#status <> :responded',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status, ':responded': 'responded' },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  }

  async markResponded(invitation: InvitationRecord, day: string): Promise<void> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.surveyInvitation(invitation.surveyId, invitation.email),
          UpdateExpression: 'SET #status = :responded, respondedOn = :day',
          ConditionExpression: 'tokenHash = :hash AND #status <> :responded',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':responded': 'responded',
            ':day': day,
            ':hash': invitation.tokenHash,
          },
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new LinkUsedError(invitation.email);
      throw error;
    }
  }

  async unmarkResponded(invitation: InvitationRecord): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.surveyInvitation(invitation.surveyId, invitation.email),
        UpdateExpression: 'SET #status = :sent REMOVE respondedOn',
        ConditionExpression: 'tokenHash = :hash AND #status = :responded',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':sent': 'sent',
          ':responded': 'responded',
          ':hash': invitation.tokenHash,
        },
      }),
    );
  }
}

/**
 * Hourly tallies of new responses (`SURVEY#<id>`/`DIGEST#<hour>`), listed oldest first on GSI1
 * (`DIGEST`) for the job that tells managers.
 */
export class DynamoDigestStore implements DigestStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async count(surveyId: string, hourStart: string): Promise<void> {
    const index = keys.pendingDigest(surveyId, hourStart);
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.responseDigest(surveyId, hourStart),
        UpdateExpression:
          'SET entityType = :type, surveyId = :survey, hourStart = :hour, GSI1PK = :gpk, GSI1SK = :gsk ADD #count :one',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: {
          ':type': 'ResponseDigest',
          ':survey': surveyId,
          ':hour': hourStart,
          ':gpk': index.GSI1PK,
          ':gsk': index.GSI1SK,
          ':one': 1,
        },
      }),
    );
  }

  async pending(before: string, limit: number) {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :before',
        ExpressionAttributeValues: { ':pk': 'DIGEST', ':before': before },
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((item) => ({
      surveyId: item.surveyId as string,
      hourStart: item.hourStart as string,
    }));
  }

  async take(surveyId: string, hourStart: string): Promise<number> {
    const out = await this.db.send(
      new DeleteCommand({
        TableName: this.table,
        Key: keys.responseDigest(surveyId, hourStart),
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Number(out.Attributes?.count ?? 0);
  }
}
