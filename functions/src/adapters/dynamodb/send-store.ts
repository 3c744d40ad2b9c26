import type { SendRecord, SendResultRecord, SendStore } from '../../domain/responses/ports';
import type { RoundOrigin } from '../../domain/rounds/ports';
import { keys } from './keys';
import { putNew, TableAdapter, startingWith, tx } from './table';

/** A send's results are kept a month: long enough to read back, not a lasting list of addresses. */
const RESULTS_KEPT_SECONDS = 31 * 24 * 60 * 60;

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
export class DynamoSendStore extends TableAdapter implements SendStore {
  /** R2: a queued send, its counts at zero. */
  async create(send: SendRecord): Promise<void> {
    const { id, ...rest } = send;
    const created = await this.t.putIfNew({
      ...keys.surveySend(send.surveyId, id),
      entityType: 'SurveySend',
      id,
      ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)),
    });
    if (!created) throw new Error(`Send ${id} exists already`);
  }

  async get(surveyId: string, sendId: string): Promise<SendRecord | undefined> {
    const item = await this.t.get(keys.surveySend(surveyId, sendId), { consistent: true });
    return item ? toSend(item) : undefined;
  }

  /**
   * R2: one recipient's outcome, counted once on the send (and a sent one on its round); false
   * when counted already (the message came again) or the send is gone (its survey purged).
   * Workers counting on one send at once conflict: the table layer sends the transaction again.
   */
  count(send: SendRecord, result: SendResultRecord): Promise<boolean> {
    const expiresAt = Math.floor(this.now().getTime() / 1000) + RESULTS_KEPT_SECONDS;
    return this.t.transactIf([
      putNew({
        ...keys.surveySendResult(send.surveyId, send.id, result.email),
        entityType: 'SurveySendResult',
        email: result.email,
        position: result.position,
        outcome: result.outcome,
        ...(result.reason ? { reason: result.reason } : {}),
        ...(result.notCounted ? { notCounted: true } : {}),
        expiresAt,
      }),
      tx.update({
        Key: keys.surveySend(send.surveyId, send.id),
        UpdateExpression: 'ADD #outcome :one',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#outcome': result.outcome },
        ExpressionAttributeValues: { ':one': 1 },
      }),
      // The round's invited count grows with each invitation that went out.
      ...(result.outcome === 'sent'
        ? [
            tx.update({
              Key: keys.surveyRound(send.surveyId, send.round),
              UpdateExpression: 'ADD invited :one',
              ExpressionAttributeValues: { ':one': 1 },
            }),
          ]
        : []),
    ]);
  }

  /** R2: every recipient's outcome in a send. */
  async results(surveyId: string, sendId: string): Promise<SendResultRecord[]> {
    const items = await this.t.queryAll({
      ...startingWith(keys.surveySendResult(surveyId, sendId, '')),
    });
    return items.map((item) => ({
      email: item.email as string,
      position: Number(item.position ?? 0),
      outcome: item.outcome as SendResultRecord['outcome'],
      ...(typeof item.reason === 'string' ? { reason: item.reason } : {}),
      notCounted: item.notCounted === true,
    }));
  }

  async setPaused(send: SendRecord, reason: string | null): Promise<void> {
    await this.t.updateIf({
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
    });
  }

  /** The send done, once. */
  finish(send: SendRecord, at: string): Promise<boolean> {
    return this.t.updateIf({
      Key: keys.surveySend(send.surveyId, send.id),
      UpdateExpression: 'SET #state = :done, finishedAt = :at REMOVE pausedReason',
      ConditionExpression: '#state <> :done',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':done': 'done', ':at': at },
    });
  }

  async setTotal(send: SendRecord, total: number): Promise<void> {
    await this.t.update({
      Key: keys.surveySend(send.surveyId, send.id),
      UpdateExpression: 'SET #total = :total',
      ExpressionAttributeNames: { '#total': 'total' },
      ExpressionAttributeValues: { ':total': total },
    });
  }

  /** A survey's latest send. */
  async latest(surveyId: string): Promise<SendRecord | undefined> {
    const { items } = await this.t.query({
      ...startingWith(keys.surveySend(surveyId, '')),
      newestFirst: true,
      limit: 1,
      consistent: true,
    });
    return items[0] ? toSend(items[0]) : undefined;
  }

  /** A send retried once (by the send `by`). */
  markRetried(send: SendRecord, by: string): Promise<boolean> {
    return this.t.updateIf({
      Key: keys.surveySend(send.surveyId, send.id),
      UpdateExpression: 'SET retriedBy = :by',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(retriedBy)',
      ExpressionAttributeValues: { ':by': by },
    });
  }

  async unmarkRetried(send: SendRecord, by: string): Promise<void> {
    await this.t.updateIf({
      Key: keys.surveySend(send.surveyId, send.id),
      UpdateExpression: 'REMOVE retriedBy',
      ConditionExpression: 'retriedBy = :by',
      ExpressionAttributeValues: { ':by': by },
    });
  }
}
