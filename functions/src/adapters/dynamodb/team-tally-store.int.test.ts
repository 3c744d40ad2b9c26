import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { keys } from './keys';
import { DynamoTeamTallyStore } from './team-tally-store';
import { aTestTable } from './test-table.fixture';

/** R44 (decision 0040): a released group's team blocks made coarse at rest and summed once. */
describe('team tallies', () => {
  const { tableName, docs } = aTestTable();
  const store = new DynamoTeamTallyStore(docs, tableName);

  /** Adds answers to a group's block as the answer's transaction does (R44's add). */
  async function answer(surveyId: string, group: number, teams: string[], rating: number) {
    await docs.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.teamTally(surveyId, `email#${keys.releaseBucket(group)}`, teams),
        UpdateExpression: 'SET teams = :teams ADD n :one, q :one, #v :one',
        ExpressionAttributeNames: { '#v': `q_${rating}` },
        ExpressionAttributeValues: { ':teams': [...teams].sort(), ':one': 1 },
      }),
    );
  }

  async function items(surveyId: string, prefix: string) {
    const out = await docs.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': `SURVEY#${surveyId}`, ':prefix': prefix },
        ConsistentRead: true,
      }),
    );
    return (out.Items ?? []).map((i) => ({ teams: i.teams as string[], n: i.n as number }));
  }

  it('keeps a released group coarse, sums it once however often it runs, and drops a withheld one', async () => {
    const surveyId = crypto.randomUUID();
    // Group 1: team B's four and team A's one more (A = B + 1); k = 5.
    for (let i = 0; i < 4; i += 1) await answer(surveyId, 1, ['a', 'b'], 3);
    await answer(surveyId, 1, ['a'], 1);
    expect(await store.afterRelease(surveyId, 1, 1, 5)).toEqual({
      compacted: 'compacted',
      summed: 1,
    });
    expect(await items(surveyId, 'QTEAM#')).toEqual([{ teams: ['a'], n: 5 }]);
    // Again (a retried release): nothing moves.
    expect(await store.afterRelease(surveyId, 1, 1, 5)).toEqual({ compacted: 'kept', summed: 0 });
    expect(await items(surveyId, 'QTEAMSUM#')).toEqual([
      { teams: ['a'], n: 5 },
      { teams: ['a'], n: 5 },
    ]);
    const [all] = await store.ofAll(surveyId);
    expect(all?.blocks).toEqual([{ teams: ['a'], counters: { n: 5, q: 5, q_3: 4, q_1: 1 } }]);
    expect((await store.ofRound(surveyId, 1))[0]?.blocks).toEqual(all?.blocks);
    expect(await store.ofRound(surveyId, 2)).toEqual([]);

    // Group 2 of round 2, five of B: summed into both the survey's and round 2's sums.
    for (let i = 0; i < 5; i += 1) await answer(surveyId, 2, ['a', 'b'], 5);
    expect(await store.afterRelease(surveyId, 2, 2, 5)).toEqual({ compacted: 'kept', summed: 1 });
    const sums = (await store.ofAll(surveyId))[0]!.blocks.map((b) => [b.teams, b.counters.n]);
    expect(sums.sort()).toEqual([
      [['a'], 5],
      [['a', 'b'], 5],
    ]);
    expect((await store.ofRound(surveyId, 2))[0]!.blocks.map((b) => b.counters.n)).toEqual([5]);

    // Group 3 closes unreleased: its blocks go with its answers, and were never summed.
    await answer(surveyId, 3, ['b'], 2);
    await store.dropGroup(surveyId, 3);
    expect(await items(surveyId, `QTEAM#email#${keys.releaseBucket(3)}#`)).toEqual([]);
    expect((await store.ofAll(surveyId))[0]!.blocks).toHaveLength(2);
  });
});
