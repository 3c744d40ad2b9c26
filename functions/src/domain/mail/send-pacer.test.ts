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
  it('spaces slots evenly at its rate, and makes up at most half a second after a gap', async () => {
    const clock = fakeClock();
    const pacer = new SendPacer(4, clock.now, clock.sleep);
    const starts: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      await pacer.slot();
      starts.push(clock.now());
    }
    // Half a second's slots (2 at 4 a second) at once, then one every 250 ms.
    expect(starts.map((t) => t - starts[0]!)).toEqual([0, 0, 0, 250, 500, 750]);
    clock.advance(10_000);
    clock.slept.length = 0;
    // However long the gap, no more than half a second is made up.
    for (let i = 0; i < 5; i += 1) await pacer.slot();
    expect(clock.slept).toEqual([250, 250]);
  });

  it('holds later slots back when the service asks to slow down, and takes a new rate', async () => {
    const clock = fakeClock();
    const pacer = new SendPacer(10, clock.now, clock.sleep);
    await pacer.slot();
    pacer.holdBack(1000);
    const before = clock.now();
    await pacer.slot();
    // A second from the moment it was asked, whatever was owed before.
    expect(clock.now() - before).toBe(1000);
    pacer.setRate(2);
    expect(pacer.rate).toBe(2);
    const again = clock.now();
    await pacer.slot();
    await pacer.slot();
    expect(clock.now() - again).toBe(600);
    expect(() => new SendPacer(0)).toThrow('above 0');
  });

  it('takes back a slot a failed call did not use, never more than half a second', async () => {
    const clock = fakeClock();
    const pacer = new SendPacer(4, clock.now, clock.sleep);
    for (let i = 0; i < 4; i += 1) await pacer.slot();
    clock.slept.length = 0;
    // The fourth call failed on the service's side: the next takes its place, 250 ms earlier.
    pacer.giveBack();
    await pacer.slot();
    expect(clock.slept).toEqual([]);
    for (let i = 0; i < 10; i += 1) pacer.giveBack();
    for (let i = 0; i < 4; i += 1) await pacer.slot();
    expect(clock.slept).toEqual([250]);
  });

  it('backs off with full jitter under a growing, capped ceiling', () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const wait = jitteredBackoff(attempt, 1000, 8000);
      expect(wait).toBeGreaterThanOrEqual(0);
      expect(wait).toBeLessThanOrEqual(Math.min(8000, 1000 * 2 ** (attempt - 1)));
    }
  });
});
