import {
  BatchWriteCommand,
  DeleteCommand,
  QueryCommand,
  TransactWriteCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import {
  TeamGoneError,
  type TeamPurgeMarker,
  type TeamPurgeStore,
} from '../../domain/teams/team-purge';
import type { TeamRecord } from '../../domain/teams/ports';
import { isCancelled } from './errors';
import { keys } from './keys';
import { purgePartition } from './partition-purge';

/**
 * A deleted team: its `TEAM` item goes at once (every team read starts from it) and a marker
 * `TEAM#<id>`/`PURGE` (GSI1 `TEAM_PURGE`) stays until the clean-up has removed the rest of the
 * partition (roster entries, e-mail and account links, survey and automation links).
 */
export class DynamoTeamPurgeStore implements TeamPurgeStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async markDeleted(team: TeamRecord, ownerId: string, at: string): Promise<void> {
    // The owner's own entry is not counted (see USAGE in docs/data-model.md).
    const counted = Math.max(0, team.memberCount - 1);
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: this.table,
                Key: keys.team(team.id),
                ConditionExpression: 'attribute_exists(id) AND createdBy = :owner',
                ExpressionAttributeValues: { ':owner': ownerId },
              },
            },
            {
              Put: {
                TableName: this.table,
                Item: {
                  ...keys.teamPurge(team.id),
                  ...keys.pendingTeamPurge(team.id, at),
                  entityType: 'TeamPurge',
                  teamId: team.id,
                  logoKey: team.logoKey,
                },
              },
            },
            {
              Update: {
                TableName: this.table,
                Key: keys.usage(ownerId),
                UpdateExpression: 'ADD teamMembers :minus SET entityType = :type',
                ExpressionAttributeValues: { ':minus': -counted, ':type': 'Usage' },
              },
            },
          ],
        }),
      );
    } catch (error) {
      if (isCancelled(error)) {
        throw new TeamGoneError(team.id);
      }
      throw error;
    }
  }

  async pending(limit: number): Promise<TeamPurgeMarker[]> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': 'TEAM_PURGE' },
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((item) => ({
      teamId: item.teamId as string,
      logoKey: (item.logoKey as string | null | undefined) ?? null,
    }));
  }

  async surveyIds(teamId: string, limit: number): Promise<string[]> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :survey)',
        ExpressionAttributeValues: { ':pk': `TEAM#${teamId}`, ':survey': 'SURVEY#' },
        ConsistentRead: true,
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((item) => (item.SK as string).slice('SURVEY#'.length));
  }

  async dropSurveyLink(teamId: string, surveyId: string): Promise<void> {
    await this.db.send(
      new DeleteCommand({ TableName: this.table, Key: keys.teamSurvey(teamId, surveyId) }),
    );
  }

  removePartition(teamId: string, maxItems: number): Promise<boolean> {
    return purgePartition(this.db, this.table, `TEAM#${teamId}`, maxItems, { keep: 'PURGE' });
  }

  async finish(teamId: string): Promise<void> {
    // A counter update (a survey deleted, answers released) after the team was deleted can make
    // a counter-only `TEAM` item; it goes with the marker. Readers ignore one (no `id`).
    await this.db.send(
      new BatchWriteCommand({
        RequestItems: {
          [this.table]: [
            { DeleteRequest: { Key: keys.team(teamId) } },
            { DeleteRequest: { Key: keys.teamPurge(teamId) } },
          ],
        },
      }),
    );
  }
}
