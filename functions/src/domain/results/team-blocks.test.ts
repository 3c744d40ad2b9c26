import { describe, expect, it } from 'vitest';
import { coarsen, teamCounters, type TeamBlock } from './team-blocks';

const block = (teams: string[], n: number, extra: Record<string, number> = {}): TeamBlock => ({
  teams,
  counters: { n, ...extra },
});

const sizes = (blocks: TeamBlock[]) =>
  blocks
    .map((b) => `${b.teams.join('+') || '∅'}:${b.counters.n}`)
    .sort()
    .join(' ');

/** A small random generator with a seed, so a failure names the case that made it. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}

describe('team blocks made coarse', () => {
  it('leaves blocks of k or more as they are', () => {
    const blocks = [block(['a'], 3), block(['b'], 4), block([], 5)];
    expect(sizes(coarsen(blocks, 3))).toBe('a:3 b:4 ∅:5');
  });

  it('joins team A (team B and one more) into one block counted in A only', () => {
    const coarse = coarsen([block(['a', 'b'], 4, { q_3: 4 }), block(['a'], 1, { q_1: 1 })], 5);
    expect(coarse).toEqual([{ teams: ['a'], counters: { n: 5, q_3: 4, q_1: 1 } }]);
    const byTeam = teamCounters([coarse]);
    expect(byTeam.get('a')?.n).toBe(5);
    expect(byTeam.has('b')).toBe(false);
  });

  it('joins one person on no team into the block it shares most with, hiding that team', () => {
    expect(sizes(coarsen([block(['pair'], 2), block([], 1)], 3))).toBe('∅:3');
    // Sharing as much with two blocks, it joins the larger, counted in the team they share.
    expect(sizes(coarsen([block(['x', 'y'], 1), block(['x'], 3), block(['y'], 6)], 3))).toBe(
      'x:3 y:7',
    );
  });

  it('joins a small team to the no-team block rather than hide a larger team', () => {
    expect(
      sizes(coarsen([block(['l'], 3), block(['h'], 4), block(['b'], 2), block([], 3)], 3)),
    ).toBe('h:4 l:3 ∅:5');
  });

  it('merges blocks of the same teams whatever their order, and drops empty ones', () => {
    expect(sizes(coarsen([block(['b', 'a'], 1), block(['a', 'b'], 2), block(['c'], 0)], 3))).toBe(
      'a+b:3',
    );
  });

  it('keeps a group smaller than k as one block (nothing shows it)', () => {
    expect(sizes(coarsen([block(['a'], 1), block(['b'], 1)], 3))).toBe('∅:2');
  });

  it('on any teams and group: every block holds k, every answer stays counted, and any two views differ by k or none', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const next = random(seed);
      const k = 2 + next(4);
      const teams = ['a', 'b', 'c', 'd', 'e'].slice(0, 1 + next(5));
      const people = k + next(20);
      const blocks = Array.from({ length: people }, () =>
        block(
          teams.filter(() => next(3) === 0),
          1,
        ),
      );
      const coarse = coarsen(blocks, k);
      const where = `seed ${seed}: ${sizes(coarse)} (k ${k})`;
      expect(
        coarse.reduce((n, b) => n + (b.counters.n ?? 0), 0),
        where,
      ).toBe(people);
      for (const b of coarse) expect(b.counters.n, where).toBeGreaterThanOrEqual(k);
      // The people a team shows are whole blocks: each region that the shown teams (and the
      // whole group) cut the people into holds none or at least k, so no sum or difference of
      // them names fewer than k.
      const shown = [...teamCounters([coarse]).keys()];
      const regions = new Map<string, number>();
      for (const b of coarse) {
        const region = shown.filter((t) => b.teams.includes(t)).join('+');
        regions.set(region, (regions.get(region) ?? 0) + (b.counters.n ?? 0));
      }
      for (const [region, n] of regions)
        expect(n, `${where} region ${region}`).toBeGreaterThanOrEqual(k);
    }
  });
});
