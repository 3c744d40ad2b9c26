import { coarsen, type TeamBlock } from '../../domain/results/team-blocks';
import type { GroupBlocks, TeamTallyStore } from '../../domain/results/team-results';
import { keys } from './keys';
import { counts, releasedGroups } from './question-tally-store';
import {
  isConditionFailure,
  putNew,
  TableAdapter,
  type TransactItem,
  startingWith,
  tx,
} from './table';

/** Blocks added to the sums in one transaction (two updates each, and the chunk's marker). */
const SUM_CHUNK = 40;
const sumRound = (round: number) => `R${String(round).padStart(6, '0')}`;

/** A transaction's most writes: a compaction larger than this is left to the readers. */
const MOST_WRITES = 100;

/** Pages of team tallies a read takes at most (1 MB each: thousands of blocks). */
const PAGES = 3;

/** R44 (decision 0040): the team tallies of released groups (anonymous) or days (named). */
export class DynamoTeamTallyStore extends TableAdapter implements TeamTallyStore {
  /** The blocks between two buckets, by bucket; `only` keeps just those buckets. */
  private async between(
    surveyId: string,
    low: string,
    high: string,
    only?: Set<string>,
  ): Promise<GroupBlocks[]> {
    const groups = new Map<string, TeamBlock[]>();
    if (high < low) return [];
    const { PK, SK } = keys.teamTallyBucket(surveyId, low);
    const items = await this.t.queryAll(
      { pk: PK, sk: { between: [SK, `${keys.teamTallyBucket(surveyId, high).SK}~`] } },
      PAGES,
    );
    for (const item of items) {
      // QTEAM#<bucket>#<block>, where a bucket is `email#B<group>` or `D<day>`.
      const parts = String(item.SK).split('#');
      const bucket = parts.slice(1, -1).join('#');
      if (only && !only.has(bucket)) continue;
      const blocks = groups.get(bucket) ?? [];
      blocks.push({
        teams: Array.isArray(item.teams) ? (item.teams as string[]) : [],
        counters: counts(item),
      });
      groups.set(bucket, blocks);
    }
    return [...groups].map(([group, blocks]) => ({ group, blocks }));
  }

  async ofRange(
    surveyId: string,
    anonymous: boolean,
    from: string,
    to: string,
  ): Promise<GroupBlocks[]> {
    if (!anonymous) return this.between(surveyId, keys.dayBucket(from), keys.dayBucket(to));
    // Only released e-mail groups: a group that closed unreleased between two released ones
    // (decision 0023) is never read.
    const released = (await releasedGroups(this.t, surveyId, from, to))
      .filter((r) => r.source === 'email')
      .map((r) => r.group);
    if (released.length === 0) return [];
    return this.between(
      surveyId,
      `email#${keys.releaseBucket(Math.min(...released))}`,
      `email#${keys.releaseBucket(Math.max(...released))}`,
      new Set(released.map((g) => `email#${keys.releaseBucket(g)}`)),
    );
  }

  /**
   * After an e-mail group's release (decision 0040): its blocks made coarse in the table, in one
   * transaction so no block is ever counted twice (a group with more changes than a transaction
   * holds stays as written: every reader makes it coarse anyway), and its coarse blocks added to
   * the survey's and the round's sums, a chunk of them at a time, each chunk once (a marker put
   * with it). Running it again for the same group changes nothing.
   */
  async afterRelease(
    surveyId: string,
    group: number,
    round: number,
    k: number,
  ): Promise<{ compacted: 'kept' | 'compacted' | 'too large'; summed: number }> {
    const bucket = `email#${keys.releaseBucket(group)}`;
    const [stored] = await this.between(surveyId, bucket, bucket);
    const raw = stored?.blocks ?? [];
    const coarse = coarsen(raw, k);
    const compacted = await this.compact(surveyId, bucket, raw, coarse);
    let summed = 0;
    for (let chunk = 0; chunk * SUM_CHUNK < coarse.length; chunk += 1) {
      const blocks = coarse.slice(chunk * SUM_CHUNK, (chunk + 1) * SUM_CHUNK);
      const add = (key: Record<string, string>, block: TeamBlock): TransactItem => {
        const names: Record<string, string> = {};
        const values: Record<string, unknown> = {
          ':type': 'TeamTallySum',
          ':teams': [...block.teams],
        };
        Object.entries(block.counters).forEach(([name, n], i) => {
          names[`#c${i}`] = name;
          values[`:v${i}`] = n;
        });
        return tx.update({
          Key: key,
          UpdateExpression: `SET entityType = :type, teams = :teams ADD ${Object.keys(names)
            .map((name, i) => `${name} :v${i}`)
            .join(', ')}`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        });
      };
      try {
        await this.t.transact([
          putNew(
            { ...keys.teamTallySummed(surveyId, group, chunk), entityType: 'TeamTallySummed' },
            'marker',
          ),
          ...blocks.flatMap((block) => [
            add(keys.teamTallySum(surveyId, 'ALL', block.teams), block),
            add(keys.teamTallySum(surveyId, sumRound(round), block.teams), block),
          ]),
        ]);
        summed += blocks.length;
      } catch (error) {
        // Added before: the marker is there.
        if (!isConditionFailure(error, 'marker')) throw error;
      }
    }
    return { compacted, summed };
  }

  /** The group's stored blocks replaced by the coarse ones, atomically, when they differ. */
  private async compact(
    surveyId: string,
    bucket: string,
    raw: readonly TeamBlock[],
    coarse: readonly TeamBlock[],
  ): Promise<'kept' | 'compacted' | 'too large'> {
    const key = (b: TeamBlock) => keys.teamTally(surveyId, bucket, b.teams);
    const before = new Map(raw.map((b) => [key(b).SK, b]));
    const after = new Map(coarse.map((b) => [key(b).SK, b]));
    const same = (a: TeamBlock, b: TeamBlock) =>
      JSON.stringify(Object.entries(a.counters).sort()) ===
      JSON.stringify(Object.entries(b.counters).sort());
    const puts = [...after].filter(([sk, b]) => !before.has(sk) || !same(before.get(sk)!, b));
    const deletes = [...before.keys()].filter((sk) => !after.has(sk));
    if (puts.length === 0 && deletes.length === 0) return 'kept';
    if (puts.length + deletes.length > MOST_WRITES) return 'too large';
    await this.t.transact([
      ...puts.map(([, b]) => ({
        Put: { Item: { ...key(b), ...b.counters, entityType: 'TeamTally', teams: [...b.teams] } },
      })),
      ...deletes.map((sk) => tx.delete({ Key: { PK: keys.survey(surveyId).PK, SK: sk } })),
    ]);
    return 'compacted';
  }

  /** Summed coarse blocks: every released e-mail group (`ALL`) or one round's. */
  private async sums(surveyId: string, scope: string): Promise<GroupBlocks[]> {
    const items = await this.t.queryAll(
      { ...startingWith(keys.teamTallySumScope(surveyId, scope)) },
      PAGES,
    );
    const blocks: TeamBlock[] = items.map((item) => ({
      teams: Array.isArray(item.teams) ? (item.teams as string[]) : [],
      counters: counts(item),
    }));
    return blocks.length > 0 ? [{ group: scope, blocks }] : [];
  }

  /** Every released e-mail group's coarse blocks, summed (one page below about 2,000 blocks). */
  ofAll(surveyId: string): Promise<GroupBlocks[]> {
    return this.sums(surveyId, 'ALL');
  }

  /** One round's released e-mail groups' coarse blocks, summed. */
  ofRound(surveyId: string, round: number): Promise<GroupBlocks[]> {
    return this.sums(surveyId, sumRound(round));
  }

  /** A withheld group's blocks go with its answers (R36). */
  async dropGroup(surveyId: string, group: number): Promise<void> {
    const bucket = `email#${keys.releaseBucket(group)}`;
    const [stored] = await this.between(surveyId, bucket, bucket);
    const sks = (stored?.blocks ?? []).map((b) => keys.teamTally(surveyId, bucket, b.teams));
    for (let i = 0; i < sks.length; i += 25) {
      await this.t.transact(sks.slice(i, i + 25).map((Key) => tx.delete({ Key })));
    }
  }
}
