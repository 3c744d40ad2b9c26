import { describe, expect, it } from 'vitest';
import { StoreBusyError } from '../../domain/errors';
import { CONFLICT_ATTEMPTS, conflictRetry } from './conflict-retry';

/** What DynamoDB answers a transaction that lost to another writing the same item. */
const conflict = () =>
  Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
  });

describe('a contended transaction', () => {
  it('is sent again after growing random waits until it goes through', async () => {
    const waits: number[] = [];
    let left = 3;
    const result = await conflictRetry(
      async () => {
        if (left-- > 0) throw conflict();
        return 'stored';
      },
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(result).toBe('stored');
    expect(waits).toHaveLength(3);
    // Each wait is at most its cap: 80, 160, 320 ms.
    waits.forEach((ms, i) => expect(ms).toBeLessThanOrEqual(40 * 2 ** (i + 1)));
  });

  it('is refused as busy (503, send again) once every try lost, never left as a 500', async () => {
    let tries = 0;
    const sent = conflictRetry(
      async () => {
        tries += 1;
        throw conflict();
      },
      async () => undefined,
    );
    await expect(sent).rejects.toBeInstanceOf(StoreBusyError);
    await expect(sent).rejects.toMatchObject({
      status: 503,
      errorType: 'server_error',
      details: 'Many answers are arriving at once and yours was not saved. Please send it again.',
    });
    expect(tries).toBe(CONFLICT_ATTEMPTS);
  });

  it('passes any other failure on at once, a failed condition included', async () => {
    let tries = 0;
    const failed = Object.assign(new Error('cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
    });
    await expect(
      conflictRetry(async () => {
        tries += 1;
        throw failed;
      }),
    ).rejects.toBe(failed);
    expect(tries).toBe(1);
  });
});
