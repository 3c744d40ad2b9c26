import { BatchGetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TeamRecord } from '../../domain/teams/ports';
import { keys } from './keys';

export const pick = <T>(
  item: Record<string, unknown> | undefined,
  fields: readonly (keyof T)[],
): T | undefined =>
  item ? (Object.fromEntries(fields.map((f) => [f, item[f as string] ?? null])) as T) : undefined;

const teamFields = [
  'id',
  'name',
  'description',
  'brandColor',
  'logoKey',
  'createdBy',
  'createdAt',
  'updatedAt',
  'memberCount',
  'surveyCount',
  'responseCount',
] as const;
/**
 * A team item without an `id` is no team: a counter update (a survey deleted, answers released)
 * that lands after the team was deleted makes one, until the clean-up removes it. Teams saved
 * before versions existed are version 0 (decision 0025).
 */
export const toTeam = (item?: Record<string, unknown>): TeamRecord | undefined => {
  const team = item?.id ? pick<TeamRecord>(item, teamFields) : undefined;
  return team && { ...team, version: Number(item?.version ?? 0) };
};

/**
 * Teams by id (`TEAM#<id>`/`TEAM`) and their managers: what a function that only shows a team's
 * name and brand, or tells who manages a survey, needs without the rest of the team repository
 * in its bundle.
 */
export class DynamoTeamReads {
  constructor(
    protected readonly db: DynamoDBDocumentClient,
    protected readonly table: string,
  ) {}

  async teams(teamIds: string[]): Promise<TeamRecord[]> {
    const unique = [...new Set(teamIds)];
    const chunks: string[][] = [];
    for (let i = 0; i < unique.length; i += 100) chunks.push(unique.slice(i, i + 100));
    // A hundred teams a call (DynamoDB's most), the calls side by side.
    const outs = await Promise.all(
      chunks.map((chunk) =>
        this.db.send(
          new BatchGetCommand({
            RequestItems: { [this.table]: { Keys: chunk.map((id) => keys.team(id)) } },
          }),
        ),
      ),
    );
    const found: TeamRecord[] = [];
    for (const out of outs) {
      for (const item of out.Responses?.[this.table] ?? []) {
        const team = toTeam(item);
        if (team) found.push(team);
      }
    }
    return found;
  }

  /**
   * Which of these teams have this address on their roster (R45: one `BatchGetItem` of each
   * team's `EMAIL#` pointer a hundred teams, consistent; keys left unprocessed asked twice more).
   */
  async teamsWithAddress(email: string, teamIds: string[]): Promise<string[]> {
    const lower = email.trim().toLowerCase();
    const unique = [...new Set(teamIds)];
    const found: string[] = [];
    for (let i = 0; i < unique.length; i += 100) {
      let request: Record<string, unknown>[] | undefined = unique
        .slice(i, i + 100)
        .map((id) => keys.teamEmail(id, lower));
      for (let attempt = 0; request?.length && attempt < 3; attempt += 1) {
        const out = await this.db.send(
          new BatchGetCommand({
            RequestItems: {
              [this.table]: { Keys: request, ConsistentRead: true, ProjectionExpression: 'PK' },
            },
          }),
        );
        for (const item of out.Responses?.[this.table] ?? []) {
          found.push(String(item.PK).slice('TEAM#'.length));
        }
        request = out.UnprocessedKeys?.[this.table]?.Keys as Record<string, unknown>[] | undefined;
      }
      if (request?.length) throw new Error('Team rosters could not be read in full.');
    }
    return unique.filter((id) => found.includes(id));
  }

  /** User ids of the owners and admins of these teams (one query per team, R12). */
  async managersOf(teamIds: string[]): Promise<string[]> {
    const managers = new Set<string>();
    const accountPrefix = keys.teamAccount('', '').SK;
    for (const teamId of [...new Set(teamIds)]) {
      // Every page: a manager missed here would count toward an anonymous survey's threshold.
      let start: Record<string, unknown> | undefined;
      do {
        const out = await this.db.send(
          new QueryCommand({
            TableName: this.table,
            KeyConditionExpression: 'PK = :pk AND begins_with(SK, :account)',
            ExpressionAttributeValues: { ':pk': keys.team(teamId).PK, ':account': accountPrefix },
            ...(start ? { ExclusiveStartKey: start } : {}),
          }),
        );
        for (const item of out.Items ?? []) {
          if (item.role === 'owner' || item.role === 'admin') {
            managers.add((item.SK as string).slice(accountPrefix.length));
          }
        }
        start = out.LastEvaluatedKey;
      } while (start);
    }
    return [...managers];
  }
}
