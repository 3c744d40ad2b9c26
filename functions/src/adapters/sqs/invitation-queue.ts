import {
  ChangeMessageVisibilityCommand,
  SendMessageBatchCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { InvitationMessage, InvitationQueue } from '../../domain/responses/ports';

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

/** Reads a message's body; undefined for anything that is not an invitation message. */
export function parseInvitationMessage(body: string): InvitationMessage | undefined {
  try {
    const value = JSON.parse(body) as Record<string, unknown>;
    if (
      value.v === 1 &&
      typeof value.sendId === 'string' &&
      typeof value.surveyId === 'string' &&
      typeof value.email === 'string' &&
      typeof value.counts === 'boolean' &&
      Number.isInteger(value.position)
    ) {
      return {
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
 * The queue of invitations to send, through the SQS client (standard retries, 3 tries). The
 * local runtime points it at the SQS stand-in.
 */
export class SqsInvitationQueue implements InvitationQueue {
  private readonly client: SQSClient;

  constructor(private readonly options: SqsInvitationQueueOptions) {
    this.client = new SQSClient({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 2000, requestTimeout: 5000 },
    });
  }

  async enqueue(messages: InvitationMessage[]): Promise<number> {
    const batches: InvitationMessage[][] = [];
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
                MessageBody: invitationMessageBody(message),
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
