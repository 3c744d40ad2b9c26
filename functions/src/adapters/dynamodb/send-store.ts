import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type {
  RoundOrigin,
  SendRecord,
  SendResultRecord,
  SendStore,
} from '../../domain/responses/ports';
import { cancellationCodes, isCancelled, isConditionFailure } from './errors';
import { keys } from './keys';
import { now as productNow } from '../../lib/clock';

/** A send's results are kept a month: long enough to read back, not a lasting list of addresses. */
const RESULTS_KEPT_SECONDS = 31 * 24 * 60 * 60;

/** Transactions on one send's counts from several workers at once: tried again on a conflict. */
const CONFLICT_ATTEMPTS = 8;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function toSend(item: Record<string, unknown>): SendRecord {
  return {
    id: item.id as string,
    surveyId: item.surveyId as string,
    round: Number(item.round),
    origin: item.origin as RoundOrigin,
    senderId: item.senderId as string,
    ...(typeof item.senderName === 'string' ? { senderName: item.senderName } : {}),
    ...(typeof item.subject === 'string' ? { subject: item.subject } : {}),
    ...(typeof item.message === 'string' ? { message: item.message } : {}),
    total: Number(item.total ?? 0),
    sent: Number(item.sent ?? 0),
    failed: Number(item.failed ?? 0),
    skipped: Number(item.skipped ?? 0),
    state: item.state as SendRecord['state'],
    ...(typeof item.pausedReason === 'string' ? { pausedReason: item.pausedReason } : {}),
    createdAt: item.createdAt as string,
    ...(typeof item.mailDay === 'string' ? { mailDay: item.mailDay } : {}),
    ...(typeof item.finishedAt === 'string' ? { finishedAt: item.finishedAt } : {}),
    notCounted: (item.notCounted as string[] | undefined) ?? [],
    ...(item.announce === true ? { announce: true } : {}),
    ...(typeof item.retryOf === 'string' ? { retryOf: item.retryOf } : {}),
    ...(typeof item.retriedBy === 'string' ? { retriedBy: item.retriedBy } : {}),
  };
}

/**
 * Queued sends (`SURVEY#<id>`/`SEND#<send>`) and each recipient's outcome in them
 * (`SURVEY#<id>`/`SENDRESULT#<send>#<address>`, kept 31 days). In the survey's partition, so a
 * deleted survey's purge takes them with it.
 */
export class DynamoSendStore implements SendStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly now: () => Date = productNow,
  ) {}

  async create(send: SendRecord): Promise<void> {
    const { id, ...rest } = send;
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: {
          ...keys.surveySend(send.surveyId, id),
          entityType: 'SurveySend',
          id,
          ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  }

  async get(surveyId: string, sendId: string): Promise<SendRecord | undefined> {
    const out = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: keys.surveySend(surveyId, sendId),
        ConsistentRead: true,
      }),
    );
    return out.Item ? toSend(out.Item) : undefined;
  }

  async count(send: SendRecord, result: SendResultRecord): Promise<boolean> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.countOnce(send, result);
        return true;
      } catch (error) {
        if (!isCancelled(error)) throw error;
        const codes = cancellationCodes(error);
        // Counted already (the message came again), or the send is gone (its survey purged).
        if (codes[0] === 'ConditionalCheckFailed' || codes[1] === 'ConditionalCheckFailed') {
          return false;
        }
        if (attempt >= CONFLICT_ATTEMPTS) throw error;
        await pause(10 * attempt + Math.random() * 40);
      }
    }
  }

  private async countOnce(send: SendRecord, result: SendResultRecord): Promise<void> {
    const expiresAt = Math.floor(this.now().getTime() / 1000) + RESULTS_KEPT_SECONDS;
    await this.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: this.table,
              Item: {
                ...keys.surveySendResult(send.surveyId, send.id, result.email),
                entityType: 'SurveySendResult',
                email: result.email,
                position: result.position,
                outcome: result.outcome,
                ...(result.reason ? { reason: result.reason } : {}),
                ...(result.notCounted ? { notCounted: true } : {}),
                expiresAt,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName: this.table,
              Key: keys.surveySend(send.surveyId, send.id),
              UpdateExpression: 'ADD #outcome :one',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeNames: { '#outcome': result.outcome },
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
          // The round's invited count grows with each invitation that went out.
          ...(result.outcome === 'sent'
            ? [
                {
                  Update: {
                    TableName: this.table,
                    Key: keys.surveyRound(send.surveyId, send.round),
                    UpdateExpression: 'ADD invited :one',
                    ExpressionAttributeValues: { ':one': 1 },
                  },
                },
              ]
            : []),
        ],
      }),
    );
  }

  async results(surveyId: string, sendId: string): Promise<SendResultRecord[]> {
    const out: SendResultRecord[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: {
            ':pk': `SURVEY#${surveyId}`,
            ':prefix': `SENDRESULT#${sendId}#`,
          },
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      for (const item of page.Items ?? []) {
        out.push({
          email: item.email as string,
          position: Number(item.position ?? 0),
          outcome: item.outcome as SendResultRecord['outcome'],
          ...(typeof item.reason === 'string' ? { reason: item.reason } : {}),
          notCounted: item.notCounted === true,
        });
      }
      start = page.LastEvaluatedKey;
    } while (start);
    return out;
  }

  async setPaused(send: SendRecord, reason: string | null): Promise<void> {
    await this.db
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.surveySend(send.surveyId, send.id),
          UpdateExpression:
            reason === null
              ? 'SET #state = :sending REMOVE pausedReason'
              : 'SET #state = :paused, pausedReason = :reason',
          ConditionExpression: '#state <> :done',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: {
            ':done': 'done',
            ...(reason === null
              ? { ':sending': 'sending' }
              : { ':paused': 'paused', ':reason': reason }),
          },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  }

  async finish(send: SendRecord, at: string): Promise<boolean> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.surveySend(send.surveyId, send.id),
          UpdateExpression: 'SET #state = :done, finishedAt = :at REMOVE pausedReason',
          ConditionExpression: '#state <> :done',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':done': 'done', ':at': at },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async setTotal(send: SendRecord, total: number): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.surveySend(send.surveyId, send.id),
        UpdateExpression: 'SET #total = :total',
        ExpressionAttributeNames: { '#total': 'total' },
        ExpressionAttributeValues: { ':total': total },
      }),
    );
  }

  async latest(surveyId: string): Promise<SendRecord | undefined> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': `SURVEY#${surveyId}`, ':prefix': 'SEND#' },
        ScanIndexForward: false,
        Limit: 1,
        ConsistentRead: true,
      }),
    );
    const item = out.Items?.[0];
    return item ? toSend(item) : undefined;
  }

  async markRetried(send: SendRecord, by: string): Promise<boolean> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.surveySend(send.surveyId, send.id),
          UpdateExpression: 'SET retriedBy = :by',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(retriedBy)',
          ExpressionAttributeValues: { ':by': by },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async unmarkRetried(send: SendRecord, by: string): Promise<void> {
    await this.db
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.surveySend(send.surveyId, send.id),
          UpdateExpression: 'REMOVE retriedBy',
          ConditionExpression: 'retriedBy = :by',
          ExpressionAttributeValues: { ':by': by },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  }
}
