import { MailDeliveryError, type MailPort, type OutgoingMail } from '../platform/mail';
import { jitteredBackoff, type SendPacer } from './send-pacer';

/**
 * What the send worker does alike for every kind of queued mail (decision 0033): a few messages
 * of a batch under way at once, each mail at the worker's pace with retries of a throttled or
 * failing call, and the messages to come again given back to the queue after a backoff.
 */
export type Pacer = Pick<SendPacer, 'slot' | 'holdBack' | 'giveBack'>;

/** A message as the queue delivered it: its id, its handle, how often it came. */
export interface Delivered {
  messageId: string;
  receiptHandle: string;
  /** How many times the queue has delivered it, this time included. */
  receiveCount: number;
}

/** What every delivery of queued mails is handed besides its own stores. */
export interface QueuedMailDeps {
  mail: MailPort;
  queue: { later(receiptHandle: string, seconds: number): Promise<void> };
  /** Waits between the tries of one mail; a timer when not given. */
  sleep?: ((ms: number) => Promise<void>) | undefined;
  /** Never given an address: only ids and errors are logged. */
  log?: ((message: string, data?: Record<string, unknown>) => void) | undefined;
}

/** One invocation's share of time and of the mail account's rate, for a batch. */
export interface BatchTime {
  remainingMs: () => number;
  /** Nothing new is started once `remainingMs()` falls under it. */
  reserveMs: number;
  /** Spaces this invocation's mails at one worker's share of the mail account's rate. */
  pacer: Pacer;
}

const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Messages of a batch under way at once; the pacer keeps the mails themselves to the rate. */
const IN_FLIGHT = 6;
/** Tries of one mail in one delivery, when the service is throttling or failing on its side. */
const MAIL_TRIES = 3;
/** A message the mail service could not take comes back after a backoff (seconds). */
const REDELIVERY_BASE_SECONDS = 15;
const REDELIVERY_CAP_SECONDS = 300;

export const isThrottled = (error: unknown) => {
  const failure = error instanceof MailDeliveryError ? error.failure : {};
  return failure.status === 429 || failure.code === 'TooManyRequestsException';
};

/**
 * Runs `one` for each message, a few at once; a message it throws for is logged and returned
 * (the data store failing for one: that one comes back later, the rest go on).
 */
export async function eachInFlight<T>(
  messages: T[],
  one: (message: T) => Promise<void>,
  failed: (message: T, error: unknown) => void,
): Promise<T[]> {
  const waiting = [...messages];
  const failures: T[] = [];
  await Promise.all(
    Array.from({ length: Math.min(IN_FLIGHT, waiting.length) }, async () => {
      for (let next = waiting.shift(); next; next = waiting.shift()) {
        try {
          await one(next);
        } catch (error) {
          failed(next, error);
          failures.push(next);
        }
      }
    }),
  );
  return failures;
}

/**
 * Sends a mail at the pacer's rate. Throttling and failures on the service's side are tried
 * again (throttling slows the whole worker; a failure waits this mail alone); `refused`: the
 * service refused it for good; `held`: it could not take it now (the account cannot send, or
 * the tries ran out), so the message comes back later.
 */
export async function sendPaced(
  mail: OutgoingMail,
  deps: Pick<QueuedMailDeps, 'mail' | 'sleep'>,
  pacer: Pacer,
): Promise<{ outcome: 'sent' } | { outcome: 'refused' | 'held'; error: unknown }> {
  for (let attempt = 1; ; attempt += 1) {
    await pacer.slot();
    try {
      await deps.mail.send(mail);
      return { outcome: 'sent' };
    } catch (error) {
      const kind = error instanceof MailDeliveryError ? error.failure.kind : 'unavailable';
      if (kind === 'refused') return { outcome: 'refused', error };
      if (kind === 'account' || attempt >= MAIL_TRIES) return { outcome: 'held', error };
      const wait = 500 + jitteredBackoff(attempt, 1000, 4000);
      if (isThrottled(error)) pacer.holdBack(wait);
      else pacer.giveBack();
      await (deps.sleep ?? timer)(wait);
    }
  }
}

/**
 * Sends a mail that was claimed (so that it goes once, however often its message comes) at the
 * pacer's rate, and says how it went. A mail the service cannot take now (`held`) gives its claim
 * back to come again later; one it refuses for good gives it back too, unless `keepRefused`
 * (mailing that address again would be refused again). Each outcome is logged as `what`, with
 * `about` (ids, never an address).
 */
export async function sendClaimed(
  mail: OutgoingMail,
  deps: QueuedMailDeps,
  pacer: Pacer,
  claim: {
    what: string;
    about?: Record<string, unknown>;
    release: () => Promise<unknown>;
    keepRefused?: boolean;
  },
): Promise<'sent' | 'refused' | 'held'> {
  const sent = await sendPaced(mail, deps, pacer);
  if (sent.outcome === 'sent') return 'sent';
  const how = sent.outcome === 'refused' ? 'refused' : 'held back';
  deps.log?.(`${claim.what} ${how}`, { ...claim.about, error: String(sent.error) });
  if (sent.outcome === 'held' || !claim.keepRefused) {
    await claim.release().catch((undo: unknown) => {
      deps.log?.(`${claim.what} claim not released`, { error: String(undo) });
    });
  }
  return sent.outcome;
}

/**
 * Gives messages back to the queue: those `held` come again after a backoff that grows with
 * each delivery, the others (not started in this invocation's time) at once.
 */
export async function redeliver<T extends { receiptHandle: string; receiveCount: number }>(
  queue: { later(receiptHandle: string, seconds: number): Promise<void> },
  messages: T[],
  held: (message: T) => boolean,
  log?: (message: string, data?: Record<string, unknown>) => void,
): Promise<void> {
  for (const message of messages) {
    const seconds = Math.max(
      1,
      Math.round(
        jitteredBackoff(
          message.receiveCount,
          REDELIVERY_BASE_SECONDS * 1000,
          REDELIVERY_CAP_SECONDS * 1000,
        ) / 1000,
      ),
    );
    await queue
      .later(message.receiptHandle, held(message) ? seconds : 0)
      .catch((error: unknown) => {
        log?.('queued message could not be held back', { error: String(error) });
      });
  }
}

/**
 * Delivers a batch of queued messages a few at once. `mailOne` says whether a message is done
 * with (sent, refused for good, or nothing to send: true) or must come again (the mail service
 * cannot take it now: false); after the first of those, and once less than `reserveMs` is left,
 * the rest come again too. A message `mailOne` throws for is logged (`failed`, with what
 * `describe` tells of it, never an address) and comes again. Returns the ids of the messages to
 * deliver again: after a backoff when the service held them or they failed, at once when only
 * time ran out.
 */
export async function deliverEach<M extends Delivered>(
  batch: M[],
  time: Pick<BatchTime, 'remainingMs' | 'reserveMs'>,
  mailOne: (message: M) => Promise<boolean>,
  deps: Pick<QueuedMailDeps, 'queue' | 'log'>,
  failed: { what: string; describe: (message: M) => Record<string, unknown> },
): Promise<string[]> {
  const retry: M[] = [];
  let held = false;
  const one = async (message: M) => {
    if (held || time.remainingMs() < time.reserveMs) {
      retry.push(message);
      return;
    }
    if (!(await mailOne(message))) {
      held = true;
      retry.push(message);
    }
  };
  const failures = await eachInFlight(batch, one, (next, error) => {
    deps.log?.(failed.what, { ...failed.describe(next), error: String(error) });
  });
  const failedHere = new Set(failures);
  retry.push(...failures);
  await redeliver(deps.queue, retry, (message) => held || failedHere.has(message), deps.log);
  return retry.map((message) => message.messageId);
}

/**
 * `load` made at most once per key, its promise shared: the reads a batch's messages have in
 * common (several messages are under way at once). `keyOf` names what is loaded (a string names
 * itself).
 */
export function oncePerKey<V, A = string>(
  load: (of: A) => Promise<V>,
  keyOf: (of: A) => string = String,
): (of: A) => Promise<V> {
  const known = new Map<string, Promise<V>>();
  return (of) => {
    const key = keyOf(of);
    let value = known.get(key);
    if (!value) {
      value = load(of);
      known.set(key, value);
    }
    return value;
  };
}
