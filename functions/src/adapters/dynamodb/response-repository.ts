import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { ResponseSource } from '../../../../shared/src/api/responses';
import { sentimentClass } from '../../../../shared/src/domain/sentiment';
import { ValidationError } from '../../domain/errors';
import {
  IdentityInvitedError,
  InvitationExistsError,
  LinkUsedError,
  PromiseChangedError,
  ReleaseGroupClosedError,
  ResponseLimitReachedError,
  type AddContext,
  type ClaimOptions,
  type EnpsAnswer,
  type DigestStore,
  type InvitationRecord,
  type InvitationStore,
  type ListView,
  type Page,
  type ReleasePlan,
  type ResponseRecord,
  type ResponseStore,
} from '../../domain/responses/ports';
import type { EnpsTallies, WaitingTally } from '../../domain/surveys/ports';
import { ENPS_GROUPS } from '../../../../shared/src/domain/enps';
import { responseUsageUpdates, shownUsageUpdate } from './held-responses';
import { conflictRetry } from './conflict-retry';
import { cancellationCodes, isCancelled, isConditionFailure } from './errors';
import { keys } from './keys';
import { queryReleases, toRelease } from './release-reads';
import { questionTallyUpdate } from './question-tally-update';
import { enpsAttribute, waitingAttribute } from './stats-attributes';
import type { PageCursors } from './page-cursor';

const PAGE_SIZE = 50;

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

function toResponse(item: Record<string, unknown>): ResponseRecord {
  const bucket = String(item.GSI1SK ?? '').split('#')[1] ?? '';
  return {
    id: item.id as string,
    surveyId: item.surveyId as string,
    // An anonymous survey's answer has none: readers show its group's release day.
    day: typeof item.day === 'string' ? item.day : '',
    source: item.source as ResponseSource,
    answers: item.answers as ResponseRecord['answers'],
    sentiment: item.sentiment == null ? null : Number(item.sentiment),
    ...(typeof item.email === 'string' ? { email: item.email } : {}),
    ...(bucket.startsWith('B') ? { group: Number(bucket.slice(1)) } : {}),
    ...(typeof item.round === 'number' ? { round: item.round } : {}),
  };
}

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
function enpsRelease(tallies: EnpsTallies, source: ResponseSource) {
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  let set = '';
  let add = '';
  let i = 0;
  for (const [questionId, tally] of Object.entries(tallies)) {
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

/**
 * Storing and releasing answers, which the public answer routes and the release job need: the
 * readers of answers (the subclass below) stay out of their bundles (decision 0004).
 */
export class DynamoResponseWrites {
  constructor(
    protected readonly db: DynamoDBDocumentClient,
    protected readonly table: string,
  ) {}

  private tallies(counts: {
    count: number;
    sentimentSum: number;
    positive: number;
    neutral: number;
    negative: number;
  }) {
    return {
      ':n': counts.count,
      ':sum': counts.sentimentSum,
      ':positive': counts.positive,
      ':neutral': counts.neutral,
      ':negative': counts.negative,
    };
  }

  private static readonly ADD_VISIBLE =
    'ADD responses :n, #source :n, sentimentSum :sum, positive :positive, neutral :neutral, negative :negative';

  async add(response: ResponseRecord, context: AddContext): Promise<void> {
    // A response that is not scored counts as a response in no sentiment class: readers take
    // "not scored" as responses minus the three classes, and average over the classes only.
    const cls = response.sentiment === null ? null : sentimentClass(response.sentiment);
    const one = {
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
    const item: Record<string, unknown> = {
      ...keys.response(response.surveyId, day, response.id),
      ...keys.responsesBySource(response.surveyId, response.source, bucket, response.id),
      entityType: 'Response',
      id: response.id,
      surveyId: response.surveyId,
      ...(day === null ? {} : { day }),
      source: response.source,
      answers: response.answers,
      sentiment: response.sentiment,
      ...(response.email ? { email: response.email } : {}),
      // A named survey's e-mailed answer names its round; an anonymous one's is its group's.
      ...(response.round && !context.waiting ? { round: response.round } : {}),
    };
    const put = {
      Put: { TableName: this.table, Item: item, ConditionExpression: 'attribute_not_exists(PK)' },
    };
    let transactItems: Record<string, unknown>[];
    if (context.waiting) {
      const { group, independent } = context.waiting;
      const w = (field: keyof WaitingTally) => waitingAttribute(response.source, field);
      const names = {
        '#group': w('group'),
        '#count': w('count'),
        '#independent': w('independent'),
        '#sum': w('sentimentSum'),
        '#positive': w('positive'),
        '#neutral': w('neutral'),
        '#negative': w('negative'),
      };
      const index = keys.waitingRelease(response.surveyId);
      const enps = enpsAdds(context.enps, response.source);
      transactItems = [
        put,
        {
          Update: {
            TableName: this.table,
            Key: keys.surveyStats(response.surveyId),
            UpdateExpression:
              'SET entityType = :type, surveyId = :survey, #group = if_not_exists(#group, :group), GSI1PK = :gpk, GSI1SK = :gsk ' +
              'ADD #count :n, #independent :independent, #sum :sum, #positive :positive, #neutral :neutral, #negative :negative' +
              enps.clause,
            // The answer belongs to the open group only while that group is still open: a release
            // that closed it meanwhile sends the answer to the next group.
            ConditionExpression:
              group === 1 ? 'attribute_not_exists(#group) OR #group = :group' : '#group = :group',
            ExpressionAttributeNames: { ...names, ...enps.names },
            ExpressionAttributeValues: {
              ':type': 'SurveyStats',
              ':survey': response.surveyId,
              ':group': group,
              ':gpk': index.GSI1PK,
              ':gsk': index.GSI1SK,
              ':independent': independent ? 1 : 0,
              ...this.tallies(one),
              ...enps.values,
            },
          },
        },
      ];
    } else {
      // eNPS counts live on the survey's tallies only.
      const none = { names: {}, clause: '', values: {} };
      const visible = (key: Record<string, string>, type: string, enps = none) => ({
        Update: {
          TableName: this.table,
          Key: key,
          UpdateExpression: `SET entityType = :type, surveyId = :survey, lastDay = :day ${DynamoResponseWrites.ADD_VISIBLE}${enps.clause}`,
          ExpressionAttributeNames: { '#source': response.source, ...enps.names },
          ExpressionAttributeValues: {
            ':type': type,
            ':survey': response.surveyId,
            ':day': response.day,
            ...this.tallies(one),
            ...enps.values,
          },
        },
      });
      transactItems = [
        put,
        visible(keys.surveyStats(response.surveyId), 'SurveyStats', enpsAdds(context.enps)),
        visible(keys.surveyDay(response.surveyId, response.day), 'SurveyDay'),
        ...context.teamIds.slice(0, 89).map((teamId) => this.teamCount(teamId, 1)),
        ...(response.round ? [this.roundTally(response.surveyId, response.round, one)] : []),
      ];
    }
    // The answer and its promise are one fact: it is stored only while the survey is what the
    // answer was given under, and that is locked with it (a save that switched anonymity in
    // between fails here, or finds it locked).
    const lockAt = transactItems.length;
    transactItems.push({
      Update: {
        TableName: this.table,
        Key: keys.survey(response.surveyId),
        UpdateExpression: 'SET anonymityLocked = :locked',
        ConditionExpression: 'attribute_exists(PK) AND isAnonymous = :promised',
        ExpressionAttributeValues: { ':locked': true, ':promised': context.anonymous },
      },
    });
    // The monthly response limit, counted in the answer's own transaction (decision 0012).
    const usageAt = transactItems.length;
    transactItems.push(...this.accounting(response, context));
    transactItems.push(...questionTallyUpdate(this.table, response, context));
    try {
      await conflictRetry(() =>
        this.db.send(new TransactWriteCommand({ TransactItems: transactItems as never })),
      );
    } catch (error) {
      if (isCancelled(error) && cancellationCodes(error)[lockAt] === 'ConditionalCheckFailed') {
        throw new PromiseChangedError(response.surveyId);
      }
      if (isCancelled(error) && cancellationCodes(error)[usageAt] === 'ConditionalCheckFailed') {
        throw new ResponseLimitReachedError(response.surveyId);
      }
      if (
        context.waiting &&
        isCancelled(error) &&
        cancellationCodes(error)[1] === 'ConditionalCheckFailed'
      ) {
        throw new ReleaseGroupClosedError(response.surveyId);
      }
      throw error;
    }
  }

  /** The limit's counter update and, for an answer let in from the hold, its held item going. */
  private accounting(response: ResponseRecord, context: AddContext): Record<string, unknown>[] {
    if (!context.quota) return [];
    const anonymous = context.waiting !== null;
    const fromHold = context.fromHold === true;
    return [
      ...responseUsageUpdates(this.table, context.quota, {
        shown: !anonymous,
        fromHold,
        anonymous,
      }),
      ...(fromHold
        ? [
            {
              Delete: {
                TableName: this.table,
                Key: keys.heldResponse(response.surveyId, response.id),
                ConditionExpression: 'attribute_exists(PK)',
              },
            },
          ]
        : []),
    ];
  }

  /** A round's released tallies (R33): a named survey's answer, or an e-mail release's group. */
  private roundTally(
    surveyId: string,
    round: number,
    counts: Parameters<DynamoResponseStore['tallies']>[0],
    group?: number,
  ) {
    return {
      Update: {
        TableName: this.table,
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
          ...this.tallies(counts),
        },
      },
    };
  }

  private teamCount(teamId: string, n: number) {
    return {
      Update: {
        TableName: this.table,
        Key: keys.team(teamId),
        UpdateExpression: 'ADD responseCount :n',
        ExpressionAttributeValues: { ':n': n },
      },
    };
  }

  async release(plan: ReleasePlan): Promise<boolean> {
    const { surveyId, source, waiting, day } = plan;
    const w = (field: keyof WaitingTally) => waitingAttribute(source, field);
    const other = plan.otherSource;
    const stillWaiting = plan.otherWaiting > 0;
    const names: Record<string, string> = {
      '#source': source,
      '#group': w('group'),
      '#count': w('count'),
      '#independent': w('independent'),
      '#sum': w('sentimentSum'),
      '#positive': w('positive'),
      '#neutral': w('neutral'),
      '#negative': w('negative'),
      '#last': w('lastReleasedOn'),
      ...(stillWaiting ? {} : { '#otherCount': waitingAttribute(other, 'count') }),
    };
    const enps = enpsRelease(waiting.enps, source);
    Object.assign(names, enps.names);
    const bind = plan.bindRound;
    const values: Record<string, unknown> = {
      ':group': waiting.group,
      ':next': waiting.group + 1,
      ':count': waiting.count,
      ':ind': waiting.independent,
      ':zero': 0,
      ':day': day,
      ...this.tallies(waiting),
      ...enps.values,
      ...(bind ? { ':bind': bind } : {}),
    };
    const stats = {
      Update: {
        TableName: this.table,
        Key: keys.surveyStats(surveyId),
        UpdateExpression:
          'SET #group = :next, #count = :zero, #independent = :zero, #sum = :zero, #positive = :zero, #neutral = :zero, #negative = :zero, #last = :day, lastDay = :day' +
          enps.set +
          (bind ? ', emailRound = :bind ' : ' ') +
          DynamoResponseWrites.ADD_VISIBLE +
          enps.add +
          (stillWaiting ? '' : ' REMOVE GSI1PK, GSI1SK'),
        // Nothing moved since the plan was read: the group, its tallies, and (when the survey
        // leaves the waiting index) the other source's waiting count.
        ConditionExpression:
          '#group = :group AND #count = :count AND #independent = :ind' +
          (bind ? ' AND (attribute_not_exists(emailRound) OR emailRound < :bind)' : '') +
          (stillWaiting ? '' : ' AND (attribute_not_exists(#otherCount) OR #otherCount = :zero)'),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    };
    const release = {
      Put: {
        TableName: this.table,
        Item: {
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
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    };
    const dayTally = {
      Update: {
        TableName: this.table,
        Key: keys.surveyDay(surveyId, day),
        UpdateExpression: `SET entityType = :type, surveyId = :survey, lastDay = :day ${DynamoResponseWrites.ADD_VISIBLE}`,
        ExpressionAttributeNames: { '#source': source },
        ExpressionAttributeValues: {
          ':type': 'SurveyDay',
          ':survey': surveyId,
          ':day': day,
          ...this.tallies(waiting),
        },
      },
    };
    const digestIndex = keys.pendingDigest(surveyId, plan.hour);
    const digest = {
      Update: {
        TableName: this.table,
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
      },
    };
    try {
      await conflictRetry(() =>
        this.db.send(
          new TransactWriteCommand({
            TransactItems: [
              stats,
              release,
              dayTally,
              digest,
              ...plan.teamIds.slice(0, 90).map((teamId) => this.teamCount(teamId, waiting.count)),
              ...(plan.usage ? [shownUsageUpdate(this.table, plan.usage, waiting.count)] : []),
              ...(plan.round
                ? [this.roundTally(surveyId, plan.round, waiting, waiting.group)]
                : []),
            ] as never,
          }),
        ),
      );
      return true;
    } catch (error) {
      // Another answer or release moved the tallies: the caller reads them again.
      if (isCancelled(error) && cancellationCodes(error).includes('ConditionalCheckFailed')) {
        return false;
      }
      throw error;
    }
  }

  releases(surveyId: string, source: ResponseSource, limit: number) {
    return queryReleases(this.db, this.table, surveyId, source, limit);
  }

  async waitingSurveys(limit: number, after?: string) {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI1',
        KeyConditionExpression: after ? 'GSI1PK = :pk AND GSI1SK > :after' : 'GSI1PK = :pk',
        ExpressionAttributeValues: {
          ':pk': keys.waitingRelease('').GSI1PK,
          ...(after ? { ':after': after } : {}),
        },
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((item) => item.surveyId as string);
  }
}

/**
 * Responses live in their survey's partition (`RESPONSE#<day>#<random id>`), with GSI1 listing
 * them per source. A survey that is not anonymous shows each answer at once: it is written with
 * the survey's tallies (`STATS`), the day's (`DAY#<day>`) and its teams' counts. An anonymous
 * survey's answer waits in its source's open release group: only the waiting tallies on `STATS`
 * move, and a release (one conditional transaction) makes the whole group visible at once.
 */
export class DynamoResponseStore extends DynamoResponseWrites implements ResponseStore {
  constructor(
    db: DynamoDBDocumentClient,
    table: string,
    private readonly cursors: PageCursors,
  ) {
    super(db, table);
  }

  async list(surveyId: string, source: ResponseSource, view: ListView, cursor?: string) {
    const pk = keys.responsesBySource(surveyId, source, '', '').GSI1PK;
    const start = await this.cursors.decode(
      cursor,
      { GSI1PK: pk },
      { GSI1SK: view.releasedGroups === null ? 'RESPONSE#D' : 'RESPONSE#B' },
    );
    let condition: { expression: string; values: Record<string, string> };
    if (view.releasedGroups === null) {
      condition = {
        expression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
        values: { ':pk': pk, ':prefix': 'RESPONSE#D' },
      };
    } else {
      if (view.releasedGroups < (view.fromGroup ?? 1)) return { items: [], nextCursor: null };
      const low = `RESPONSE#${keys.releaseBucket(view.fromGroup ?? 1)}`;
      const high = `RESPONSE#${keys.releaseBucket(view.releasedGroups)}#~`;
      const at = typeof start?.GSI1SK === 'string' ? start.GSI1SK : undefined;
      if (at !== undefined && (at < low || at > high)) {
        throw new ValidationError('Please check your information', {
          fields: { cursor: 'This page link is not valid. Start again from the first page.' },
        });
      }
      condition = {
        expression: 'GSI1PK = :pk AND GSI1SK BETWEEN :low AND :high',
        values: { ':pk': pk, ':low': low, ':high': high },
      };
    }
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI1',
        KeyConditionExpression: condition.expression,
        ExpressionAttributeValues: condition.values,
        ScanIndexForward: false,
        Limit: PAGE_SIZE,
        ...(start ? { ExclusiveStartKey: start } : {}),
        ...(view.round
          ? {
              FilterExpression: '#round = :round',
              ExpressionAttributeNames: { '#round': 'round' },
              ExpressionAttributeValues: { ...condition.values, ':round': view.round },
            }
          : {}),
      }),
    );
    return {
      items: (out.Items ?? []).map(toResponse),
      nextCursor: await this.cursors.encode(out.LastEvaluatedKey, { GSI1PK: pk }),
    };
  }

  async releasesOf(surveyId: string, source: ResponseSource, groups: number[]) {
    if (groups.length === 0) return [];
    const out = await this.db.send(
      new BatchGetCommand({
        RequestItems: {
          [this.table]: {
            Keys: [...new Set(groups)]
              .slice(0, 100)
              .map((g) => keys.surveyRelease(surveyId, source, g)),
          },
        },
      }),
    );
    return (out.Responses?.[this.table] ?? []).map(toRelease);
  }

  async recentReleases(surveyId: string, limit: number) {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.releasesByDay(surveyId, '', '', 0).GSI2PK },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map(toRelease);
  }

  async latest(surveyId: string, limit: number) {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :response)',
        ExpressionAttributeValues: { ':pk': `SURVEY#${surveyId}`, ':response': 'RESPONSE#' },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map(toResponse);
  }
}

function toInvitation(item: Record<string, unknown>): InvitationRecord {
  return {
    id: item.id as string,
    surveyId: item.surveyId as string,
    email: item.email as string,
    status: item.status as InvitationRecord['status'],
    sentAt: (item.sentAt as string | undefined) ?? null,
    respondedOn: (item.respondedOn as string | undefined) ?? null,
    tokenHash: item.tokenHash as string,
    earlierLinks: [...((item.earlierLinks as Set<string> | undefined) ?? [])],
    // Invitations sent before independence was recorded count, as they did then.
    independent: item.independent !== false,
    // The round is in the key (`INVITATION#R<n>#…`); the shape without one is round 1.
    round: Number(/^INVITATION#R(\d+)#/.exec(String(item.SK))?.[1] ?? 1),
    ...(typeof item.sendId === 'string' ? { sendId: item.sendId } : {}),
    ...(item.feedback === 'bounced' || item.feedback === 'complained'
      ? { feedback: item.feedback }
      : {}),
  };
}

/** A condition: the link `:hash` still answers for the invitation (current or kept by a reminder). */
const LINK_ANSWERS = '(tokenHash = :hash OR contains(earlierLinks, :hash))';

/** What answering through a personal link needs of the invitations (the public answer routes). */
export class DynamoInvitationAnswers {
  constructor(
    protected readonly db: DynamoDBDocumentClient,
    protected readonly table: string,
  ) {}

  async get(surveyId: string, email: string, round = 1) {
    const out = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: keys.surveyInvitation(surveyId, email, round),
        ConsistentRead: true,
      }),
    );
    return out.Item ? toInvitation(out.Item) : undefined;
  }

  async byToken(tokenHash: string) {
    const link = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: keys.surveyLink(tokenHash),
        ConsistentRead: true,
      }),
    );
    if (!link.Item) return undefined;
    // Links made before rounds existed name no round: theirs is round 1.
    const invitation = await this.get(
      link.Item.surveyId as string,
      link.Item.email as string,
      Number(link.Item.round ?? 1),
    );
    if (!invitation) return undefined;
    const answers =
      invitation.tokenHash === tokenHash || invitation.earlierLinks?.includes(tokenHash);
    return answers ? { ...invitation, linkHash: tokenHash } : undefined;
  }

  async markResponded(invitation: InvitationRecord, day: string | null): Promise<void> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.surveyInvitation(invitation.surveyId, invitation.email, invitation.round),
          // An anonymous survey's invitation is marked as a flag only: no day.
          UpdateExpression: `SET #status = :responded${day === null ? '' : ', respondedOn = :day'}`,
          ConditionExpression: `${LINK_ANSWERS} AND #status <> :responded`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':responded': 'responded',
            ...(day === null ? {} : { ':day': day }),
            ':hash': invitation.linkHash ?? invitation.tokenHash,
          },
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new LinkUsedError(invitation.email);
      throw error;
    }
  }

  async countOnce(surveyId: string, identity: string, email: string, round: number) {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.surveyRecipient(surveyId, identity),
          // A person invited before the marker existed is held by the address that answers. The
          // round, not the release group: the round is on every invitation of it already, while
          // a group number here would say which released group holds this person's answer.
          UpdateExpression:
            'SET email = if_not_exists(email, :email), countedInRound = :round REMOVE countedIn',
          ConditionExpression: 'attribute_not_exists(countedInRound) OR countedInRound <> :round',
          ExpressionAttributeValues: { ':email': email, ':round': round },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async unmarkResponded(invitation: InvitationRecord): Promise<void> {
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.surveyInvitation(invitation.surveyId, invitation.email, invitation.round),
        UpdateExpression: 'SET #status = :sent REMOVE respondedOn',
        ConditionExpression: `${LINK_ANSWERS} AND #status = :responded`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':sent': 'sent',
          ':responded': 'responded',
          ':hash': invitation.linkHash ?? invitation.tokenHash,
        },
      }),
    );
  }
}

/**
 * E-mail invitations (`SURVEY#<id>`/`INVITATION#<address>`, one per recipient) and their personal
 * links (`SURVEYLINK#<token hash>`). A link works while its hash is the invitation's current one
 * or one of its `earlierLinks` (kept by reminders); a resent link retires them all.
 */
export class DynamoInvitationStore extends DynamoInvitationAnswers implements InvitationStore {
  constructor(
    db: DynamoDBDocumentClient,
    table: string,
    private readonly cursors: PageCursors,
  ) {
    super(db, table);
  }

  private item(invitation: InvitationRecord) {
    return {
      ...keys.surveyInvitation(invitation.surveyId, invitation.email, invitation.round),
      entityType: 'SurveyInvitation',
      id: invitation.id,
      surveyId: invitation.surveyId,
      email: invitation.email,
      status: invitation.status,
      tokenHash: invitation.tokenHash,
      independent: invitation.independent,
      ...(invitation.sendId ? { sendId: invitation.sendId } : {}),
      ...(invitation.sentAt ? { sentAt: invitation.sentAt } : {}),
      ...(invitation.respondedOn ? { respondedOn: invitation.respondedOn } : {}),
    };
  }

  private linkPut(invitation: InvitationRecord) {
    return {
      Put: {
        TableName: this.table,
        Item: {
          ...keys.surveyLink(invitation.tokenHash),
          entityType: 'SurveyLink',
          surveyId: invitation.surveyId,
          email: invitation.email,
          ...(invitation.round > 1 ? { round: invitation.round } : {}),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    };
  }

  async claim(invitation: InvitationRecord, options: ClaimOptions = {}): Promise<void> {
    // The person, held by the first of their addresses invited (a retry of that address keeps it).
    // An update, not a put: a later round's claim keeps the group the person is counted in.
    const recipient = options.identity
      ? {
          Update: {
            TableName: this.table,
            Key: keys.surveyRecipient(invitation.surveyId, options.identity),
            UpdateExpression: 'SET entityType = :type, surveyId = :survey, email = :email',
            ConditionExpression: 'attribute_not_exists(PK) OR email = :email',
            ExpressionAttributeValues: {
              ':type': 'SurveyRecipient',
              ':survey': invitation.surveyId,
              ':email': invitation.email,
            },
          },
        }
      : undefined;
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.table,
                Item: this.item(invitation),
                ConditionExpression: 'attribute_not_exists(PK) OR #status = :failed',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':failed': 'failed' },
              },
            },
            this.linkPut(invitation),
            ...(recipient ? [recipient] : []),
          ],
        }),
      );
    } catch (error) {
      const codes = isCancelled(error) ? cancellationCodes(error) : [];
      if (codes[0] === 'ConditionalCheckFailed') throw new InvitationExistsError(invitation.email);
      if (codes[2] === 'ConditionalCheckFailed') throw new IdentityInvitedError(invitation.email);
      throw error;
    }
  }

  async finish(invitations: InvitationRecord[]): Promise<void> {
    // Only invitations still being sent: a recipient may already have answered.
    const update = (invitation: InvitationRecord) => ({
      TableName: this.table,
      Key: keys.surveyInvitation(invitation.surveyId, invitation.email, invitation.round),
      UpdateExpression: invitation.sentAt
        ? 'SET #status = :status, sentAt = :at'
        : 'SET #status = :status',
      ConditionExpression: '#status = :sending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': invitation.status,
        ':sending': 'sending',
        ...(invitation.sentAt ? { ':at': invitation.sentAt } : {}),
      },
    });
    if (invitations.length === 1) {
      // One invitation (the send worker's): a plain update, no transaction to conflict.
      try {
        await this.db.send(new UpdateCommand(update(invitations[0]!)));
      } catch (single) {
        if (!isConditionFailure(single)) throw single;
      }
      return;
    }
    for (let i = 0; i < invitations.length; i += 100) {
      const chunk = invitations.slice(i, i + 100);
      try {
        await this.db.send(
          new TransactWriteCommand({
            TransactItems: chunk.map((inv) => ({ Update: update(inv) })),
          }),
        );
      } catch (error) {
        if (!isCancelled(error)) throw error;
        for (const invitation of chunk) {
          try {
            await this.db.send(new UpdateCommand(update(invitation)));
          } catch (single) {
            if (!isConditionFailure(single)) throw single;
          }
        }
      }
    }
  }

  async markFeedback(invitation: InvitationRecord, kind: 'bounced' | 'complained'): Promise<void> {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.surveyInvitation(invitation.surveyId, invitation.email, invitation.round),
          UpdateExpression: 'SET feedback = :kind',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(feedback)',
          ExpressionAttributeValues: { ':kind': kind },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  async list(surveyId: string, cursor?: string): Promise<Page<InvitationRecord>> {
    const pk = `SURVEY#${surveyId}`;
    const start = await this.cursors.decode(cursor, { PK: pk }, { SK: 'INVITATION#' });
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :invitation)',
        ExpressionAttributeValues: { ':pk': pk, ':invitation': 'INVITATION#' },
        Limit: 100,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    return {
      items: (out.Items ?? []).map(toInvitation),
      nextCursor: await this.cursors.encode(out.LastEvaluatedKey, { PK: pk }),
    };
  }

  async rotate(invitation: InvitationRecord, tokenHash: string, sentAt: string): Promise<void> {
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.table,
                Key: keys.surveyInvitation(invitation.surveyId, invitation.email, invitation.round),
                UpdateExpression:
                  'SET tokenHash = :new, sentAt = :at, #status = :sent REMOVE earlierLinks',
                ConditionExpression: 'tokenHash = :old AND #status <> :responded',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: {
                  ':new': tokenHash,
                  ':old': invitation.tokenHash,
                  ':at': sentAt,
                  ':sent': 'sent',
                  ':responded': 'responded',
                },
              },
            },
            ...[invitation.tokenHash, ...(invitation.earlierLinks ?? [])].map((hash) => ({
              Delete: { TableName: this.table, Key: keys.surveyLink(hash) },
            })),
            this.linkPut({ ...invitation, tokenHash }),
          ],
        }),
      );
    } catch (error) {
      if (isCancelled(error)) throw new LinkUsedError(invitation.email);
      throw error;
    }
  }

  async relink(invitation: InvitationRecord, tokenHash: string): Promise<void> {
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.table,
                Key: keys.surveyInvitation(invitation.surveyId, invitation.email, invitation.round),
                UpdateExpression: 'SET tokenHash = :new',
                ConditionExpression: 'tokenHash = :old AND #status = :sending',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: {
                  ':new': tokenHash,
                  ':old': invitation.tokenHash,
                  ':sending': 'sending',
                },
              },
            },
            { Delete: { TableName: this.table, Key: keys.surveyLink(invitation.tokenHash) } },
            this.linkPut({ ...invitation, tokenHash }),
          ],
        }),
      );
    } catch (error) {
      if (isCancelled(error)) throw new LinkUsedError(invitation.email);
      throw error;
    }
  }

  async touch(invitation: InvitationRecord, sentAt: string): Promise<void> {
    // A transaction, as `rotate` is: a resend costs the same kind of call whoever it went to.
    await this.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: this.table,
              Key: keys.surveyInvitation(invitation.surveyId, invitation.email, invitation.round),
              UpdateExpression: 'SET sentAt = :at',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':at': sentAt },
            },
          },
        ],
      }),
    );
  }

  async setStatus(invitation: InvitationRecord, status: 'failed'): Promise<void> {
    await this.db
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.surveyInvitation(invitation.surveyId, invitation.email, invitation.round),
          UpdateExpression: 'SET #status = :status',
          ConditionExpression: '#status <> :responded',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status, ':responded': 'responded' },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  }
}

/**
 * Hourly tallies of new responses (`SURVEY#<id>`/`DIGEST#<hour>`), listed oldest first on GSI1
 * (`DIGEST`) for the job that tells managers.
 */
export class DynamoDigestStore implements DigestStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async count(surveyId: string, hourStart: string): Promise<void> {
    const index = keys.pendingDigest(surveyId, hourStart);
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.responseDigest(surveyId, hourStart),
        UpdateExpression:
          'SET entityType = :type, surveyId = :survey, hourStart = :hour, GSI1PK = :gpk, GSI1SK = :gsk ADD #count :one',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: {
          ':type': 'ResponseDigest',
          ':survey': surveyId,
          ':hour': hourStart,
          ':gpk': index.GSI1PK,
          ':gsk': index.GSI1SK,
          ':one': 1,
        },
      }),
    );
  }

  async pending(before: string, limit: number) {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :before',
        ExpressionAttributeValues: { ':pk': 'DIGEST', ':before': before },
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((item) => ({
      surveyId: item.surveyId as string,
      hourStart: item.hourStart as string,
    }));
  }

  async take(surveyId: string, hourStart: string): Promise<number> {
    const out = await this.db.send(
      new DeleteCommand({
        TableName: this.table,
        Key: keys.responseDigest(surveyId, hourStart),
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Number(out.Attributes?.count ?? 0);
  }
}
