/**
 * Team blocks (issue #27, decision 0040): an e-mailed answer adds, beside its group's question
 * tally, to the tally of its _block_: the set of the survey's teams its person was on when they
 * answered. A released group's blocks are made coarse before anything reads or keeps them: every
 * block holds at least `k` answers (or the group is one block), so whatever teams a view puts side
 * by side, and whichever rounds or ranges a manager compares, every figure is a sum of whole
 * blocks of at least `k` people.
 */

/** One block of a group: the teams its answers count in (sorted) and their summed counters. */
export interface TeamBlock {
  teams: readonly string[];
  counters: Readonly<Record<string, number>>;
}

const sizeOf = (block: TeamBlock) => block.counters.n ?? 0;

/** A block's identity: its teams, sorted and joined (the empty set is ""). */
export const blockKey = (teams: readonly string[]) => [...teams].sort().join('+');

function add(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>) {
  const out: Record<string, number> = { ...a };
  for (const [name, n] of Object.entries(b)) out[name] = (out[name] ?? 0) + n;
  return out;
}

/** Blocks with the same teams as one. */
function joinAlike(blocks: readonly TeamBlock[]): TeamBlock[] {
  const byKey = new Map<string, TeamBlock>();
  for (const block of blocks) {
    const teams = [...new Set(block.teams)].sort();
    const key = blockKey(teams);
    const seen = byKey.get(key);
    byKey.set(
      key,
      seen
        ? { teams, counters: add(seen.counters, block.counters) }
        : { teams, counters: { ...block.counters } },
    );
  }
  return [...byKey.values()];
}

const shared = (a: readonly string[], b: readonly string[]) => a.filter((t) => b.includes(t));

/**
 * One released group's blocks made coarse for threshold `k`: while a block holds fewer than `k`
 * answers (the smallest first), it joins the block it shares the most teams with (then the one
 * that loses the fewest teams by it, then the largest), and the joined block counts only in the
 * teams both share. Two people of a small team beside a larger team and some people on no team
 * join the no-team block, so the larger team still shows. The result depends on the
 * group's tallies alone, which never change once it is released, so every reader (and the
 * compaction that keeps them) finds the same blocks.
 *
 * Team A whose people are team B's and one more: B's answers are in block {A, B}, the one more's
 * in {A}; {A} joins {A, B} as {A}, so A shows and B does not (A minus B would be one person).
 */
export function coarsen(blocks: readonly TeamBlock[], k: number): TeamBlock[] {
  let out = joinAlike(blocks).filter((b) => sizeOf(b) > 0);
  for (;;) {
    if (out.length <= 1) return out;
    const small = out
      .filter((b) => sizeOf(b) < k)
      .sort((a, b) => sizeOf(a) - sizeOf(b) || blockKey(a.teams).localeCompare(blockKey(b.teams)));
    const a = small[0];
    if (!a) return out;
    const others = out.filter((b) => b !== a);
    // The most teams shared; then the fewest teams lost by joining; then the largest.
    const lost = (b: TeamBlock) => b.teams.length - shared(a.teams, b.teams).length;
    const into = others.sort(
      (x, y) =>
        shared(a.teams, y.teams).length - shared(a.teams, x.teams).length ||
        lost(x) - lost(y) ||
        sizeOf(y) - sizeOf(x) ||
        blockKey(x.teams).localeCompare(blockKey(y.teams)),
    )[0]!;
    const joined: TeamBlock = {
      teams: shared(a.teams, into.teams),
      counters: add(a.counters, into.counters),
    };
    out = joinAlike([...out.filter((b) => b !== a && b !== into), joined]);
  }
}

/** Each team's counters: the sum of the blocks it is in, over every group given. */
export function teamCounters(
  groups: readonly (readonly TeamBlock[])[],
): Map<string, Record<string, number>> {
  const out = new Map<string, Record<string, number>>();
  for (const blocks of groups) {
    for (const block of blocks) {
      for (const team of block.teams) out.set(team, add(out.get(team) ?? {}, block.counters));
    }
  }
  return out;
}
