import { describe, expect, it } from 'vitest';
import { jitteredBackoff, SendPacer } from './send-pacer';

/** A clock the pacer's sleeps move, so the spacing is exact and takes no time. */
function fakeClock() {
  let now = 1_000_000;
  const slept: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      slept.push(ms);
      now += ms;
    },
    advance: (ms: number) => {
      now += ms;
    },
    slept,
  };
}

describe('the send pacer', () => {
  it('spaces slots evenly at its rate, and starts at once after a pause without a burst', async () => {
    const clock = fakeClock();
    const pacer = new SendPacer(4, clock.now, clock.sleep);
    const starts: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      await pacer.slot();
      starts.push(clock.now());
    }
    expect(starts.map((t) => t - starts[0]!)).toEqual([0, 250, 500, 750, 1000]);
    clock.advance(10_000);
    clock.slept.length = 0;
    await pacer.slot();
    await pacer.slot();
    expect(clock.slept).toEqual([250]);
  });

  it('holds later slots back when the service asks to slow down, and takes a new rate', async () => {
    const clock = fakeClock();
    const pacer = new SendPacer(10, clock.now, clock.sleep);
    await pacer.slot();
    pacer.holdBack(1000);
    const before = clock.now();
    await pacer.slot();
    expect(clock.now() - before).toBe(1100);
    pacer.setRate(2);
    expect(pacer.rate).toBe(2);
    const again = clock.now();
    await pacer.slot();
    await pacer.slot();
    expect(clock.now() - again).toBe(600);
    expect(() => new SendPacer(0)).toThrow('above 0');
  });

  it('backs off with full jitter under a growing, capped ceiling', () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const wait = jitteredBackoff(attempt, 1000, 8000);
      expect(wait).toBeGreaterThanOrEqual(0);
      expect(wait).toBeLessThanOrEqual(Math.min(8000, 1000 * 2 ** (attempt - 1)));
    }
  });
});
