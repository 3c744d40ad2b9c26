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
import { awsClientSettings, type AwsConnection } from '../aws-http/client-settings';

export interface SqsInvitationQueueOptions extends AwsConnection {
  queueUrl: string;
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

type Check = (value: unknown) => boolean;
const text: Check = (value) => typeof value === 'string';
const count: Check = (value) => Number.isInteger(value) && (value as number) >= 0;
const hour: Check = (value) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/.test(value);

/** Each kind's fields and what each must be; an invitation's message names no kind. */
const MESSAGE_FIELDS: Record<QueuedMessage['kind'], Record<string, Check>> = {
  invitation: {
    sendId: text,
    surveyId: text,
    email: text,
    position: Number.isInteger,
    counts: (value) => typeof value === 'boolean',
  },
  reminder: { surveyId: text, email: text, round: count, day: count, tokenHash: text },
  'round-report': {
    surveyId: text,
    round: (value) => count(value) && (value as number) >= 1,
    closedAt: text,
    userId: text,
  },
  'conversation-mail': { surveyId: text, responseId: text, due: hour },
  'conversation-notice': { surveyId: text, userId: text, run: hour },
  'share-mail': {
    surveyId: text,
    shareId: (value) => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value),
    email: text,
  },
};

/** Reads a message's body; undefined for anything that is none of these kinds. */
export function parseQueuedMessage(body: string): QueuedMessage | undefined {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(body) as Record<string, unknown>;
  } catch {
    return undefined; // Not JSON: not ours.
  }
  if (value?.v !== 1) return undefined;
  const kind = (value.kind ?? 'invitation') as QueuedMessage['kind'];
  if (value.kind === 'invitation' || !Object.hasOwn(MESSAGE_FIELDS, kind)) return undefined;
  const fields = MESSAGE_FIELDS[kind];
  const message: Record<string, unknown> = { kind };
  for (const [field, valid] of Object.entries(fields)) {
    if (!valid(value[field])) return undefined;
    message[field] = value[field];
  }
  return message as unknown as QueuedMessage;
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
    this.client = new SQSClient(
      // A late answer is logged and waited for, not failed: the queue's setting so far.
      awsClientSettings(options, {
        attempts: 3,
        connectMs: 2000,
        answerMs: 5000,
        lateFails: false,
      }),
    );
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
