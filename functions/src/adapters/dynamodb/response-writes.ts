import type { ResponseSource } from '#shared/api/responses';
import { sentimentClass } from '#shared/domain/sentiment';
import { ENPS_GROUPS } from '#shared/domain/enps';
import {
  PromiseChangedError,
  ReleaseGroupClosedError,
  ResponseLimitReachedError,
  type AddContext,
  type EnpsAnswer,
  type ReleasePlan,
  type ResponseRecord,
} from '../../domain/responses/ports';
import type { EnpsTallies } from '../../domain/surveys/ports';
import { responseUsageUpdates, shownUsageUpdate } from './held-responses';
import { keys } from './keys';
import { addToTeam } from './team-reads';
import { answerAttributes } from './response-item';
import { queryReleases } from './release-reads';
import { questionTallyUpdate } from './question-tally-update';
import { enpsAttribute, waitingAttribute, waitingNames } from './stats-attributes';
import { isConditionFailure, putNew, TableAdapter, type TransactItem, tx } from './table';

/** The attributes a response item holds: checked by a test, and nothing else is ever written. */
export const RESPONSE_ATTRIBUTES = [
  'PK',
  'SK',
  'GSI1PK',
  'GSI1SK',
  'entityType',
  'id',
  'surveyId',
  'day',
  'source',
  'answers',
  'sentiment',
  'email',
  'round',
] as const;

type Counts = { count: number; sentimentSum: number } & Record<
  'positive' | 'neutral' | 'negative',
  number
>;

const tallies = (counts: Counts) => ({
  ':n': counts.count,
  ':sum': counts.sentimentSum,
  ':positive': counts.positive,
  ':neutral': counts.neutral,
  ':negative': counts.negative,
});

const ADD_VISIBLE =
  'ADD responses :n, #source :n, sentimentSum :sum, positive :positive, neutral :neutral, negative :negative';

/** One more in each answer's eNPS group: `, #e0 :one, ...` for an ADD clause, with its names. */
function enpsAdds(answers: EnpsAnswer[] | undefined, source?: ResponseSource) {
  const names: Record<string, string> = {};
  let clause = '';
  (answers ?? []).forEach(({ questionId, group }, i) => {
    names[`#e${i}`] = enpsAttribute(questionId, group, source);
    clause += `, #e${i} :one`;
  });
  return { names, clause, values: clause ? { ':one': 1 } : {} };
}

/** A release moves a source's waiting eNPS counts to the visible ones (SET and ADD parts). */
function enpsRelease(enps: EnpsTallies, source: ResponseSource) {
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  let set = '';
  let add = '';
  let i = 0;
  for (const [questionId, tally] of Object.entries(enps)) {
    for (const group of ENPS_GROUPS) {
      if (!tally[group]) continue;
      names[`#we${i}`] = enpsAttribute(questionId, group, source);
      names[`#ve${i}`] = enpsAttribute(questionId, group);
      values[`:ve${i}`] = tally[group];
      set += `, #we${i} = :zero`;
      add += `, #ve${i} :ve${i}`;
      i += 1;
    }
  }
  return { names, values, set, add };
}

/** A round's released tallies (R33): a named survey's answer, or an e-mail release's group. */
function roundTally(surveyId: string, round: number, counts: Counts, group?: number): TransactItem {
  return tx.update({
    Key: keys.surveyRound(surveyId, round),
    UpdateExpression:
      'SET entityType = :type, surveyId = :survey, #round = :round' +
      (group ? ', firstGroup = if_not_exists(firstGroup, :g), lastGroup = :g' : '') +
      ' ADD responded :n, sentimentSum :sum, positive :positive, neutral :neutral, negative :negative',
    ExpressionAttributeNames: { '#round': 'round' },
    ExpressionAttributeValues: {
      ':type': 'SurveyRound',
      ':survey': surveyId,
      ':round': round,
      ...(group ? { ':g': group } : {}),
      ...tallies(counts),
    },
  });
}

/** A visible tally (the survey's `STATS`, a day's `DAY#`) counting one answer or a release. */
function visibleTally(
  key: Record<string, string>,
  type: string,
  surveyId: string,
  source: ResponseSource,
  day: string,
  counts: Counts,
  enps: ReturnType<typeof enpsAdds> = { names: {}, clause: '', values: {} },
): TransactItem {
  return tx.update({
    Key: key,
    UpdateExpression: `SET entityType = :type, surveyId = :survey, lastDay = :day ${ADD_VISIBLE}${enps.clause}`,
    ExpressionAttributeNames: { '#source': source, ...enps.names },
    ExpressionAttributeValues: {
      ':type': type,
      ':survey': surveyId,
      ':day': day,
      ...tallies(counts),
      ...enps.values,
    },
  });
}

/**
 * Storing and releasing answers (R8, R14-R16, R18), which the public answer routes and the release job
 * need: the readers of answers (`response-store.ts`) stay out of their bundles (decision 0004).
 */
export class DynamoResponseWrites extends TableAdapter {
  /**
   * R8 (R14 for an anonymous survey's): an answer with its tallies, its promise's lock (R20), its
   * account's limit (B8) and its question tallies (R28), in one transaction.
   */
  async add(response: ResponseRecord, context: AddContext): Promise<void> {
    // A response that is not scored counts as a response in no sentiment class: readers take
    // "not scored" as responses minus the three classes, and average over the classes only.
    const cls = response.sentiment === null ? null : sentimentClass(response.sentiment);
    const one: Counts = {
      count: 1,
      sentimentSum: response.sentiment ?? 0,
      positive: cls === 'positive' ? 1 : 0,
      neutral: cls === 'neutral' ? 1 : 0,
      negative: cls === 'negative' ? 1 : 0,
    };
    const bucket = context.waiting
      ? keys.releaseBucket(context.waiting.group)
      : keys.dayBucket(response.day);
    // An anonymous survey's answer keeps no day, in its keys or its attributes: the day shown is
    // its group's release day (decision 0009, "What is stored").
    const day = context.waiting ? null : response.day;
    const answer = putNew({
      ...keys.response(response.surveyId, day, response.id),
      ...keys.responsesBySource(response.surveyId, response.source, bucket, response.id),
      entityType: 'Response',
      // A named survey's e-mailed answer names its round; an anonymous one's is its group's.
      ...answerAttributes(response, day, context.waiting ? undefined : response.round),
    });
    let items: TransactItem[];
    if (context.waiting) {
      const { group, independent } = context.waiting;
      const index = keys.waitingRelease(response.surveyId);
      const enps = enpsAdds(context.enps, response.source);
      items = [
        answer,
        tx.update(
          {
            Key: keys.surveyStats(response.surveyId),
            UpdateExpression:
              'SET entityType = :type, surveyId = :survey, #group = if_not_exists(#group, :group), GSI1PK = :gpk, GSI1SK = :gsk ' +
              'ADD #count :n, #independent :independent, #sum :sum, #positive :positive, #neutral :neutral, #negative :negative' +
              enps.clause,
            // The answer belongs to the open group only while that group is still open: a release
            // that closed it meanwhile sends the answer to the next group.
            ConditionExpression:
              group === 1 ? 'attribute_not_exists(#group) OR #group = :group' : '#group = :group',
            ExpressionAttributeNames: { ...waitingNames(response.source), ...enps.names },
            ExpressionAttributeValues: {
              ':type': 'SurveyStats',
              ':survey': response.surveyId,
              ':group': group,
              ':gpk': index.GSI1PK,
              ':gsk': index.GSI1SK,
              ':independent': independent ? 1 : 0,
              ...tallies(one),
              ...enps.values,
            },
          },
          'group',
        ),
      ];
    } else {
      // eNPS counts live on the survey's tallies only.
      const { surveyId, source } = response;
      items = [
        answer,
        visibleTally(
          keys.surveyStats(surveyId),
          'SurveyStats',
          surveyId,
          source,
          response.day,
          one,
          enpsAdds(context.enps),
        ),
        visibleTally(
          keys.surveyDay(surveyId, response.day),
          'SurveyDay',
          surveyId,
          source,
          response.day,
          one,
        ),
        ...context.teamIds.slice(0, 89).map((teamId) => addToTeam(teamId, 'responseCount', 1)),
        ...(response.round ? [roundTally(surveyId, response.round, one)] : []),
      ];
    }
    // The answer and its promise are one fact: it is stored only while the survey is what the
    // answer was given under, and that is locked with it (a save that switched anonymity in
    // between fails here, or finds it locked).
    items.push(
      tx.update(
        {
          Key: keys.survey(response.surveyId),
          UpdateExpression: 'SET anonymityLocked = :locked',
          ConditionExpression: 'attribute_exists(PK) AND isAnonymous = :promised',
          ExpressionAttributeValues: { ':locked': true, ':promised': context.anonymous },
        },
        'promise',
      ),
    );
    // The monthly response limit, counted in the answer's own transaction (decision 0012).
    items.push(...this.accounting(response, context));
    items.push(...questionTallyUpdate(response, context));
    try {
      await this.t.transact(items);
    } catch (error) {
      if (isConditionFailure(error, 'promise')) throw new PromiseChangedError(response.surveyId);
      if (isConditionFailure(error, 'limit')) {
        throw new ResponseLimitReachedError(response.surveyId);
      }
      if (isConditionFailure(error, 'group')) throw new ReleaseGroupClosedError(response.surveyId);
      throw error;
    }
  }

  /** The limit's counter update and, for an answer let in from the hold, its held item going. */
  private accounting(response: ResponseRecord, context: AddContext): TransactItem[] {
    if (!context.quota) return [];
    const anonymous = context.waiting !== null;
    const fromHold = context.fromHold === true;
    return [
      ...responseUsageUpdates(context.quota, { shown: !anonymous, fromHold, anonymous }),
      ...(fromHold
        ? [
            tx.delete({
              Key: keys.heldResponse(response.surveyId, response.id),
              ConditionExpression: 'attribute_exists(PK)',
            }),
          ]
        : []),
    ];
  }

  /**
   * R15: a source's open group made visible at once (one conditional transaction); false when
   * another answer or release moved the tallies meanwhile (the caller reads them again).
   */
  release(plan: ReleasePlan): Promise<boolean> {
    const { surveyId, source, waiting, day } = plan;
    const stillWaiting = plan.otherWaiting > 0;
    const enps = enpsRelease(waiting.enps, source);
    const bind = plan.bindRound;
    const stats: TransactItem = tx.update({
      Key: keys.surveyStats(surveyId),
      UpdateExpression:
        'SET #group = :next, #count = :zero, #independent = :zero, #sum = :zero, #positive = :zero, #neutral = :zero, #negative = :zero, #last = :day, lastDay = :day' +
        enps.set +
        (bind ? ', emailRound = :bind ' : ' ') +
        ADD_VISIBLE +
        enps.add +
        (stillWaiting ? '' : ' REMOVE GSI1PK, GSI1SK'),
      // Nothing moved since the plan was read: the group, its tallies, and (when the survey
      // leaves the waiting index) the other source's waiting count.
      ConditionExpression:
        '#group = :group AND #count = :count AND #independent = :ind' +
        (bind ? ' AND (attribute_not_exists(emailRound) OR emailRound < :bind)' : '') +
        (stillWaiting ? '' : ' AND (attribute_not_exists(#otherCount) OR #otherCount = :zero)'),
      ExpressionAttributeNames: {
        ...waitingNames(source),
        '#source': source,
        '#last': waitingAttribute(source, 'lastReleasedOn'),
        ...(stillWaiting ? {} : { '#otherCount': waitingAttribute(plan.otherSource, 'count') }),
        ...enps.names,
      },
      ExpressionAttributeValues: {
        ':group': waiting.group,
        ':next': waiting.group + 1,
        ':count': waiting.count,
        ':ind': waiting.independent,
        ':zero': 0,
        ':day': day,
        ...tallies(waiting),
        ...enps.values,
        ...(bind ? { ':bind': bind } : {}),
      },
    });
    const release = putNew({
      ...keys.surveyRelease(surveyId, source, waiting.group),
      ...keys.releasesByDay(surveyId, day, source, waiting.group),
      entityType: 'SurveyRelease',
      surveyId,
      source,
      group: waiting.group,
      day,
      count: waiting.count,
      sentimentSum: waiting.sentimentSum,
      positive: waiting.positive,
      neutral: waiting.neutral,
      negative: waiting.negative,
    });
    const digestIndex = keys.pendingDigest(surveyId, plan.hour);
    const digest: TransactItem = tx.update({
      Key: keys.responseDigest(surveyId, plan.hour),
      UpdateExpression:
        'SET entityType = :type, surveyId = :survey, hourStart = :hour, GSI1PK = :gpk, GSI1SK = :gsk ADD #count :n',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: {
        ':type': 'ResponseDigest',
        ':survey': surveyId,
        ':hour': plan.hour,
        ':gpk': digestIndex.GSI1PK,
        ':gsk': digestIndex.GSI1SK,
        ':n': waiting.count,
      },
    });
    return this.t.transactIf([
      stats,
      release,
      visibleTally(keys.surveyDay(surveyId, day), 'SurveyDay', surveyId, source, day, waiting),
      digest,
      ...plan.teamIds
        .slice(0, 90)
        .map((teamId) => addToTeam(teamId, 'responseCount', waiting.count)),
      ...(plan.usage ? [shownUsageUpdate(plan.usage, waiting.count)] : []),
      ...(plan.round ? [roundTally(surveyId, plan.round, waiting, waiting.group)] : []),
    ]);
  }

  /** R18: a source's released groups, newest first. */
  releases(surveyId: string, source: ResponseSource, limit: number) {
    return queryReleases(this.t, surveyId, source, limit);
  }

  /** R16 GSI1: surveys with answers waiting for a release. */
  async waitingSurveys(limit: number, after?: string) {
    const { items } = await this.t.query({
      index: 'GSI1',
      pk: keys.waitingRelease('').GSI1PK,
      ...(after ? { sk: { after } } : {}),
      limit,
    });
    return items.map((item) => item.surveyId as string);
  }
}
