import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { RoundRecord, RoundResults } from '../../domain/responses/ports';
import type {
  PendingRoundReport,
  RetirePlan,
  RoundResultsStore,
} from '../../domain/responses/round-close';
import { isCancelled, isConditionFailure } from './errors';
import { keys } from './keys';
import { DynamoTeamTallyStore } from './team-tally-store';
import { ENPS_GROUPS } from '../../../../shared/src/domain/enps';
import { enpsAttribute, waitingAttribute } from './stats-attributes';

/** The index the hourly job finds rounds due their close report on (R34). */
export const ROUND_OPEN_INDEX = 'ROUND_OPEN';

/** A round's released tallies as stored on `ROUND#<n>` (R33), or undefined before any. */
export function roundResults(item: Record<string, unknown>): RoundResults | undefined {
  if (item.responded === undefined && item.withheld === undefined) return undefined;
  const n = (key: string) => Number(item[key] ?? 0);
  return {
    responded: n('responded'),
    sentimentSum: n('sentimentSum'),
    positive: n('positive'),
    neutral: n('neutral'),
    negative: n('negative'),
    firstGroup: typeof item.firstGroup === 'number' ? item.firstGroup : null,
    lastGroup: typeof item.lastGroup === 'number' ? item.lastGroup : null,
    withheld: n('withheld'),
    reportedAt: typeof item.reportedAt === 'string' ? item.reportedAt : null,
  };
}

/**
 * What closing a round needs beyond a release (decision 0023): retiring an e-mail group too
 * small to show, reading one round, claiming its close report once, and finding rounds open for
 * 14 days. Only the job and the responses reader carry it, never the public answer routes.
 */
export class DynamoRoundResultsStore implements RoundResultsStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async round(surveyId: string, round: number): Promise<RoundRecord | undefined> {
    const out = await this.db.send(
      new GetCommand({ TableName: this.table, Key: keys.surveyRound(surveyId, round) }),
    );
    const item = out.Item;
    if (!item) return undefined;
    const results = roundResults(item);
    return {
      round,
      origin: (item.origin as RoundRecord['origin'] | undefined) ?? { kind: 'manual' },
      openedAt: (item.openedAt as string | undefined) ?? '',
      invited: Number(item.invited ?? 0),
      ...(results ? { results } : {}),
    };
  }

  async retire(plan: RetirePlan): Promise<boolean> {
    const { surveyId, waiting } = plan;
    const w = (field: Parameters<typeof waitingAttribute>[1]) => waitingAttribute('email', field);
    const leaves = plan.otherWaiting === 0;
    const names: Record<string, string> = {
      '#group': w('group'),
      '#count': w('count'),
      '#independent': w('independent'),
      '#sum': w('sentimentSum'),
      '#positive': w('positive'),
      '#neutral': w('neutral'),
      '#negative': w('negative'),
      ...(leaves ? { '#otherCount': waitingAttribute('regular', 'count') } : {}),
    };
    // The group's waiting eNPS counts go with it, or the next release would show them.
    let enpsReset = '';
    Object.entries(waiting.enps).forEach(([questionId, tally]) => {
      for (const group of ENPS_GROUPS) {
        if (!tally[group]) continue;
        const name = `#we${Object.keys(names).length}`;
        names[name] = enpsAttribute(questionId, group, 'email');
        enpsReset += `, ${name} = :zero`;
      }
    });
    const stats = {
      Update: {
        TableName: this.table,
        Key: keys.surveyStats(surveyId),
        // An empty group stays open under its number; a group with answers closes unreleased.
        UpdateExpression:
          'SET entityType = :type, surveyId = :survey, #group = :next, #count = :zero, #independent = :zero, #sum = :zero, #positive = :zero, #neutral = :zero, #negative = :zero, emailRound = :bind' +
          enpsReset +
          (leaves ? ' REMOVE GSI1PK, GSI1SK' : ''),
        ConditionExpression:
          '(attribute_not_exists(#group) OR #group = :group) AND (attribute_not_exists(#count) OR #count = :count) AND (attribute_not_exists(#independent) OR #independent = :ind) AND (attribute_not_exists(emailRound) OR emailRound < :bind)' +
          (leaves ? ' AND (attribute_not_exists(#otherCount) OR #otherCount = :zero)' : ''),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: {
          ':type': 'SurveyStats',
          ':survey': surveyId,
          ':group': waiting.group,
          ':next': waiting.count > 0 ? waiting.group + 1 : waiting.group,
          ':count': waiting.count,
          ':ind': waiting.independent,
          ':zero': 0,
          ':bind': plan.round,
        },
      },
    };
    const withheld = {
      Update: {
        TableName: this.table,
        Key: keys.surveyRound(surveyId, plan.previousRound),
        UpdateExpression: 'SET entityType = :type, surveyId = :survey ADD withheld :n',
        ExpressionAttributeValues: {
          ':type': 'SurveyRound',
          ':survey': surveyId,
          ':n': waiting.count,
        },
      },
    };
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: (waiting.count > 0 ? [stats, withheld] : [stats]) as never,
        }),
      );
      return true;
    } catch (error) {
      if (isCancelled(error)) return false;
      throw error;
    }
  }

  async noteRound(surveyId: string, round: number): Promise<void> {
    await this.db
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.surveyStats(surveyId),
          UpdateExpression: 'SET entityType = :type, surveyId = :survey, emailRound = :round',
          ConditionExpression: 'attribute_not_exists(emailRound) OR emailRound < :round',
          ExpressionAttributeValues: {
            ':type': 'SurveyStats',
            ':survey': surveyId,
            ':round': round,
          },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  }

  async dropGroup(surveyId: string, group: number): Promise<number> {
    const pk = keys.responsesBySource(surveyId, 'email', '', '').GSI1PK;
    const prefix = `RESPONSE#${keys.releaseBucket(group)}#`;
    let dropped = 0;
    let start: Record<string, unknown> | undefined;
    for (let page = 0; page < 20; page += 1) {
      const out = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
          ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
          Limit: 25,
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      const items = out.Items ?? [];
      if (items.length > 0) {
        await this.db.send(
          new BatchWriteCommand({
            RequestItems: {
              [this.table]: items.map((item) => ({
                DeleteRequest: { Key: { PK: item.PK, SK: item.SK } },
              })),
            },
          }),
        );
        dropped += items.length;
      }
      start = out.LastEvaluatedKey;
      if (!start) break;
    }
    // The group's question tally (R28) is of the same withheld answers.
    await this.db.send(
      new DeleteCommand({
        TableName: this.table,
        Key: keys.questionTally(surveyId, `email#${keys.releaseBucket(group)}`),
      }),
    );
    // And its team blocks (R44): a block of one person's answers must not outlive them.
    await new DynamoTeamTallyStore(this.db, this.table).dropGroup(surveyId, group);
    return dropped;
  }

  async claimReport(
    surveyId: string,
    round: number,
    at: string,
    report?: PendingRoundReport,
  ): Promise<boolean> {
    const claim = {
      TableName: this.table,
      Key: keys.surveyRound(surveyId, round),
      UpdateExpression: 'SET reportedAt = :at REMOVE GSI2PK, GSI2SK',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(reportedAt)',
      ExpressionAttributeValues: { ':at': at },
    };
    try {
      if (report) {
        // The report to mail goes in with the claim: never one without the other (R35, R37).
        await this.db.send(
          new TransactWriteCommand({
            TransactItems: [
              { Update: claim },
              {
                Put: {
                  TableName: this.table,
                  Item: {
                    ...keys.roundReportOutbox(report.closedAt, surveyId, round),
                    entityType: 'RoundReport',
                    surveyId,
                    round,
                    closedAt: report.closedAt,
                    managers: report.managers,
                  },
                  ConditionExpression: 'attribute_not_exists(PK)',
                },
              },
            ],
          }),
        );
      } else {
        await this.db.send(new UpdateCommand(claim));
      }
      return true;
    } catch (error) {
      if (!isConditionFailure(error) && !isCancelled(error)) throw error;
      // Already reported: a later send to the round may have put it on the index again.
      await this.db
        .send(
          new UpdateCommand({
            TableName: this.table,
            Key: keys.surveyRound(surveyId, round),
            UpdateExpression: 'REMOVE GSI2PK, GSI2SK',
            ConditionExpression: 'attribute_exists(reportedAt)',
          }),
        )
        .catch(() => undefined);
      return false;
    }
  }

  async openSince(before: string, limit: number) {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK < :before',
        ExpressionAttributeValues: { ':pk': ROUND_OPEN_INDEX, ':before': before },
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((item) => ({
      surveyId: item.surveyId as string,
      round: Number(item.round),
    }));
  }
}
