import {
  DeleteMessageBatchCommand,
  ReceiveMessageCommand,
  SQSClient,
  type Message,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';

export interface EventSourceOptions {
  endpoint: string;
  queueUrl: string;
  /** The mapping's batch size: at most this many messages per invocation (1-10). */
  batchSize: number;
  /** The mapping's maximum concurrency: invocations at once. */
  maxConcurrency: number;
  /** The function's timeout: an invocation past it is reported as Lambda reports a timeout. */
  timeoutSeconds: number;
  handler: (event: SQSEvent) => Promise<SQSBatchResponse | void>;
  onError?: (error: unknown) => void;
}

export interface EventSource {
  /** Stops polling; invocations under way finish first. */
  stop(): Promise<void>;
  /** Invocations so far, for the dev pages and the tests. */
  invocations(): number;
  /** The longest invocation so far, in milliseconds (the bench holds it to half the timeout). */
  longestInvocationMs(): number;
}

/** What Lambda logs for an invocation that outlived its function's timeout. */
export class FunctionTimeoutError extends Error {
  override name = 'FunctionTimeoutError';
}

const toRecord = (queueUrl: string, message: Message): SQSEvent['Records'][number] => ({
  messageId: message.MessageId ?? '',
  receiptHandle: message.ReceiptHandle ?? '',
  body: message.Body ?? '',
  attributes: {
    ApproximateReceiveCount: message.Attributes?.ApproximateReceiveCount ?? '1',
    SentTimestamp: message.Attributes?.SentTimestamp ?? '',
    SenderId: 'local',
    ApproximateFirstReceiveTimestamp: message.Attributes?.ApproximateFirstReceiveTimestamp ?? '',
  },
  messageAttributes: {},
  md5OfBody: message.MD5OfBody ?? '',
  eventSource: 'aws:sqs',
  eventSourceARN: `arn:aws:sqs:us-east-1:000000000000:${queueUrl.split('/').pop() ?? ''}`,
  awsRegion: 'us-east-1',
});

/**
 * Lambda's SQS event source mapping, locally: `maxConcurrency` pollers long-poll the queue
 * through the SQS client, hand each batch to the function as an SQS event, delete the messages
 * it did not report as failed (ReportBatchItemFailures) and leave the rest to come back after
 * their visibility timeout. An invocation that throws or outlives the function's timeout deletes
 * nothing, as in Lambda.
 */
export function startEventSource(options: EventSourceOptions): EventSource {
  const client = new SQSClient({
    region: 'us-east-1',
    endpoint: options.endpoint,
    maxAttempts: 1,
    requestHandler: { requestTimeout: 25_000 },
  });
  let stopped = false;
  let count = 0;
  let longest = 0;
  const polls = new Set<AbortController>();

  const invoke = async (event: SQSEvent): Promise<SQSBatchResponse | void> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new FunctionTimeoutError(
              `Task timed out after ${options.timeoutSeconds.toFixed(2)} seconds`,
            ),
          ),
        options.timeoutSeconds * 1000,
      );
    });
    const started = performance.now();
    try {
      return await Promise.race([options.handler(event), timeout]);
    } finally {
      clearTimeout(timer);
      longest = Math.max(longest, Math.round(performance.now() - started));
    }
  };

  const poller = async () => {
    while (!stopped) {
      const abort = new AbortController();
      polls.add(abort);
      let messages: Message[] = [];
      try {
        const out = await client.send(
          new ReceiveMessageCommand({
            QueueUrl: options.queueUrl,
            MaxNumberOfMessages: options.batchSize,
            WaitTimeSeconds: 5,
            MessageSystemAttributeNames: ['All'],
          }),
          { abortSignal: abort.signal },
        );
        messages = out.Messages ?? [];
      } catch (error) {
        if (stopped) return;
        options.onError?.(error);
        await new Promise((resolve) => setTimeout(resolve, 500));
        continue;
      } finally {
        polls.delete(abort);
      }
      if (messages.length === 0) continue;
      count += 1;
      const event: SQSEvent = { Records: messages.map((m) => toRecord(options.queueUrl, m)) };
      let failed: Set<string>;
      try {
        const result = await invoke(event);
        failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
      } catch (error) {
        options.onError?.(error);
        continue; // Nothing deleted: every message of the batch comes back.
      }
      const done = messages.filter((m) => !failed.has(m.MessageId ?? ''));
      if (done.length === 0) continue;
      try {
        await client.send(
          new DeleteMessageBatchCommand({
            QueueUrl: options.queueUrl,
            Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
          }),
        );
      } catch (error) {
        options.onError?.(error);
      }
    }
  };

  const running = Array.from({ length: options.maxConcurrency }, () => poller());
  return {
    invocations: () => count,
    longestInvocationMs: () => longest,
    stop: async () => {
      stopped = true;
      for (const poll of polls) poll.abort();
      await Promise.all(running);
      client.destroy();
    },
  };
}
