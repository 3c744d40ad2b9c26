import type { RoundRecord, RoundResults } from '../../domain/rounds/ports';
import type { PendingRoundReport, RetirePlan, RoundResultsStore } from '../../domain/rounds/ports';
import { keys } from './keys';
import { deleteKeys } from './partition-purge';
import { DynamoTeamTallyStore } from './team-tally-store';
import { ENPS_GROUPS } from '#shared/domain/enps';
import { enpsAttribute, waitingAttribute, waitingNames } from './stats-attributes';
import { putNew, TableAdapter, written, type TransactItem, startingWith, tx } from './table';

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
export class DynamoRoundResultsStore extends TableAdapter implements RoundResultsStore {
  /** R33: one round with its released tallies. */
  async round(surveyId: string, round: number): Promise<RoundRecord | undefined> {
    const item = await this.t.get(keys.surveyRound(surveyId, round));
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

  /** R31: an e-mail group too small to show closed unreleased as the next round opens. */
  retire(plan: RetirePlan): Promise<boolean> {
    const { surveyId, waiting } = plan;
    const leaves = plan.otherWaiting === 0;
    const names: Record<string, string> = {
      ...waitingNames('email'),
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
    const stats: TransactItem = tx.update({
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
    });
    const withheld: TransactItem = tx.update({
      Key: keys.surveyRound(surveyId, plan.previousRound),
      UpdateExpression: 'SET entityType = :type, surveyId = :survey ADD withheld :n',
      ExpressionAttributeValues: {
        ':type': 'SurveyRound',
        ':survey': surveyId,
        ':n': waiting.count,
      },
    });
    return this.t.transactIf(waiting.count > 0 ? [stats, withheld] : [stats]);
  }

  /** R31: the e-mail group bound to the round, when no group was open to retire. */
  async noteRound(surveyId: string, round: number): Promise<void> {
    await this.t.updateIf({
      Key: keys.surveyStats(surveyId),
      UpdateExpression: 'SET entityType = :type, surveyId = :survey, emailRound = :round',
      ConditionExpression: 'attribute_not_exists(emailRound) OR emailRound < :round',
      ExpressionAttributeValues: { ':type': 'SurveyStats', ':survey': surveyId, ':round': round },
    });
  }

  /** R36: a withheld group's answers deleted, with its question tally and team blocks. */
  async dropGroup(surveyId: string, group: number): Promise<number> {
    let dropped = 0;
    let start: Record<string, unknown> | undefined;
    for (let page = 0; page < 20; page += 1) {
      const out = await this.t.query({
        ...startingWith(keys.responsesBySource(surveyId, 'email', keys.releaseBucket(group), '')),
        limit: 25,
        start,
      });
      await deleteKeys(
        this.t,
        out.items.map((item) => ({ PK: item.PK as string, SK: item.SK as string })),
      );
      dropped += out.items.length;
      start = out.last;
      if (!start) break;
    }
    // The group's question tally (R28) is of the same withheld answers.
    await this.t.delete(keys.questionTally(surveyId, `email#${keys.releaseBucket(group)}`));
    // And its team blocks (R44): a block of one person's answers must not outlive them.
    await new DynamoTeamTallyStore(this.t.db, this.t.name).dropGroup(surveyId, group);
    return dropped;
  }

  /** R35 (with R37): a round's close report claimed once, and put in the outbox with the claim. */
  async claimReport(
    surveyId: string,
    round: number,
    at: string,
    report?: PendingRoundReport,
  ): Promise<boolean> {
    const claim = {
      Key: keys.surveyRound(surveyId, round),
      UpdateExpression: 'SET reportedAt = :at REMOVE GSI2PK, GSI2SK',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(reportedAt)',
      ExpressionAttributeValues: { ':at': at },
    };
    // The report to mail goes in with the claim: never one without the other (R35, R37).
    const claimed = await written(
      report
        ? this.t.transact([
            { Update: claim },
            putNew({
              ...keys.roundReportOutbox(report.closedAt, surveyId, round),
              entityType: 'RoundReport',
              surveyId,
              round,
              closedAt: report.closedAt,
              managers: report.managers,
            }),
          ])
        : this.t.update(claim),
    );
    if (claimed) return true;
    // Already reported: a later send to the round may have put it on the index again.
    await this.t
      .update({
        Key: keys.surveyRound(surveyId, round),
        UpdateExpression: 'REMOVE GSI2PK, GSI2SK',
        ConditionExpression: 'attribute_exists(reportedAt)',
      })
      .catch(() => undefined);
    return false;
  }

  /** R34 GSI2: rounds opened before `before` and not yet reported. */
  async openSince(before: string, limit: number) {
    const pk = keys.openRound('', '', 0).GSI2PK;
    const { items } = await this.t.query({ index: 'GSI2', pk, sk: { before }, limit });
    return items.map((item) => ({
      surveyId: item.surveyId as string,
      round: Number(item.round),
    }));
  }
}
