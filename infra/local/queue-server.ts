import { createHash, randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';

/** A queue as the stand-in keeps it: SQS's own settings that Candor relies on. */
export interface QueueSettings {
  name: string;
  /** Seconds a received message stays hidden before it is delivered again. */
  visibilityTimeoutSeconds: number;
  /** After this many receives a message goes to `deadLetterQueue` instead (SQS's redrive policy). */
  redrive?: { deadLetterQueue: string; maxReceiveCount: number };
}

interface StoredMessage {
  id: string;
  body: string;
  md5: string;
  sentAt: number;
  /** Epoch ms from which the message can be received. */
  visibleAt: number;
  receiveCount: number;
  firstReceivedAt?: number;
  /** The receipt handle of the latest receive: only it can delete or hide the message. */
  receipt?: string;
}

/** One line of the journal that keeps the queues across restarts. */
type JournalEntry =
  | { op: 'put'; queue: string; id: string; body: string; sentAt: number; visibleAt: number }
  | { op: 'receive'; queue: string; id: string }
  | { op: 'delete'; queue: string; id: string }
  | { op: 'move'; queue: string; id: string; to: string };

const ACCOUNT = '000000000000';
/** SQS's own limits on what a call may carry. */
const MAX_BATCH = 10;
const MAX_MESSAGE_BYTES = 256 * 1024;
const MAX_WAIT_SECONDS = 20;
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

class QueueError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface QueueServer {
  endpoint: string;
  /** The URL of a queue by name, as GetQueueUrl answers it. */
  urlOf(name: string): string;
  /** Messages by state, for the dev pages and the tests. */
  depth(name: string): { visible: number; inFlight: number; delayed: number };
  /** The clock (`now`) moved on: long polls see at once what became visible. */
  clockMoved(): void;
  stop(): Promise<void>;
}

/**
 * The SQS stand-in: speaks the JSON protocol of the SQS calls Candor makes (GetQueueUrl,
 * SendMessage, SendMessageBatch, ReceiveMessage with long polling, DeleteMessage,
 * DeleteMessageBatch, ChangeMessageVisibility, GetQueueAttributes) with SQS's semantics:
 * at-least-once delivery, a visibility timeout per receive, the receive count, and redrive to a
 * dead-letter queue after `maxReceiveCount` receives. Messages are journalled to `file`, so a send
 * in progress survives a restart (every message is visible again after one, as after a consumer
 * that died).
 */
export async function startQueueServer(options: {
  file: string;
  queues: QueueSettings[];
  now?: () => number;
}): Promise<QueueServer> {
  const now = options.now ?? Date.now;
  const settings = new Map(options.queues.map((queue) => [queue.name, queue]));
  const queues = new Map<string, Map<string, StoredMessage>>(
    options.queues.map((queue) => [queue.name, new Map()]),
  );
  const waiters = new Set<() => void>();
  let wakeTimer: NodeJS.Timeout | undefined;
  mkdirSync(dirname(options.file), { recursive: true });
  load();

  function load(): void {
    if (!existsSync(options.file)) return;
    for (const line of readFileSync(options.file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      let entry: JournalEntry;
      try {
        entry = JSON.parse(line) as JournalEntry;
      } catch {
        continue; // A line cut short by a crash: the message it began was never acknowledged.
      }
      const queue = queues.get(entry.queue);
      if (!queue) continue;
      if (entry.op === 'put') {
        queue.set(entry.id, {
          id: entry.id,
          body: entry.body,
          md5: md5(entry.body),
          sentAt: entry.sentAt,
          visibleAt: entry.visibleAt,
          receiveCount: 0,
        });
      } else if (entry.op === 'receive') {
        const message = queue.get(entry.id);
        if (message) message.receiveCount += 1;
      } else if (entry.op === 'delete') {
        queue.delete(entry.id);
      } else if (entry.op === 'move') {
        const message = queue.get(entry.id);
        queue.delete(entry.id);
        if (message) queues.get(entry.to)?.set(message.id, { ...message, receiveCount: 0 });
      }
    }
    // Compacted: only the messages still queued, each visible now.
    const lines: string[] = [];
    for (const [name, queue] of queues) {
      for (const message of queue.values()) {
        message.visibleAt = Math.min(message.visibleAt, now());
        lines.push(
          JSON.stringify({
            op: 'put',
            queue: name,
            id: message.id,
            body: message.body,
            sentAt: message.sentAt,
            visibleAt: message.visibleAt,
          } satisfies JournalEntry),
        );
        for (let i = 0; i < message.receiveCount; i += 1) {
          lines.push(JSON.stringify({ op: 'receive', queue: name, id: message.id }));
        }
      }
    }
    writeFileSync(options.file, lines.length ? `${lines.join('\n')}\n` : '');
  }

  const journal = (entry: JournalEntry) =>
    appendFileSync(options.file, `${JSON.stringify(entry)}\n`);

  function queueOf(url: unknown): [string, Map<string, StoredMessage>] {
    const name = typeof url === 'string' ? (url.split('/').pop() ?? '') : '';
    const queue = queues.get(name);
    if (!queue) {
      throw new QueueError(
        400,
        'AWS.SimpleQueueService.NonExistentQueue',
        'The specified queue does not exist.',
      );
    }
    return [name, queue];
  }

  function wake(): void {
    for (const waiter of [...waiters]) waiter();
  }

  /** Wakes long polls when the next hidden or delayed message becomes visible. */
  function planWake(): void {
    if (wakeTimer) clearTimeout(wakeTimer);
    let next = Infinity;
    const at = now();
    for (const queue of queues.values()) {
      for (const message of queue.values()) {
        if (message.visibleAt > at && message.visibleAt < next) next = message.visibleAt;
      }
    }
    if (next === Infinity) return;
    wakeTimer = setTimeout(
      () => {
        wakeTimer = undefined;
        wake();
        planWake();
      },
      Math.max(5, next - at),
    );
    wakeTimer.unref();
  }

  function put(name: string, body: unknown, delaySeconds: unknown): StoredMessage {
    if (typeof body !== 'string' || body.length === 0) {
      throw new QueueError(
        400,
        'MissingParameter',
        'The request must contain the parameter MessageBody.',
      );
    }
    if (Buffer.byteLength(body) > MAX_MESSAGE_BYTES) {
      throw new QueueError(
        400,
        'InvalidParameterValue',
        `One or more parameters are invalid. Reason: Message must be shorter than ${MAX_MESSAGE_BYTES} bytes.`,
      );
    }
    const delay = typeof delaySeconds === 'number' ? Math.max(0, Math.min(900, delaySeconds)) : 0;
    const message: StoredMessage = {
      id: randomUUID(),
      body,
      md5: md5(body),
      sentAt: now(),
      visibleAt: now() + delay * 1000,
      receiveCount: 0,
    };
    journal({
      op: 'put',
      queue: name,
      id: message.id,
      body,
      sentAt: message.sentAt,
      visibleAt: message.visibleAt,
    });
    queues.get(name)!.set(message.id, message);
    return message;
  }

  /** The visible messages, at most `max`, each received once more (or moved to its DLQ). */
  function take(name: string, max: number, visibilitySeconds: number) {
    const queue = queues.get(name)!;
    const setting = settings.get(name)!;
    const at = now();
    const out: StoredMessage[] = [];
    for (const message of queue.values()) {
      if (out.length >= max) break;
      if (message.visibleAt > at) continue;
      if (setting.redrive && message.receiveCount >= setting.redrive.maxReceiveCount) {
        // SQS's redrive: a message received maxReceiveCount times goes to the dead-letter queue.
        journal({ op: 'move', queue: name, id: message.id, to: setting.redrive.deadLetterQueue });
        queue.delete(message.id);
        queues
          .get(setting.redrive.deadLetterQueue)
          ?.set(message.id, { ...message, receiveCount: 0, visibleAt: at, receipt: undefined });
        continue;
      }
      journal({ op: 'receive', queue: name, id: message.id });
      message.receiveCount += 1;
      message.firstReceivedAt ??= at;
      message.visibleAt = at + visibilitySeconds * 1000;
      message.receipt = `${message.id}#${randomUUID()}`;
      out.push(message);
    }
    if (out.length > 0) planWake();
    return out;
  }

  function byReceipt(name: string, receipt: unknown): StoredMessage | undefined {
    if (typeof receipt !== 'string' || !receipt.includes('#')) {
      throw new QueueError(400, 'ReceiptHandleIsInvalid', 'The input receipt handle is invalid.');
    }
    const message = queues.get(name)!.get(receipt.split('#')[0]!);
    // SQS accepts a stale handle silently for deletes of a message received again since.
    return message && message.receipt === receipt ? message : undefined;
  }

  function remove(name: string, receipt: unknown): void {
    const message = byReceipt(name, receipt);
    if (!message) return;
    journal({ op: 'delete', queue: name, id: message.id });
    queues.get(name)!.delete(message.id);
  }

  function batchEntries(input: Record<string, unknown>): Record<string, unknown>[] {
    const entries = input.Entries;
    if (!Array.isArray(entries) || entries.length === 0) {
      throw new QueueError(
        400,
        'AWS.SimpleQueueService.EmptyBatchRequest',
        'There should be at least one entry in the request.',
      );
    }
    if (entries.length > MAX_BATCH) {
      throw new QueueError(
        400,
        'AWS.SimpleQueueService.TooManyEntriesInBatchRequest',
        `Maximum number of entries per request are ${MAX_BATCH}. You have sent ${entries.length}.`,
      );
    }
    return entries as Record<string, unknown>[];
  }

  async function waitForMessages(name: string, seconds: number, signal: AbortSignal) {
    const deadline = now() + seconds * 1000;
    while (now() < deadline && !signal.aborted) {
      const queue = queues.get(name)!;
      if ([...queue.values()].some((message) => message.visibleAt <= now())) return;
      await new Promise<void>((resolve) => {
        const done = () => {
          waiters.delete(done);
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          resolve();
        };
        const timer = setTimeout(done, Math.max(1, deadline - now()));
        waiters.add(done);
        signal.addEventListener('abort', done);
      });
    }
  }

  async function call(
    action: string,
    input: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<unknown> {
    switch (action) {
      case 'GetQueueUrl': {
        const name = String(input.QueueName ?? '');
        queueOf(name);
        return { QueueUrl: urlOf(name) };
      }
      case 'SendMessage': {
        const [name] = queueOf(input.QueueUrl);
        const message = put(name, input.MessageBody, input.DelaySeconds);
        wake();
        planWake();
        return { MessageId: message.id, MD5OfMessageBody: message.md5 };
      }
      case 'SendMessageBatch': {
        const [name] = queueOf(input.QueueUrl);
        const entries = batchEntries(input);
        const total = entries.reduce(
          (sum, entry) => sum + Buffer.byteLength(String(entry.MessageBody ?? '')),
          0,
        );
        if (total > MAX_MESSAGE_BYTES) {
          throw new QueueError(
            400,
            'AWS.SimpleQueueService.BatchRequestTooLong',
            `Batch requests cannot be longer than ${MAX_MESSAGE_BYTES} bytes.`,
          );
        }
        const successful = entries.map((entry) => {
          const message = put(name, entry.MessageBody, entry.DelaySeconds);
          return { Id: entry.Id, MessageId: message.id, MD5OfMessageBody: message.md5 };
        });
        wake();
        planWake();
        return { Successful: successful, Failed: [] };
      }
      case 'ReceiveMessage': {
        const [name] = queueOf(input.QueueUrl);
        const max = Number(input.MaxNumberOfMessages ?? 1);
        if (!Number.isInteger(max) || max < 1 || max > MAX_BATCH) {
          throw new QueueError(
            400,
            'InvalidParameterValue',
            `Value ${String(input.MaxNumberOfMessages)} for parameter MaxNumberOfMessages is invalid. Reason: Must be between 1 and 10, if provided.`,
          );
        }
        const wait = Math.min(MAX_WAIT_SECONDS, Math.max(0, Number(input.WaitTimeSeconds ?? 0)));
        const visibility = Number(
          input.VisibilityTimeout ?? settings.get(name)!.visibilityTimeoutSeconds,
        );
        let messages = take(name, max, visibility);
        if (messages.length === 0 && wait > 0) {
          await waitForMessages(name, wait, signal);
          messages = take(name, max, visibility);
        }
        return {
          Messages: messages.map((message) => ({
            MessageId: message.id,
            ReceiptHandle: message.receipt,
            MD5OfBody: message.md5,
            Body: message.body,
            Attributes: {
              ApproximateReceiveCount: String(message.receiveCount),
              SentTimestamp: String(message.sentAt),
              ApproximateFirstReceiveTimestamp: String(message.firstReceivedAt ?? now()),
            },
          })),
        };
      }
      case 'DeleteMessage': {
        const [name] = queueOf(input.QueueUrl);
        remove(name, input.ReceiptHandle);
        return {};
      }
      case 'DeleteMessageBatch': {
        const [name] = queueOf(input.QueueUrl);
        const entries = batchEntries(input);
        for (const entry of entries) remove(name, entry.ReceiptHandle);
        return { Successful: entries.map((entry) => ({ Id: entry.Id })), Failed: [] };
      }
      case 'ChangeMessageVisibility': {
        const [name] = queueOf(input.QueueUrl);
        const message = byReceipt(name, input.ReceiptHandle);
        const seconds = Number(input.VisibilityTimeout);
        if (!Number.isInteger(seconds) || seconds < 0 || seconds > 43_200) {
          throw new QueueError(
            400,
            'InvalidParameterValue',
            'VisibilityTimeout must be between 0 and 43200.',
          );
        }
        if (!message) {
          throw new QueueError(400, 'MessageNotInflight', 'The message is not in flight.');
        }
        message.visibleAt = now() + seconds * 1000;
        if (seconds === 0) wake();
        planWake();
        return {};
      }
      case 'GetQueueAttributes': {
        const [name] = queueOf(input.QueueUrl);
        const counts = depth(name);
        return {
          Attributes: {
            ApproximateNumberOfMessages: String(counts.visible),
            ApproximateNumberOfMessagesNotVisible: String(counts.inFlight),
            ApproximateNumberOfMessagesDelayed: String(counts.delayed),
            VisibilityTimeout: String(settings.get(name)!.visibilityTimeoutSeconds),
          },
        };
      }
      default:
        throw new QueueError(
          400,
          'UnsupportedOperation',
          `${action} is not supported by the local SQS stand-in`,
        );
    }
  }

  function depth(name: string) {
    const at = now();
    let visible = 0;
    let inFlight = 0;
    let delayed = 0;
    for (const message of queues.get(name)?.values() ?? []) {
      if (message.visibleAt <= at) visible += 1;
      else if (message.receiveCount > 0) inFlight += 1;
      else delayed += 1;
    }
    return { visible, inFlight, delayed };
  }

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (error instanceof QueueError) fail(res, error.status, error.code, error.message);
      else fail(res, 500, 'InternalError', 'stand-in failure');
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = String(req.headers['x-amz-target'] ?? '');
    if (req.method !== 'POST' || !target.startsWith('AmazonSQS.')) {
      throw new QueueError(
        400,
        'InvalidAction',
        'The local SQS stand-in speaks the JSON protocol only',
      );
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
    } catch {
      throw new QueueError(400, 'MalformedInput', 'The request body is not JSON');
    }
    const aborted = new AbortController();
    res.on('close', () => aborted.abort());
    const output = await call(target.slice('AmazonSQS.'.length), input, aborted.signal);
    res.writeHead(200, {
      'content-type': 'application/x-amz-json-1.0',
      'x-amzn-requestid': randomUUID(),
    });
    res.end(JSON.stringify(output));
  }

  function fail(res: ServerResponse, status: number, code: string, message: string): void {
    if (res.headersSent) return;
    res.writeHead(status, {
      'content-type': 'application/x-amz-json-1.0',
      'x-amzn-query-error': `${code};Sender`,
    });
    res.end(JSON.stringify({ __type: `com.amazonaws.sqs#${code}`, message }));
  }

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  function urlOf(name: string): string {
    return `${endpoint}/${ACCOUNT}/${name}`;
  }
  planWake();
  return {
    endpoint,
    urlOf,
    depth,
    clockMoved: () => {
      wake();
      planWake();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (wakeTimer) clearTimeout(wakeTimer);
        wake();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
