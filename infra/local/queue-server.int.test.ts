import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { afterEach, describe, expect, it } from 'vitest';
import { startEventSource } from '../../functions/src/adapters/sqs/local-event-source';
import { startQueueServer, type QueueServer } from './queue-server';

/**
 * The SQS stand-in, through AWS's own SQS client: the calls Candor makes, SQS's semantics
 * (visibility, receive counts, redrive to the dead-letter queue, batch limits), a journal that
 * keeps messages across a restart, and the event source mapping that hands batches to a worker.
 */
let server: QueueServer | undefined;
let client: SQSClient | undefined;
const dirs: string[] = [];

async function start(file?: string, now?: () => number) {
  const dir = mkdtempSync(join(tmpdir(), 'candor-queue-'));
  dirs.push(dir);
  server = await startQueueServer({
    file: file ?? join(dir, 'queues.jsonl'),
    queues: [
      {
        name: 'work',
        visibilityTimeoutSeconds: 30,
        redrive: { deadLetterQueue: 'dead', maxReceiveCount: 2 },
      },
      { name: 'dead', visibilityTimeoutSeconds: 30 },
    ],
    ...(now ? { now } : {}),
  });
  client = new SQSClient({
    region: 'us-east-1',
    endpoint: server.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  return { server, client, url: server.urlOf('work') };
}

afterEach(async () => {
  client?.destroy();
  await server?.stop();
  server = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the SQS stand-in', () => {
  it('speaks the calls Candor makes: queue URL, batches, receive, delete, attributes', async () => {
    const { client: sqs, url } = await start();
    expect((await sqs.send(new GetQueueUrlCommand({ QueueName: 'work' }))).QueueUrl).toBe(url);
    const sent = await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: url,
        Entries: ['a', 'b', 'c'].map((body, i) => ({ Id: String(i), MessageBody: body })),
      }),
    );
    expect(sent.Successful).toHaveLength(3);
    const received = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 2 }),
    );
    expect(received.Messages?.map((m) => m.Body)).toEqual(['a', 'b']);
    expect(received.Messages?.[0]?.Attributes?.ApproximateReceiveCount).toBe('1');
    await sqs.send(
      new DeleteMessageCommand({
        QueueUrl: url,
        ReceiptHandle: received.Messages![0]!.ReceiptHandle,
      }),
    );
    const attributes = await sqs.send(
      new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['All'] }),
    );
    expect(attributes.Attributes).toMatchObject({
      ApproximateNumberOfMessages: '1',
      ApproximateNumberOfMessagesNotVisible: '1',
    });
  });

  it('refuses what SQS refuses, with its error codes', async () => {
    const { client: sqs, url } = await start();
    await expect(
      sqs.send(
        new SendMessageBatchCommand({
          QueueUrl: url,
          Entries: Array.from({ length: 11 }, (_, i) => ({ Id: String(i), MessageBody: 'x' })),
        }),
      ),
    ).rejects.toMatchObject({ name: 'TooManyEntriesInBatchRequest' });
    await expect(
      sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'x'.repeat(256 * 1024 + 1) })),
    ).rejects.toMatchObject({ name: 'InvalidParameterValue' });
    await expect(
      sqs.send(new SendMessageCommand({ QueueUrl: `${url}-missing`, MessageBody: 'x' })),
    ).rejects.toMatchObject({ name: 'QueueDoesNotExist' });
  });

  it('hides a received message for its visibility timeout, then moves it to the dead-letter queue after maxReceiveCount', async () => {
    let at = Date.now();
    const { client: sqs, url, server: queues } = await start(undefined, () => at);
    await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'poison' }));
    const receive = async () =>
      (await sqs.send(new ReceiveMessageCommand({ QueueUrl: url, MaxNumberOfMessages: 10 })))
        .Messages ?? [];
    expect((await receive()).map((m) => m.Body)).toEqual(['poison']);
    expect(await receive()).toEqual([]);
    at += 31_000;
    const again = await receive();
    expect(again[0]?.Attributes?.ApproximateReceiveCount).toBe('2');
    // A backoff: the worker hides it for longer itself.
    await sqs.send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: url,
        ReceiptHandle: again[0]!.ReceiptHandle,
        VisibilityTimeout: 120,
      }),
    );
    at += 31_000;
    expect(await receive()).toEqual([]);
    at += 90_000;
    // Received twice already: the third receive moves it to the dead-letter queue instead.
    expect(await receive()).toEqual([]);
    expect(queues.depth('dead').visible).toBe(1);
    expect(queues.depth('work')).toEqual({ visible: 0, inFlight: 0, delayed: 0 });
  });

  it('keeps its messages across a restart, each visible again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'candor-queue-'));
    dirs.push(dir);
    const file = join(dir, 'queues.jsonl');
    const first = await start(file);
    await first.client.send(
      new SendMessageBatchCommand({
        QueueUrl: first.url,
        Entries: ['kept', 'done'].map((body, i) => ({ Id: String(i), MessageBody: body })),
      }),
    );
    const received = await first.client.send(
      new ReceiveMessageCommand({ QueueUrl: first.url, MaxNumberOfMessages: 2 }),
    );
    const done = received.Messages!.find((m) => m.Body === 'done')!;
    await first.client.send(
      new DeleteMessageCommand({ QueueUrl: first.url, ReceiptHandle: done.ReceiptHandle }),
    );
    client?.destroy();
    await server?.stop();

    const second = await start(file);
    const after = await second.client.send(
      new ReceiveMessageCommand({ QueueUrl: second.url, MaxNumberOfMessages: 10 }),
    );
    expect(after.Messages?.map((m) => m.Body)).toEqual(['kept']);
    expect(after.Messages?.[0]?.Attributes?.ApproximateReceiveCount).toBe('2');
  });
});

describe('the local event source mapping', () => {
  it('hands batches to the worker, deletes what it did, and brings back what it reported failed', async () => {
    const { client: sqs, url, server: queues } = await start();
    await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: url,
        Entries: ['1', '2', '3', 'again'].map((body, i) => ({ Id: String(i), MessageBody: body })),
      }),
    );
    const seen: string[][] = [];
    let tries = 0;
    const source = startEventSource({
      endpoint: queues.endpoint,
      queueUrl: url,
      batchSize: 10,
      maxConcurrency: 1,
      timeoutSeconds: 10,
      handler: async (event) => {
        seen.push(event.Records.map((r) => r.body));
        const retry = event.Records.filter((r) => r.body === 'again' && tries++ === 0);
        // Back at once, for the test: the worker's own backoff decides how long in production.
        for (const record of retry) {
          await sqs.send(
            new ChangeMessageVisibilityCommand({
              QueueUrl: url,
              ReceiptHandle: record.receiptHandle,
              VisibilityTimeout: 0,
            }),
          );
        }
        return { batchItemFailures: retry.map((r) => ({ itemIdentifier: r.messageId })) };
      },
    });
    try {
      await expect
        .poll(() => queues.depth('work'), { timeout: 15_000 })
        .toEqual({
          visible: 0,
          inFlight: 0,
          delayed: 0,
        });
    } finally {
      await source.stop();
    }
    expect(seen.flat().sort()).toEqual(['1', '2', '3', 'again', 'again']);
  });

  it('deletes nothing of a batch whose worker outlives its timeout', async () => {
    const { client: sqs, url, server: queues } = await start();
    await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: 'slow' }));
    const errors: unknown[] = [];
    let release: () => void = () => undefined;
    const source = startEventSource({
      endpoint: queues.endpoint,
      queueUrl: url,
      batchSize: 10,
      maxConcurrency: 1,
      timeoutSeconds: 0.2,
      handler: () => new Promise<void>((resolve) => (release = resolve)),
      onError: (error) => errors.push(error),
    });
    try {
      await expect.poll(() => errors.length, { timeout: 15_000 }).toBeGreaterThan(0);
    } finally {
      release();
      await source.stop();
    }
    expect(String(errors[0])).toContain('Task timed out after 0.20 seconds');
    expect(queues.depth('work').inFlight).toBe(1);
  });
});
