import type { HealthResponse, ServiceHealth, ServiceName } from '#shared/api/platform';
import { now as productNow } from '../../lib/clock';

/** A dependency that can say whether it answers. `check` throws when it does not. */
export interface ServiceProbe {
  check(signal: AbortSignal): Promise<void>;
}

export type ServiceProbes = Record<ServiceName, ServiceProbe>;

export interface HealthServiceOptions {
  version: string;
  timeoutMs?: number;
  now?: () => Date;
}

/** Reports the app version and whether each service it depends on answers, in parallel. */
export class HealthService {
  private readonly timeoutMs: number;
  private readonly now: () => Date;

  constructor(
    private readonly probes: ServiceProbes,
    private readonly options: HealthServiceOptions,
  ) {
    this.timeoutMs = options.timeoutMs ?? 2000;
    this.now = options.now ?? productNow;
  }

  async check(): Promise<HealthResponse> {
    const names = Object.keys(this.probes) as ServiceName[];
    const results = await Promise.all(names.map((name) => this.checkOne(this.probes[name])));
    const services = Object.fromEntries(names.map((name, i) => [name, results[i]])) as Record<
      ServiceName,
      ServiceHealth
    >;
    const allUp = results.every((r) => r.status === 'up');
    return {
      status: allUp ? 'ok' : 'degraded',
      version: this.options.version,
      time: this.now().toISOString(),
      services,
    };
  }

  private async checkOne(probe: ServiceProbe): Promise<ServiceHealth> {
    const started = performance.now();
    const signal = AbortSignal.timeout(this.timeoutMs);
    const elapsed = () => Math.round(performance.now() - started);
    try {
      await Promise.race([
        probe.check(signal),
        new Promise<never>((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('timed out')), { once: true }),
        ),
      ]);
      return { status: 'up', latencyMs: elapsed() };
    } catch (error) {
      const reason = signal.aborted ? 'did not answer in time' : 'did not answer';
      return { status: 'down', latencyMs: elapsed(), message: describe(error, reason) };
    }
  }
}

/** A short reason safe to show: no hosts, keys or stack traces. */
function describe(error: unknown, fallback: string): string {
  if (error instanceof ProbeError) return error.message;
  return fallback;
}

export class ProbeError extends Error {}
