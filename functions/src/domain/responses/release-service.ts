import type { ResponseSource } from '#shared/api/responses';
import {
  ANSWER_SOURCES,
  type SurveyRecord,
  type SurveyRepository,
  type SurveyStats,
  type WaitingTally,
} from '../surveys/ports';
import type { ResponseQuotaPort } from '../billing/ports';
import type { IndependenceCheck } from './independence';
import type { ResponseStore } from './ports';

/** The day (UTC) of an instant. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
/** The start of the hour (UTC) of an instant, `YYYY-MM-DDTHH`. */
export const hourOf = (at: Date) => at.toISOString().slice(0, 13);

const ATTEMPTS = 5;
const PAGE = 100;

/**
 * How many people who manage a survey now have an answer counted as independent in its open
 * e-mail group's round (decision 0009, judged again at release). `countedRounds` is, for each of
 * them who has such a mark, the round they were last counted in. A mark of this round or a later
 * one may be an answer in the group; which group of the round holds it is not stored (nothing
 * links an answer to its person), so one in an earlier group of the round, already released,
 * counts too: the count may be too high, never too low.
 */
export function countedManagers(countedRounds: Iterable<number>, round: number): number {
  let managing = 0;
  for (const counted of countedRounds) if (counted >= round) managing += 1;
  return managing;
}

/**
 * A source's waiting answers that count toward the threshold as judged now: those independent
 * when sent, less `managing` (answers that may come from people who manage the survey now).
 */
export function independentNow(waiting: Pick<WaitingTally, 'independent'>, managing = 0): number {
  return Math.max(0, waiting.independent - managing);
}

/**
 * Whether a source's open group is complete: at least the threshold of its waiting answers
 * count, `managing` of the independent ones taken off (the e-mail source's, judged again).
 */
export function groupComplete(
  survey: Pick<SurveyRecord, 'isAnonymous' | 'anonymityThreshold'> & { stats: SurveyStats },
  source: ResponseSource,
  managing = 0,
): boolean {
  if (!survey.isAnonymous) return false;
  const waiting = survey.stats.waiting[source];
  return waiting.count > 0 && independentNow(waiting, managing) >= survey.anonymityThreshold;
}

/**
 * The release rule of an anonymous survey (decision 0009), for one source: its waiting answers
 * become visible together once at least the threshold of them come from independent
 * respondents, and at most once a day (the first release as soon as the threshold is reached).
 * `managing`: independent answers judged again at release that no longer count (e-mail source).
 */
export function releaseDue(
  survey: Pick<SurveyRecord, 'isAnonymous' | 'anonymityThreshold'> & { stats: SurveyStats },
  source: ResponseSource,
  today: string,
  managing = 0,
): boolean {
  if (!groupComplete(survey, source, managing)) return false;
  const { lastReleasedOn } = survey.stats.waiting[source];
  return lastReleasedOn === null || lastReleasedOn < today;
}

/**
 * How many answers a source's first release needs: the threshold until that release, 0 after it.
 * Never a countdown: a number that dropped with each answer would tell a manager who sent the
 * survey to one person, or watched one person open the link, that that person just answered.
 */
export function neededBeforeFirstRelease(
  survey: Pick<SurveyRecord, 'anonymityThreshold'> & { stats: SurveyStats },
  source: ResponseSource,
): number {
  // Released before (a group closed unreleased when its round ended does not count).
  if (survey.stats.waiting[source].lastReleasedOn !== null) return 0;
  return survey.anonymityThreshold;
}

/**
 * Whether a whole group is waiting: some source's open group already has the threshold of
 * independent answers and waits only for its day (a release at most once a day). It turns on when
 * a group completes, never with the first answer after a release, which would single that answer
 * out. `managingEmail`: the e-mail group's independent answers judged again (see releaseDue).
 */
export function groupWaiting(
  survey: Pick<SurveyRecord, 'isAnonymous' | 'anonymityThreshold'> & { stats: SurveyStats },
  managingEmail = 0,
): boolean {
  return groupComplete(survey, 'regular') || groupComplete(survey, 'email', managingEmail);
}

export interface ReleaseServiceDeps {
  surveys: Pick<SurveyRepository, 'get'>;
  responses: Pick<ResponseStore, 'release' | 'waitingSurveys'>;
  now: () => Date;
  /** The period a release's answers are shown in, on the account's usage (decision 0012). */
  quotas?: Pick<ResponseQuotaPort, 'responseQuota'>;
  /** Independence judged again before an e-mail group is released (decision 0009). */
  independence: Pick<IndependenceCheck, 'managers' | 'managingNow'>;
  /**
   * A released e-mail group's team blocks kept coarse and added to the heatmap's sums (decision
   * 0040). Without it they stay as written and the sums lack the group.
   */
  teamTallies?: {
    afterRelease(surveyId: string, group: number, round: number, k: number): Promise<unknown>;
  };
  log?: (message: string, data?: Record<string, unknown>) => void;
}

/**
 * Releases anonymous surveys' waiting answers when the rule allows: right after an answer (the
 * first release, or the first answer on a new day) and from the hourly job (a day with no new
 * answers). A release is one conditional transaction; when an answer slips in meanwhile the
 * tallies are read again.
 */
export class ReleaseService {
  constructor(private readonly deps: ReleaseServiceDeps) {}

  /**
   * Releases every source of this survey that is due; returns how many answers were released.
   * `attempts` bounds the tries (each a release and a read) when answers keep slipping in.
   */
  async releaseDue(survey: SurveyRecord, attempts = ATTEMPTS): Promise<number> {
    let current: SurveyRecord | undefined = survey;
    let released = 0;
    let usage: { accountId: string; period: string } | undefined;
    const judge = this.judgeAgain();
    for (let attempt = 0; attempt < attempts && current; attempt += 1) {
      const at = this.deps.now();
      const today = dayOf(at);
      const source = await this.sourceDue(current, today, judge);
      if (!source) return released;
      const other = source === 'regular' ? 'email' : 'regular';
      if (!usage && this.deps.quotas) {
        const quota = await this.deps.quotas.responseQuota(current.createdBy);
        usage = { accountId: quota.accountId, period: quota.period };
      }
      const ok = await this.deps.responses.release({
        surveyId: current.id,
        source,
        waiting: current.stats.waiting[source],
        otherSource: other,
        otherWaiting: current.stats.waiting[other].count,
        day: today,
        hour: hourOf(at),
        teamIds: current.teamIds,
        ...(usage ? { usage } : {}),
        // An e-mail group belongs to one round (decision 0023): the round's tallies move with it.
        ...(source === 'email' ? { round: current.stats.emailRound } : {}),
      });
      if (ok) released += current.stats.waiting[source].count;
      if (ok && source === 'email' && current.teamIds.length > 0 && this.deps.teamTallies) {
        const { group } = current.stats.waiting.email;
        await this.deps.teamTallies
          .afterRelease(current.id, group, current.stats.emailRound, current.anonymityThreshold)
          .catch((error: unknown) =>
            this.deps.log?.('team blocks not summed', {
              surveyId: current?.id,
              group,
              error: String(error),
            }),
          );
      }
      current = await this.deps.surveys.get(current.id);
    }
    return released;
  }

  /**
   * The first source of the survey whose group is due, the e-mail group's independence judged
   * again: an e-mail group due by its tallies keeps waiting when people who manage the survey now
   * may have given some of its independent answers and too few are left.
   */
  private async sourceDue(
    survey: SurveyRecord,
    today: string,
    judge: (survey: SurveyRecord) => Promise<number>,
  ): Promise<ResponseSource | undefined> {
    for (const source of ANSWER_SOURCES) {
      if (!releaseDue(survey, source, today)) continue;
      if (source === 'email' && !releaseDue(survey, source, today, await judge(survey))) continue;
      return source;
    }
    return undefined;
  }

  /**
   * Judging again for the tries of one release: who manages the survey is read once per round,
   * whose answers counted is read on every try (an answer that slipped in may be a manager's).
   */
  private judgeAgain(): (survey: SurveyRecord) => Promise<number> {
    let managers: { round: number; people: Promise<string[]> } | undefined;
    return async (survey) => {
      if (managers?.round !== survey.stats.emailRound) {
        managers = {
          round: survey.stats.emailRound,
          people: this.deps.independence.managers(survey),
        };
      }
      return this.deps.independence.managingNow(survey, await managers.people);
    };
  }

  /** The job: every survey with waiting answers, released where due. */
  async run(): Promise<number> {
    let released = 0;
    let after: string | undefined;
    for (;;) {
      const ids = await this.deps.responses.waitingSurveys(PAGE, after);
      for (const id of ids) {
        const survey = await this.deps.surveys.get(id);
        if (survey) released += await this.releaseDue(survey);
      }
      if (ids.length < PAGE) return released;
      after = ids[ids.length - 1];
    }
  }
}
