import {
  TeamGoneError,
  type TeamPurgeMarker,
  type TeamPurgeStore,
} from '../../domain/teams/team-purge';
import type { TeamRecord } from '../../domain/teams/ports';
import { keys } from './keys';
import { deleteKeys, purgePartition } from './partition-purge';
import { isConditionFailure, TableAdapter, tx } from './table';

/**
 * A deleted team: its `TEAM` item goes at once (every team read starts from it) and a marker
 * `TEAM#<id>`/`PURGE` (GSI1 `TEAM_PURGE`) stays until the clean-up has removed the rest of the
 * partition (roster entries, e-mail and account links, survey and automation links).
 */
export class DynamoTeamPurgeStore extends TableAdapter implements TeamPurgeStore {
  /** T12: the team goes, its marker stays, the owner's usage counts its roster down. */
  async markDeleted(team: TeamRecord, ownerId: string, at: string): Promise<void> {
    // The owner's own entry is not counted (see USAGE in docs/data-model.md).
    const counted = Math.max(0, team.memberCount - 1);
    try {
      await this.t.transact([
        tx.delete({
          Key: keys.team(team.id),
          ConditionExpression: 'attribute_exists(id) AND createdBy = :owner',
          ExpressionAttributeValues: { ':owner': ownerId },
        }),
        tx.put({
          Item: {
            ...keys.teamPurge(team.id),
            ...keys.pendingTeamPurge(team.id, at),
            entityType: 'TeamPurge',
            teamId: team.id,
            logoKey: team.logoKey,
          },
        }),
        tx.update({
          Key: keys.usage(ownerId),
          UpdateExpression: 'ADD teamMembers :minus SET entityType = :type',
          ExpressionAttributeValues: { ':minus': -counted, ':type': 'Usage' },
        }),
      ]);
    } catch (error) {
      if (isConditionFailure(error)) throw new TeamGoneError(team.id);
      throw error;
    }
  }

  /** T13 GSI1: teams waiting to be cleaned up, oldest first. */
  async pending(limit: number): Promise<TeamPurgeMarker[]> {
    const pk = keys.pendingTeamPurge('', '').GSI1PK;
    const { items } = await this.t.query({ index: 'GSI1', pk, limit });
    return items.map((item) => ({
      teamId: item.teamId as string,
      logoKey: (item.logoKey as string | null | undefined) ?? null,
    }));
  }

  /** S5: the surveys the team's links name. */
  async surveyIds(teamId: string, limit: number): Promise<string[]> {
    const { PK, SK } = keys.teamSurvey(teamId, '');
    const { items } = await this.t.query({ pk: PK, sk: { prefix: SK }, consistent: true, limit });
    return items.map((item) => (item.SK as string).slice(SK.length));
  }

  async dropSurveyLink(teamId: string, surveyId: string): Promise<void> {
    await this.t.delete(keys.teamSurvey(teamId, surveyId));
  }

  /** T13: the rest of the partition, a bounded number of items a call. */
  removePartition(teamId: string, maxItems: number): Promise<boolean> {
    return purgePartition(this.t, keys.teamPurge(teamId), maxItems);
  }

  async finish(teamId: string): Promise<void> {
    // A counter update (a survey deleted, answers released) after the team was deleted can make
    // a counter-only `TEAM` item; it goes with the marker. Readers ignore one (no `id`).
    await deleteKeys(this.t, [keys.team(teamId), keys.teamPurge(teamId)]);
  }
}
