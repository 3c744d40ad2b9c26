import type { AutomationRecord, AutomationRepository } from '../../domain/automations/ports';
import { keys } from './keys';
import { putNew, TableAdapter, startingWith, tx, storedFields } from './table';

const automationFields = storedFields<AutomationRecord>();

/** How long a run's claim is kept: past the scheduler's day of retries. */
const RUN_CLAIM_DAYS = 35;

function toAutomation(item: Record<string, unknown> | undefined): AutomationRecord | undefined {
  if (!item || item.SK !== keys.automation('').SK) return undefined;
  return {
    id: item.id as string,
    surveyId: item.surveyId as string,
    teamIds: (item.teamIds as string[] | undefined) ?? [],
    ...automationFields(item, 'frequency startDate time timezone'),
    endDate: (item.endDate as string | null | undefined) ?? null,
    maxRuns: (item.maxRuns as number | null | undefined) ?? null,
    skipWeekends: item.skipWeekends === true,
    paused: item.paused === true,
    runsMade: (item.runsMade as number | undefined) ?? 0,
    nextRun: (item.nextRun as AutomationRecord['nextRun'] | undefined) ?? null,
    ...automationFields(item, 'createdBy createdAt updatedAt'),
  };
}

/** Automations (decision 0016): data-model rows AU1 to AU8. */
export class DynamoAutomationRepository extends TableAdapter implements AutomationRepository {
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
    return toAutomation(await this.t.get(keys.automation(id), { consistent: true }));
  }

  /** A team's automations (its links). */
  async idsOfTeam(teamId: string) {
    const { items } = await this.t.query({
      ...startingWith(keys.teamAutomation(teamId, '')),
      fields: ['automationId'],
      limit: 200,
    });
    return items.map((item) => item.automationId as string);
  }

  async getMany(ids: string[]) {
    const items = await this.t.getMany([...new Set(ids)].map((id) => keys.automation(id)));
    return items.flatMap((item) => toAutomation(item) ?? []);
  }

  /** GSI1: a survey's automations. */
  async idsOfSurvey(surveyId: string) {
    const pk = keys.automationsBySurvey(surveyId, '').GSI1PK;
    const { items } = await this.t.query({ index: 'GSI1', pk, limit: 200 });
    return items.map((item) => item.id as string);
  }

  /** GSI2: every automation with a next run, for the reconciler. */
  async active(limit: number, cursor?: string) {
    const { items, last } = await this.t.query({
      index: 'GSI2',
      pk: keys.activeAutomation('').GSI2PK,
      limit,
      ...(cursor
        ? { start: { ...keys.automation(cursor), ...keys.activeAutomation(cursor) } }
        : {}),
    });
    return {
      items: items.flatMap((item) => toAutomation(item) ?? []),
      cursor: last?.GSI2SK as string | undefined,
    };
  }

  async create(a: AutomationRecord) {
    await this.t.transact([
      putNew(this.item(a)),
      ...a.teamIds.map((teamId) => tx.put({ Item: this.teamLink(teamId, a) })),
    ]);
  }

  async replace(a: AutomationRecord, previousTeamIds: string[]) {
    const removed = previousTeamIds.filter((id) => !a.teamIds.includes(id));
    const added = a.teamIds.filter((id) => !previousTeamIds.includes(id));
    await this.t.transact([
      tx.put({ Item: this.item(a), ConditionExpression: 'attribute_exists(PK)' }),
      ...removed.map((teamId) => tx.delete({ Key: keys.teamAutomation(teamId, a.id) })),
      ...added.map((teamId) => tx.put({ Item: this.teamLink(teamId, a) })),
    ]);
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
    // Not written: deleted meanwhile, nothing to record.
    await this.t.updateIf({
      Key: keys.automation(id),
      UpdateExpression: `SET ${sets.join(', ')}${nextRun ? '' : ' REMOVE GSI2PK, GSI2SK'}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: values,
    });
  }

  async delete(a: AutomationRecord) {
    await this.t.transact([
      tx.delete({ Key: keys.automation(a.id) }),
      ...a.teamIds.map((teamId) => tx.delete({ Key: keys.teamAutomation(teamId, a.id) })),
    ]);
  }

  /** The round a run opened, once it holds one. */
  async runRound(a: AutomationRecord, run: { index: number; at: string }) {
    const item = await this.t.get(keys.automationRun(a.surveyId, a.id, run.index, run.at), {
      consistent: true,
    });
    return typeof item?.round === 'number' ? item.round : undefined;
  }

  async holdRunRound(a: AutomationRecord, run: { index: number; at: string }, round: number) {
    const held = await this.t.update({
      Key: keys.automationRun(a.surveyId, a.id, run.index, run.at),
      UpdateExpression: 'SET #round = if_not_exists(#round, :round)',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#round': 'round' },
      ExpressionAttributeValues: { ':round': round },
      ReturnValues: 'UPDATED_NEW',
    });
    return Number(held?.round ?? round);
  }

  /** One run of an automation, claimed before it sends anything (exactly once). */
  claimRun(a: AutomationRecord, run: { index: number; at: string }) {
    const { index, at } = run;
    return this.t.putIfNew({
      ...keys.automationRun(a.surveyId, a.id, index, at),
      entityType: 'AutomationRun',
      automationId: a.id,
      index,
      at,
      expiresAt: Math.floor(Date.parse(at) / 1000) + RUN_CLAIM_DAYS * 86_400,
    });
  }
}
