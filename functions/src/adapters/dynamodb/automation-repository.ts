import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { AutomationRecord, AutomationRepository } from '../../domain/automations/ports';
import { isConditionFailure } from './errors';
import { keys } from './keys';

/** How long a run's claim is kept: past the scheduler's day of retries. */
const RUN_CLAIM_DAYS = 35;

function toAutomation(item: Record<string, unknown> | undefined): AutomationRecord | undefined {
  if (!item || item.SK !== 'AUTOMATION') return undefined;
  return {
    id: item.id as string,
    surveyId: item.surveyId as string,
    teamIds: (item.teamIds as string[] | undefined) ?? [],
    frequency: item.frequency as AutomationRecord['frequency'],
    startDate: item.startDate as string,
    time: item.time as string,
    timezone: item.timezone as string,
    endDate: (item.endDate as string | null | undefined) ?? null,
    maxRuns: (item.maxRuns as number | null | undefined) ?? null,
    skipWeekends: item.skipWeekends === true,
    paused: item.paused === true,
    runsMade: (item.runsMade as number | undefined) ?? 0,
    nextRun: (item.nextRun as AutomationRecord['nextRun'] | undefined) ?? null,
    createdBy: item.createdBy as string,
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}

/** Automations (decision 0016): data-model rows AU1 to AU8. */
export class DynamoAutomationRepository implements AutomationRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  private item(a: AutomationRecord) {
    return {
      ...keys.automation(a.id),
      ...keys.automationsBySurvey(a.surveyId, a.id),
      // Only automations with a next run are the reconciler's business.
      ...(a.nextRun ? keys.activeAutomation(a.id) : {}),
      entityType: 'Automation',
      ...a,
    };
  }

  private teamLink(teamId: string, a: AutomationRecord) {
    return {
      ...keys.teamAutomation(teamId, a.id),
      entityType: 'TeamAutomation',
      automationId: a.id,
      surveyId: a.surveyId,
    };
  }

  async get(id: string) {
    const out = await this.db.send(
      new GetCommand({ TableName: this.table, Key: keys.automation(id), ConsistentRead: true }),
    );
    return toAutomation(out.Item);
  }

  async idsOfTeam(teamId: string) {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :a)',
        ExpressionAttributeValues: { ':pk': `TEAM#${teamId}`, ':a': 'AUTOMATION#' },
        ProjectionExpression: 'automationId',
        Limit: 200,
      }),
    );
    return (out.Items ?? []).map((item) => item.automationId as string);
  }

  async getMany(ids: string[]) {
    const unique = [...new Set(ids)];
    const found: AutomationRecord[] = [];
    for (let i = 0; i < unique.length; i += 100) {
      let request: Record<string, { Keys: Record<string, unknown>[] }> = {
        [this.table]: { Keys: unique.slice(i, i + 100).map((id) => keys.automation(id)) },
      };
      for (let attempt = 0; attempt < 5 && Object.keys(request).length > 0; attempt += 1) {
        const out = await this.db.send(new BatchGetCommand({ RequestItems: request }));
        for (const item of out.Responses?.[this.table] ?? []) {
          const automation = toAutomation(item);
          if (automation) found.push(automation);
        }
        request = (out.UnprocessedKeys ?? {}) as typeof request;
      }
    }
    return found;
  }

  async idsOfSurvey(surveyId: string) {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': `SURVEY#${surveyId}#AUTOMATIONS` },
        Limit: 200,
      }),
    );
    return (out.Items ?? []).map((item) => item.id as string);
  }

  async active(limit: number, cursor?: string) {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': 'AUTOMATION_ACTIVE' },
        Limit: limit,
        ...(cursor
          ? {
              ExclusiveStartKey: {
                ...keys.automation(cursor),
                ...keys.activeAutomation(cursor),
              },
            }
          : {}),
      }),
    );
    const items = (out.Items ?? []).flatMap((item) => {
      const automation = toAutomation(item);
      return automation ? [automation] : [];
    });
    const last = out.LastEvaluatedKey?.GSI2SK as string | undefined;
    return { items, cursor: last };
  }

  async create(a: AutomationRecord) {
    await this.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: this.table,
              Item: this.item(a),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          ...a.teamIds.map((teamId) => ({
            Put: { TableName: this.table, Item: this.teamLink(teamId, a) },
          })),
        ],
      }),
    );
  }

  async replace(a: AutomationRecord, previousTeamIds: string[]) {
    const removed = previousTeamIds.filter((id) => !a.teamIds.includes(id));
    const added = a.teamIds.filter((id) => !previousTeamIds.includes(id));
    await this.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: this.table,
              Item: this.item(a),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          ...removed.map((teamId) => ({
            Delete: { TableName: this.table, Key: keys.teamAutomation(teamId, a.id) },
          })),
          ...added.map((teamId) => ({
            Put: { TableName: this.table, Item: this.teamLink(teamId, a) },
          })),
        ],
      }),
    );
  }

  async setNextRun(id: string, nextRun: AutomationRecord['nextRun'], runsMade?: number) {
    const active = keys.activeAutomation(id);
    const sets = ['nextRun = :next'];
    const values: Record<string, unknown> = { ':next': nextRun };
    if (nextRun) {
      sets.push('GSI2PK = :g2pk', 'GSI2SK = :g2sk');
      values[':g2pk'] = active.GSI2PK;
      values[':g2sk'] = active.GSI2SK;
    }
    if (runsMade !== undefined) {
      sets.push('runsMade = :runs');
      values[':runs'] = runsMade;
    }
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.automation(id),
          UpdateExpression: `SET ${sets.join(', ')}${nextRun ? '' : ' REMOVE GSI2PK, GSI2SK'}`,
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: values,
        }),
      );
    } catch (error) {
      // Deleted meanwhile: nothing to record.
      if (!isConditionFailure(error)) throw error;
    }
  }

  async delete(a: AutomationRecord) {
    await this.db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: this.table, Key: keys.automation(a.id) } },
          ...a.teamIds.map((teamId) => ({
            Delete: { TableName: this.table, Key: keys.teamAutomation(teamId, a.id) },
          })),
        ],
      }),
    );
  }

  async runRound(a: AutomationRecord, run: { index: number; at: string }) {
    const out = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: keys.automationRun(a.surveyId, a.id, run.index, run.at),
        ConsistentRead: true,
      }),
    );
    return typeof out.Item?.round === 'number' ? out.Item.round : undefined;
  }

  async holdRunRound(a: AutomationRecord, run: { index: number; at: string }, round: number) {
    const out = await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.automationRun(a.surveyId, a.id, run.index, run.at),
        UpdateExpression: 'SET #round = if_not_exists(#round, :round)',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#round': 'round' },
        ExpressionAttributeValues: { ':round': round },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(out.Attributes?.round ?? round);
  }

  async claimRun(a: AutomationRecord, run: { index: number; at: string }) {
    const { index, at } = run;
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: {
            ...keys.automationRun(a.surveyId, a.id, index, at),
            entityType: 'AutomationRun',
            automationId: a.id,
            index,
            at,
            expiresAt: Math.floor(Date.parse(at) / 1000) + RUN_CLAIM_DAYS * 86_400,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
