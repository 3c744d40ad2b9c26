import {
  ChangeMessageVisibilityCommand,
  SendMessageBatchCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { ReminderMessage, ReminderQueue } from '../../domain/rounds/ports';
import type {
  ConversationMailMessage,
  ConversationMailQueue,
  ConversationNoticeMessage,
} from '../../domain/conversations/ports';
import type { InvitationMessage, InvitationQueue } from '../../domain/responses/ports';
import type { ShareMailMessage } from '../../domain/shares/ports';
import type { RoundReportMessage, RoundReportQueue } from '../../domain/rounds/ports';

export interface SqsInvitationQueueOptions {
  region: string;
  queueUrl: string;
  endpoint?: string;
}

/** SQS takes at most 10 messages per SendMessageBatch call. */
const BATCH = 10;
/** Batch calls at once while queueing a send. */
const PARALLEL = 4;

/** A message's body: versioned, so a worker can tell a shape it does not know. */
export const invitationMessageBody = (message: InvitationMessage) =>
  JSON.stringify({ v: 1, ...message });

/** A reminder's body: its own kind, so the worker tells it from an invitation. */
export const reminderMessageBody = (message: ReminderMessage) =>
  JSON.stringify({ v: 1, kind: 'reminder', ...message });

/** A round report's mail to one manager: its own kind too. */
export const roundReportMessageBody = (message: RoundReportMessage) =>
  JSON.stringify({ v: 1, kind: 'round-report', ...message });

/**
 * What the send queue carries: one invitation of a send, one reminder of a round's day, one
 * manager's mail of a closed round's report, or a conversation's mail (decision 0058): to a
 * respondent who asked for it (no address: the worker opens their sealed request) or to a manager.
 */
export type QueuedMessage =
  | ({ kind: 'invitation' } & InvitationMessage)
  | ({ kind: 'reminder' } & ReminderMessage)
  | ({ kind: 'round-report' } & RoundReportMessage)
  | ({ kind: 'conversation-mail' } & ConversationMailMessage)
  | ({ kind: 'conversation-notice' } & ConversationNoticeMessage)
  | ({ kind: 'share-mail' } & ShareMailMessage);

const ISO_HOUR = /^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/;

const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

/** Reads a message's body; undefined for anything that is none of these kinds. */
export function parseQueuedMessage(body: string): QueuedMessage | undefined {
  try {
    const value = JSON.parse(body) as Record<string, unknown>;
    if (value.v !== 1 || typeof value.surveyId !== 'string') return undefined;
    if (
      value.kind === 'round-report' &&
      Number.isInteger(value.round) &&
      (value.round as number) >= 1 &&
      typeof value.closedAt === 'string' &&
      typeof value.userId === 'string'
    ) {
      return {
        kind: 'round-report',
        surveyId: value.surveyId,
        round: value.round as number,
        closedAt: value.closedAt,
        userId: value.userId,
      };
    }
    if (
      value.kind === 'conversation-mail' &&
      typeof value.responseId === 'string' &&
      typeof value.due === 'string' &&
      ISO_HOUR.test(value.due)
    ) {
      return {
        kind: 'conversation-mail',
        surveyId: value.surveyId,
        responseId: value.responseId,
        due: value.due,
      };
    }
    if (
      value.kind === 'conversation-notice' &&
      typeof value.userId === 'string' &&
      typeof value.run === 'string' &&
      ISO_HOUR.test(value.run)
    ) {
      return {
        kind: 'conversation-notice',
        surveyId: value.surveyId,
        userId: value.userId,
        run: value.run,
      };
    }
    if (typeof value.email !== 'string') return undefined;
    if (
      value.kind === 'share-mail' &&
      typeof value.shareId === 'string' &&
      /^[0-9a-f]{64}$/.test(value.shareId)
    ) {
      return {
        kind: 'share-mail',
        surveyId: value.surveyId,
        shareId: value.shareId,
        email: value.email,
      };
    }
    if (
      value.kind === 'reminder' &&
      isCount(value.round) &&
      isCount(value.day) &&
      typeof value.tokenHash === 'string'
    ) {
      return {
        kind: 'reminder',
        surveyId: value.surveyId,
        email: value.email,
        round: value.round as number,
        day: value.day as number,
        tokenHash: value.tokenHash,
      };
    }
    if (
      value.kind === undefined &&
      typeof value.sendId === 'string' &&
      typeof value.counts === 'boolean' &&
      Number.isInteger(value.position)
    ) {
      return {
        kind: 'invitation',
        sendId: value.sendId,
        surveyId: value.surveyId,
        email: value.email,
        position: value.position as number,
        counts: value.counts,
      };
    }
  } catch {
    // Not JSON: not ours.
  }
  return undefined;
}

/**
 * The send queue (invitations, reminders, round reports' mails), through the SQS client
 * (standard retries, 3 tries). The local runtime points it at the SQS stand-in.
 */
export class SqsInvitationQueue
  implements InvitationQueue, ReminderQueue, RoundReportQueue, ConversationMailQueue
{
  private readonly client: SQSClient;

  constructor(private readonly options: SqsInvitationQueueOptions) {
    this.client = new SQSClient({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 2000, requestTimeout: 5000 },
    });
  }

  enqueue(messages: InvitationMessage[]): Promise<number> {
    return this.enqueueBodies(messages.map(invitationMessageBody));
  }

  enqueueReminders(messages: ReminderMessage[]): Promise<number> {
    return this.enqueueBodies(messages.map(reminderMessageBody));
  }

  enqueueRoundReports(messages: RoundReportMessage[]): Promise<number> {
    return this.enqueueBodies(messages.map(roundReportMessageBody));
  }

  enqueueConversationMails(
    messages: Parameters<ConversationMailQueue['enqueueConversationMails']>[0],
  ): Promise<number> {
    return this.enqueueBodies(messages.map((message) => JSON.stringify({ v: 1, ...message })));
  }

  enqueueShareMails(messages: ShareMailMessage[]): Promise<number> {
    return this.enqueueBodies(
      messages.map((message) => JSON.stringify({ v: 1, kind: 'share-mail', ...message })),
    );
  }

  private async enqueueBodies(messages: string[]): Promise<number> {
    const batches: string[][] = [];
    for (let i = 0; i < messages.length; i += BATCH) batches.push(messages.slice(i, i + BATCH));
    let queued = 0;
    let failure: unknown;
    for (let i = 0; i < batches.length && failure === undefined; i += PARALLEL) {
      const results = await Promise.allSettled(
        batches.slice(i, i + PARALLEL).map(async (batch) => {
          const out = await this.client.send(
            new SendMessageBatchCommand({
              QueueUrl: this.options.queueUrl,
              Entries: batch.map((message, index) => ({
                Id: String(index),
                MessageBody: message,
              })),
            }),
          );
          if (out.Failed?.length) {
            throw new Error(`The queue refused ${out.Failed.length} of ${batch.length} messages`);
          }
          return batch.length;
        }),
      );
      for (const result of results) {
        if (result.status === 'fulfilled') queued += result.value;
        else failure ??= result.reason;
      }
    }
    if (failure !== undefined && queued === 0) throw failure;
    return queued;
  }

  async later(receiptHandle: string, seconds: number): Promise<void> {
    await this.client.send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: this.options.queueUrl,
        ReceiptHandle: receiptHandle,
        VisibilityTimeout: seconds,
      }),
    );
  }
}
