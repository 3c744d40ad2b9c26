import { StoreBusyError } from '../../domain/errors';
import { isTransactionConflict } from './errors';

/** How often a contended write is tried in all, and the most one wait between tries lasts. */
export const CONFLICT_ATTEMPTS = 8;
const MAX_WAIT_MS = 800;

/**
 * Sends a transaction that many writers contend for (one survey's tallies while answers arrive
 * by the hundred), again after a random wait that grows each time ("full jitter", capped), so
 * the writers spread out rather than collide again in step. A transaction still losing after
 * every try is `StoreBusyError`: a 503 that says to send again, never a 500. Any other error
 * passes unchanged at once.
 */
export async function conflictRetry<T>(
  send: () => Promise<T>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (!isTransactionConflict(error)) throw error;
      if (attempt >= CONFLICT_ATTEMPTS) throw new StoreBusyError();
      await wait(Math.random() * Math.min(MAX_WAIT_MS, 40 * 2 ** attempt));
    }
  }
}
