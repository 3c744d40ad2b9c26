import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { keys } from './keys';
import { DynamoTeamRepository } from './team-repository';
import { aTestTable } from './test-table.fixture';

/**
 * Who manages a survey of many teams (more than one read of roles holds): the caller's own links
 * name the candidates, and those are read again consistently, so a role taken away is never used.
 */
describe('managed roles among many teams', () => {
  const { tableName, docs } = aTestTable();
  const teams = new DynamoTeamRepository(docs, tableName);

  const put = (Item: Record<string, unknown>) =>
    docs.send(new PutCommand({ TableName: tableName, Item }));

  async function team(id: string) {
    await put({ ...keys.team(id), entityType: 'Team', id, name: id, createdBy: 'someone' });
  }
  async function link(teamId: string, userId: string, role: string) {
    await put({
      ...keys.teamAccount(teamId, userId),
      ...keys.userTeamsIndex(userId, teamId),
      entityType: 'TeamAccount',
      teamId,
      memberId: `${userId}-${teamId}`,
      role,
    });
  }

  it('finds the teams a person owns or administers among 120, and never a role taken away', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => `many-${String(i).padStart(3, '0')}`);
    for (const id of ids) await team(id);
    await link(ids[110]!, 'ada', 'admin');
    await link(ids[3]!, 'ada', 'member');
    await link(ids[50]!, 'ada', 'owner');
    await link(ids[60]!, 'ben', 'admin');
    expect([...(await teams.managedRolesIn('ada', ids)).entries()].sort()).toEqual([
      [ids[50], 'owner'],
      [ids[110], 'admin'],
    ]);
    expect(await teams.managedRolesIn('ada', ids.slice(0, 10))).toEqual(new Map());
    // Ben's admin role is taken away: whatever the index says, the consistent read decides.
    await docs.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.teamAccount(ids[60]!, 'ben'),
        UpdateExpression: 'SET #role = :member',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':member': 'member' },
      }),
    );
    const roles = await teams.managedRolesIn('ben', ids);
    expect([...roles.values()].filter((r) => r === 'owner' || r === 'admin')).toEqual([]);
  });
});
