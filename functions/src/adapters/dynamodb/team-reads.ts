import type { TeamRecord } from '../../domain/teams/ports';
import { keys } from './keys';
import { storedFields, TableAdapter, tx, type TransactItem } from './table';

const teamFields = storedFields<TeamRecord>(null);

/** A team's running count of its surveys or of their answers, inside a transaction. */
export const addToTeam = (
  teamId: string,
  counter: 'surveyCount' | 'responseCount',
  n: number,
): TransactItem =>
  tx.update({
    Key: keys.team(teamId),
    UpdateExpression: `ADD ${counter} :n`,
    ExpressionAttributeValues: { ':n': n },
  });

/**
 * A team item without an `id` is no team: a counter update (a survey deleted, answers released)
 * that lands after the team was deleted makes one, until the clean-up removes it. Teams saved
 * before versions existed are version 0 (decision 0025).
 */
export const toTeam = (item?: Record<string, unknown>): TeamRecord | undefined => {
  const team = item?.id
    ? teamFields(
        item,
        'id name description brandColor logoKey createdBy createdAt updatedAt memberCount surveyCount responseCount',
      )
    : undefined;
  return team && { ...team, version: Number(item?.version ?? 0) };
};

/**
 * Teams by id (`TEAM#<id>`/`TEAM`) and their managers: what a function that only shows a team's
 * name and brand, or tells who manages a survey, needs without the rest of the team repository
 * in its bundle.
 */
export class DynamoTeamReads extends TableAdapter {
  /** T2: teams by id (those that are still teams). */
  async teams(teamIds: string[]): Promise<TeamRecord[]> {
    const items = await this.t.getMany([...new Set(teamIds)].map((id) => keys.team(id)));
    return items.flatMap((item) => toTeam(item) ?? []);
  }

  /**
   * Which of these teams have this address on their roster (R45: one `BatchGetItem` of each
   * team's `EMAIL#` pointer a hundred teams, consistent; keys left unprocessed asked twice more).
   */
  async teamsWithAddress(email: string, teamIds: string[]): Promise<string[]> {
    const lower = email.trim().toLowerCase();
    const unique = [...new Set(teamIds)];
    const items = await this.t.getMany(
      unique.map((id) => keys.teamEmail(id, lower)),
      { consistent: true, fields: ['PK'] },
    );
    const found = new Set(items.map((item) => item.PK));
    return unique.filter((id) => found.has(keys.team(id).PK));
  }

  /** User ids of the owners and admins of these teams (one query per team, T2). */
  async managersOf(teamIds: string[]): Promise<string[]> {
    const managers = new Set<string>();
    for (const teamId of [...new Set(teamIds)]) {
      const { PK, SK } = keys.teamAccount(teamId, '');
      // Every page: a manager missed here would count toward an anonymous survey's threshold.
      for (const item of await this.t.queryAll({ pk: PK, sk: { prefix: SK } })) {
        if (item.role === 'owner' || item.role === 'admin') {
          managers.add((item.SK as string).slice(SK.length));
        }
      }
    }
    return [...managers];
  }
}
