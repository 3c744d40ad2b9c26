/**
 * Spaces calls evenly at a rate: each `slot()` resolves at the next free moment, `1000 / rate`
 * ms after the one before. One pacer per worker; the workers share the mail account's rate
 * (decision 0033), so together they stay under it. Time a worker spent between batches is made
 * up for, at most half a second of its share at once: SES's own bucket holds a second of the
 * whole rate, so the workers' catching up together stays inside it.
 */
export class SendPacer {
  private next = 0;
  private static readonly CATCH_UP_MS = 500;

  constructor(
    private perSecond: number,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
  ) {
    if (!(perSecond > 0)) throw new Error('A send rate must be above 0');
  }

  get rate(): number {
    return this.perSecond;
  }

  setRate(perSecond: number): void {
    if (perSecond > 0) this.perSecond = perSecond;
  }

  /** Waits for the next slot; after a gap, up to half a second of slots are taken at once. */
  async slot(): Promise<void> {
    const at = this.now();
    const start = Math.max(at - SendPacer.CATCH_UP_MS, this.next);
    this.next = start + 1000 / this.perSecond;
    if (start > at) await this.sleep(start - at);
  }

  /**
   * Gives the last slot back: the call failed on the service's side (5xx) and was not a mail it
   * accepted, so it does not count against the rate. Never more than half a second back.
   */
  giveBack(): void {
    this.next = Math.max(this.now() - SendPacer.CATCH_UP_MS, this.next - 1000 / this.perSecond);
  }

  /** Pushes every later slot back by `ms` (the service asked to slow down). */
  holdBack(ms: number): void {
    this.next = Math.max(this.next, this.now()) + ms;
  }
}

/** A backoff with full jitter: a random wait up to `base * 2^(attempt-1)`, capped. */
export function jitteredBackoff(attempt: number, baseMs: number, capMs: number): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(Math.random() * ceiling);
}
