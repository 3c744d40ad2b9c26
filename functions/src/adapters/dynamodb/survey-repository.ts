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
import { keys } from './keys';
import { addToTeam } from './team-reads';
import { freeMonthWrites, FreeMonthRefusedError } from './referral-store';
import { toStats } from './stats-attributes';
import {
  isConditionFailure,
  putNew,
  TableAdapter,
  type TransactItem,
  startingWith,
  tx,
} from './table';
import { usageUpdate } from './usage';
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

/**
 * A survey is one item (`SURVEY#<id>`, questions inside, GSI1 `USER#<creator>` for "mine"); each
 * team assignment is a link item in the team's partition (`TEAM#<teamId>`/`SURVEY#<id>`) written
 * with the team's survey count.
 */
export class DynamoSurveyRepository extends TableAdapter implements SurveyRepository {
  async get(id: string) {
    const [survey] = await this.read([id], true);
    return survey;
  }

  async getMany(ids: string[]) {
    return this.read(ids, false);
  }

  /** Surveys with their tallies: both items of each in one batch read, in the order asked. */
  private async read(ids: string[], consistent: boolean) {
    const items = await this.t.getMany(
      ids.flatMap((id) => [keys.survey(id), keys.surveyStats(id)]),
      { consistent },
    );
    const stats = new Map(
      items.filter((item) => item.SK === 'STATS').map((item) => [item.PK as string, item]),
    );
    const byId = new Map(
      items
        .filter((item) => item.SK === 'SURVEY')
        .map((item) => [item.id as string, toSurvey(item, stats.get(item.PK as string))]),
    );
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async createdBy(userId: string) {
    const { items } = await this.t.query({
      ...startingWith(keys.surveysByCreator(userId, '')),
      fields: ['id'],
      limit: 500,
    });
    return items.map((item) => item.id as string);
  }

  async ofTeam(teamId: string) {
    const { items } = await this.t.query({
      ...startingWith(keys.teamSurvey(teamId, '')),
      limit: 500,
    });
    return items.map((item) => item.surveyId as string);
  }

  async create(survey: SurveyRecord, quota: Quota, freeMonth?: FreeMonthGrant): Promise<boolean> {
    if (freeMonth) {
      try {
        await this.write(survey, quota, freeMonthWrites(freeMonth));
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
    try {
      await this.t.transact([
        putNew({
          ...keys.survey(survey.id),
          ...keys.surveysByCreator(survey.createdBy, survey.id),
          entityType: 'Survey',
          ...stored(survey),
        }),
        ...(teamId ? [this.linkPut(teamId, survey.id), addToTeam(teamId, 'surveyCount', 1)] : []),
        ...extra,
        // The creator's survey count, checked against the plan's limit in the same transaction.
        usageUpdate(quota, 'surveys', 1),
      ]);
    } catch (error) {
      if (isConditionFailure(error, 'plan')) throw new QuotaExceededError('surveys');
      if (isConditionFailure(error, 'freeMonth')) throw new FreeMonthRefusedError();
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
    const out = await this.t
      .update({
        Key: keys.survey(id),
        UpdateExpression: `SET ${[...sets, version.set].join(', ')}`,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: { ...names, ...version.names },
        ExpressionAttributeValues: { ...values, ...version.values },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      })
      .catch((error: unknown): never => {
        if (!isConditionFailure(error)) throw error;
        // Based on an older version: nothing else matters, the caller must see the newer one.
        if (staleVersion(error, options.expectedVersion)) throw new StaleVersionError();
        if (options.unlockedOnly) throw new AnonymityLockedError(id);
        if (raisedOnly && lockedWith(error)) throw new ThresholdLockedError(id);
        throw error;
      });
    return toSurvey(out ?? {}, undefined);
  }

  async setScheduledDate(id: string, scheduledDate: string | null, timezone?: string) {
    const scheduledVersion = versionChange(undefined);
    // A survey deleted meanwhile has no date to keep.
    await this.t.updateIf({
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
    });
  }

  async lockAnonymity(id: string, isAnonymous: boolean): Promise<'locked' | 'changed' | 'gone'> {
    try {
      await this.t.update({
        Key: keys.survey(id),
        UpdateExpression: 'SET anonymityLocked = :locked',
        // The lock and the promise are one fact: it locks the anonymity the caller read, or
        // nothing (a save switched it meanwhile).
        ConditionExpression: 'attribute_exists(PK) AND isAnonymous = :promised',
        ExpressionAttributeValues: { ':locked': true, ':promised': isAnonymous },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      });
      return 'locked';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // A survey deleted meanwhile has nothing left to lock.
      return (error as { Item?: unknown }).Item ? 'changed' : 'gone';
    }
  }

  async delete(survey: SurveyRecord) {
    await this.t.transact([
      tx.delete({ Key: keys.survey(survey.id), ConditionExpression: 'attribute_exists(PK)' }),
      tx.delete({ Key: keys.surveyStats(survey.id) }),
      // Its invitations, links and responses go in the hourly clean-up (SurveyPurge).
      tx.put({
        Item: {
          ...keys.surveyPurge(survey.id),
          ...keys.pendingPurge(survey.id, productNow().toISOString()),
          entityType: 'SurveyPurge',
          surveyId: survey.id,
        },
      }),
      ...survey.teamIds.flatMap((teamId) => [
        tx.delete({ Key: keys.teamSurvey(teamId, survey.id) }),
        addToTeam(teamId, 'surveyCount', -1),
      ]),
      usageUpdate({ accountId: survey.createdBy, limit: -1 }, 'surveys', -1),
    ]);
  }

  /**
   * Team changes condition on the survey's whole list of teams as it was read (`teamIds =
   * :read`), so the rules the service applied to that list still hold when the write lands.
   */
  async assignTeam(survey: SurveyRecord, teamId: string) {
    try {
      await this.t.transact([
        tx.update(
          {
            Key: keys.survey(survey.id),
            UpdateExpression: 'SET teamIds = list_append(teamIds, :team)',
            ConditionExpression: 'teamIds = :read AND NOT contains(teamIds, :teamId)',
            ExpressionAttributeValues: {
              ':team': [teamId],
              ':teamId': teamId,
              ':read': survey.teamIds,
            },
          },
          'teams',
        ),
        this.linkPut(teamId, survey.id),
        addToTeam(teamId, 'surveyCount', 1),
      ]);
    } catch (error) {
      if (isConditionFailure(error, 'link')) throw new SurveyTeamLinkExistsError(teamId);
      if (isConditionFailure(error, 'teams')) throw new SurveyTeamsChangedError(survey.id);
      throw error;
    }
  }

  async unassignTeam(
    survey: SurveyRecord,
    teamId: string,
    after: string[] = survey.teamIds.filter((id) => id !== teamId),
  ) {
    try {
      await this.t.transact([
        tx.update(
          {
            Key: keys.survey(survey.id),
            UpdateExpression: 'SET teamIds = :after',
            ConditionExpression: 'teamIds = :read',
            ExpressionAttributeValues: { ':after': after, ':read': survey.teamIds },
          },
          'teams',
        ),
        tx.delete({
          Key: keys.teamSurvey(teamId, survey.id),
          ConditionExpression: 'attribute_exists(PK)',
        }),
        addToTeam(teamId, 'surveyCount', -1),
      ]);
    } catch (error) {
      if (isConditionFailure(error, 'teams')) throw new SurveyTeamsChangedError(survey.id);
      throw error;
    }
  }

  private linkPut(teamId: string, surveyId: string): TransactItem {
    return putNew(
      { ...keys.teamSurvey(teamId, surveyId), entityType: 'TeamSurvey', teamId, surveyId },
      'link',
    );
  }
}
