import { AsyncLocalStorage } from 'node:async_hooks';

/** Per-request counters, carried through async calls without passing them around. */
export interface RequestMetrics {
  startedAt: number;
  dynamoCalls: number;
}

const storage = new AsyncLocalStorage<RequestMetrics>();

/** Runs `fn` with fresh counters and returns both its result and the counters. */
export async function withRequestMetrics<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; metrics: RequestMetrics }> {
  const metrics: RequestMetrics = { startedAt: performance.now(), dynamoCalls: 0 };
  const result = await storage.run(metrics, fn);
  return { result, metrics };
}

/** Runs `fn` inside the caller's counters when there are some, else inside fresh ones. */
export function inRequestScope<T>(fn: () => Promise<T>): Promise<T> {
  if (storage.getStore()) return fn();
  return storage.run({ startedAt: performance.now(), dynamoCalls: 0 }, fn);
}

export function currentMetrics(): RequestMetrics {
  return storage.getStore() ?? { startedAt: performance.now(), dynamoCalls: 0 };
}

export function countDynamoCall(): void {
  const metrics = storage.getStore();
  if (metrics) metrics.dynamoCalls += 1;
}
