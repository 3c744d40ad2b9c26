import {
  BatchGetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import {
  AnonymityLockedError,
  SurveyTeamLinkExistsError,
  SurveyTeamsChangedError,
  ThresholdLockedError,
  type SurveyChanges,
  type SurveyRecord,
  type SurveyRepository,
} from '../../domain/surveys/ports';
import { QuotaExceededError, type Quota } from '../../domain/billing/quota';
import type { FreeMonthGrant } from '../../domain/referrals/ports';
import { isConditionFailure } from './errors';
import { keys } from './keys';
import { freeMonthWrites, FreeMonthRefusedError, type TransactItem } from './referral-store';
import { toStats } from './stats-attributes';
import { failedConditions, usageUpdate } from './usage';
import { staleVersion, versionChange } from './update-expression';
import { StaleVersionError } from '../../domain/errors';
import { now as productNow } from '../../lib/clock';
import {
  DEFAULT_SURVEY_LANGUAGE,
  isSurveyLanguage,
  type SurveyTranslations,
} from '#shared/domain/survey-languages';

const fields = [
  'id',
  'title',
  'description',
  'isAnonymous',
  'anonymityLocked',
  'allowMultipleResponses',
  'acceptingResponses',
  'openLinkEnabled',
  'scheduledDate',
  'reminderEnabled',
  'reminderDays',
  'timezone',
  'anonymityThreshold',
  'questions',
  'defaultLanguage',
  'translations',
  'teamIds',
  'scheduledEmails',
  'createdBy',
  'createdAt',
  'updatedAt',
] as const;

function toSurvey(
  item: Record<string, unknown>,
  statsItem?: Record<string, unknown>,
): SurveyRecord {
  const survey = Object.fromEntries(
    fields.map((f) => [f, item[f] ?? null]),
  ) as unknown as SurveyRecord;
  // Surveys saved before closing existed are open.
  survey.acceptingResponses = item.acceptingResponses !== false;
  survey.openLinkEnabled = item.openLinkEnabled !== false;
  survey.anonymityLocked = item.anonymityLocked === true;
  survey.version = Number(item.version ?? 0);
  // Surveys saved before languages existed are English, with no translations.
  survey.defaultLanguage = isSurveyLanguage(item.defaultLanguage)
    ? item.defaultLanguage
    : DEFAULT_SURVEY_LANGUAGE;
  survey.translations = (item.translations ?? {}) as SurveyTranslations;
  if (item.followThrough)
    survey.followThrough = item.followThrough as SurveyRecord['followThrough'];
  survey.stats = toStats(statsItem);
  survey.responseCount = survey.stats.responses;
  return survey;
}

/** Whether a conditional write failed on a survey that is locked (its item, `ALL_OLD`, says so). */
function lockedWith(error: unknown): boolean {
  const failure = error as { Item?: Record<string, { BOOL?: boolean } | undefined> };
  return failure.Item?.anonymityLocked?.BOOL === true;
}

/** What the survey item holds: everything but the tallies, which live in their own item. */
function stored(survey: SurveyRecord) {
  const { stats: _stats, responseCount: _count, ...rest } = survey;
  return rest;
}

const teamCount = (table: string, teamId: string, delta: 1 | -1) => ({
  Update: {
    TableName: table,
    Key: keys.team(teamId),
    UpdateExpression: 'ADD surveyCount :delta',
    ExpressionAttributeValues: { ':delta': delta },
  },
});

/**
 * A survey is one item (`SURVEY#<id>`, questions inside, GSI1 `USER#<creator>` for "mine"); each
 * team assignment is a link item in the team's partition (`TEAM#<teamId>`/`SURVEY#<id>`) written
 * with the team's survey count.
 */
export class DynamoSurveyRepository implements SurveyRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async get(id: string) {
    const [survey] = await this.read([id], true);
    return survey;
  }

  async getMany(ids: string[]) {
    return this.read(ids, false);
  }

  /** Surveys with their tallies: both items of each in one BatchGet (50 surveys per call). */
  private async read(ids: string[], consistent: boolean) {
    const found: SurveyRecord[] = [];
    for (let i = 0; i < ids.length; i += 50) {
      const chunk = ids.slice(i, i + 50);
      let request: Record<string, { Keys: Record<string, unknown>[]; ConsistentRead: boolean }> = {
        [this.table]: {
          Keys: chunk.flatMap((id) => [keys.survey(id), keys.surveyStats(id)]),
          ConsistentRead: consistent,
        },
      };
      const items: Record<string, unknown>[] = [];
      for (let attempt = 0; attempt < 5 && Object.keys(request).length > 0; attempt += 1) {
        const out = await this.db.send(new BatchGetCommand({ RequestItems: request }));
        items.push(...(out.Responses?.[this.table] ?? []));
        request = (out.UnprocessedKeys ?? {}) as typeof request;
      }
      const stats = new Map(
        items.filter((item) => item.SK === 'STATS').map((item) => [item.PK as string, item]),
      );
      const byId = new Map(
        items
          .filter((item) => item.SK === 'SURVEY')
          .map((item) => [item.id as string, toSurvey(item, stats.get(item.PK as string))]),
      );
      for (const id of chunk) {
        const survey = byId.get(id);
        if (survey) found.push(survey);
      }
    }
    return found;
  }

  async createdBy(userId: string) {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :survey)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':survey': 'SURVEY#' },
        ProjectionExpression: 'id',
        Limit: 500,
      }),
    );
    return (out.Items ?? []).map((item) => item.id as string);
  }

  async ofTeam(teamId: string) {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :survey)',
        ExpressionAttributeValues: { ':pk': `TEAM#${teamId}`, ':survey': 'SURVEY#' },
        Limit: 500,
      }),
    );
    return (out.Items ?? []).map((item) => item.surveyId as string);
  }

  async create(survey: SurveyRecord, quota: Quota, freeMonth?: FreeMonthGrant): Promise<boolean> {
    if (freeMonth) {
      try {
        await this.write(survey, quota, freeMonthWrites(this.table, freeMonth));
        return true;
      } catch (error) {
        if (!(error instanceof FreeMonthRefusedError)) throw error;
        // Granted before, or the referrer's cap this month: the survey is made all the same.
      }
    }
    await this.write(survey, quota, []);
    return false;
  }

  private async write(survey: SurveyRecord, quota: Quota, extra: TransactItem[]) {
    const [teamId] = survey.teamIds;
    const items = [
      {
        Put: {
          TableName: this.table,
          Item: {
            ...keys.survey(survey.id),
            ...keys.surveysByCreator(survey.createdBy, survey.id),
            entityType: 'Survey',
            ...stored(survey),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...(teamId ? [this.linkPut(teamId, survey.id), teamCount(this.table, teamId, 1)] : []),
      ...extra,
      // The creator's survey count, checked against the plan's limit in the same transaction.
      usageUpdate(this.table, quota, 'surveys', 1),
    ];
    try {
      await this.db.send(new TransactWriteCommand({ TransactItems: items }));
    } catch (error) {
      const failed = failedConditions(error);
      if (failed.includes(items.length - 1)) {
        throw new QuotaExceededError('surveys');
      }
      const firstExtra = items.length - 1 - extra.length;
      if (failed.some((index) => index >= firstExtra && index < items.length - 1)) {
        throw new FreeMonthRefusedError();
      }
      throw error;
    }
  }

  async update(
    id: string,
    changes: SurveyChanges,
    options: {
      unlockedOnly?: boolean;
      thresholdRaisedOnly?: boolean;
      expectedVersion?: number;
    } = {},
  ) {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const sets: string[] = [];
    for (const [field, value] of Object.entries(changes)) {
      names[`#${field}`] = field;
      values[`:${field}`] = value;
      sets.push(`#${field} = :${field}`);
    }
    const version = versionChange(options.expectedVersion);
    const conditions = ['attribute_exists(PK)'];
    const unlocked = '(attribute_not_exists(anonymityLocked) OR anonymityLocked = :unlocked)';
    const raisedOnly = options.thresholdRaisedOnly && changes.anonymityThreshold !== undefined;
    if (options.unlockedOnly || raisedOnly) values[':unlocked'] = false;
    if (options.unlockedOnly) conditions.push(unlocked);
    if (raisedOnly) {
      // Locked, the threshold may only stay or go up (a survey saved before thresholds has none:
      // 3, the least any save may set).
      conditions.push(
        `(${unlocked} OR attribute_not_exists(#anonymityThreshold) OR #anonymityThreshold <= :anonymityThreshold)`,
      );
    }
    if (version.condition) conditions.push(version.condition);
    const out = await this.db
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.survey(id),
          UpdateExpression: `SET ${[...sets, version.set].join(', ')}`,
          ConditionExpression: conditions.join(' AND '),
          ExpressionAttributeNames: { ...names, ...version.names },
          ExpressionAttributeValues: { ...values, ...version.values },
          ReturnValues: 'ALL_NEW',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
        // Based on an older version: nothing else matters, the caller must see the newer one.
        if (staleVersion(error, options.expectedVersion)) throw new StaleVersionError();
        if (options.unlockedOnly) throw new AnonymityLockedError(id);
        if (raisedOnly && lockedWith(error)) throw new ThresholdLockedError(id);
        throw error;
      });
    return toSurvey(out.Attributes ?? {}, undefined);
  }

  async setScheduledDate(id: string, scheduledDate: string | null, timezone?: string) {
    const scheduledVersion = versionChange(undefined);
    await this.db
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.survey(id),
          // The editor saves the scheduled date too: a new version, so an editor opened before
          // cannot put the old date back unasked (decision 0025).
          UpdateExpression: `SET scheduledDate = :date, ${scheduledVersion.set}${
            timezone ? ', #zone = :zone' : ''
          }`,
          // `timezone` is a reserved word.
          ExpressionAttributeNames: {
            ...scheduledVersion.names,
            ...(timezone ? { '#zone': 'timezone' } : {}),
          },
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: {
            ':date': scheduledDate,
            ...scheduledVersion.values,
            ...(timezone ? { ':zone': timezone } : {}),
          },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  }

  async lockAnonymity(id: string, isAnonymous: boolean): Promise<'locked' | 'changed' | 'gone'> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.survey(id),
          UpdateExpression: 'SET anonymityLocked = :locked',
          // The lock and the promise are one fact: it locks the anonymity the caller read, or
          // nothing (a save switched it meanwhile).
          ConditionExpression: 'attribute_exists(PK) AND isAnonymous = :promised',
          ExpressionAttributeValues: { ':locked': true, ':promised': isAnonymous },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return 'locked';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // A survey deleted meanwhile has nothing left to lock.
      return (error as { Item?: unknown }).Item ? 'changed' : 'gone';
    }
  }

  async delete(survey: SurveyRecord) {
    await this.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: this.table,
              Key: keys.survey(survey.id),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          { Delete: { TableName: this.table, Key: keys.surveyStats(survey.id) } },
          // Its invitations, links and responses go in the hourly clean-up (SurveyPurge).
          {
            Put: {
              TableName: this.table,
              Item: {
                ...keys.surveyPurge(survey.id),
                ...keys.pendingPurge(survey.id, productNow().toISOString()),
                entityType: 'SurveyPurge',
                surveyId: survey.id,
              },
            },
          },
          ...survey.teamIds.flatMap((teamId) => [
            { Delete: { TableName: this.table, Key: keys.teamSurvey(teamId, survey.id) } },
            teamCount(this.table, teamId, -1),
          ]),
          usageUpdate(this.table, { accountId: survey.createdBy, limit: -1 }, 'surveys', -1),
        ],
      }),
    );
  }

  /**
   * Team changes condition on the survey's whole list of teams as it was read (`teamIds =
   * :read`), so the rules the service applied to that list still hold when the write lands.
   */
  async assignTeam(survey: SurveyRecord, teamId: string) {
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.table,
                Key: keys.survey(survey.id),
                UpdateExpression: 'SET teamIds = list_append(teamIds, :team)',
                ConditionExpression: 'teamIds = :read AND NOT contains(teamIds, :teamId)',
                ExpressionAttributeValues: {
                  ':team': [teamId],
                  ':teamId': teamId,
                  ':read': survey.teamIds,
                },
              },
            },
            this.linkPut(teamId, survey.id),
            teamCount(this.table, teamId, 1),
          ],
        }),
      );
    } catch (error) {
      const failed = failedConditions(error);
      if (failed.includes(1)) throw new SurveyTeamLinkExistsError(teamId);
      if (failed.includes(0)) throw new SurveyTeamsChangedError(survey.id);
      throw error;
    }
  }

  async unassignTeam(
    survey: SurveyRecord,
    teamId: string,
    after: string[] = survey.teamIds.filter((id) => id !== teamId),
  ) {
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.table,
                Key: keys.survey(survey.id),
                UpdateExpression: 'SET teamIds = :after',
                ConditionExpression: 'teamIds = :read',
                ExpressionAttributeValues: { ':after': after, ':read': survey.teamIds },
              },
            },
            {
              Delete: {
                TableName: this.table,
                Key: keys.teamSurvey(teamId, survey.id),
                ConditionExpression: 'attribute_exists(PK)',
              },
            },
            teamCount(this.table, teamId, -1),
          ],
        }),
      );
    } catch (error) {
      if (failedConditions(error).includes(0)) throw new SurveyTeamsChangedError(survey.id);
      throw error;
    }
  }

  private linkPut(teamId: string, surveyId: string) {
    return {
      Put: {
        TableName: this.table,
        Item: { ...keys.teamSurvey(teamId, surveyId), entityType: 'TeamSurvey', teamId, surveyId },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    };
  }
}
