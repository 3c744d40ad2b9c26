/**
 * Spaces calls evenly at a rate: each `slot()` resolves at the next free moment, `1000 / rate`
 * ms after the one before. One pacer per worker; the workers share the mail account's rate
 * (decision 0033), so together they stay under it.
 */
export class SendPacer {
  private next = 0;

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

  /** Waits for the next slot. A pacer idle for a while starts at once, without a burst. */
  async slot(): Promise<void> {
    const at = this.now();
    const start = Math.max(at, this.next);
    this.next = start + 1000 / this.perSecond;
    if (start > at) await this.sleep(start - at);
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
