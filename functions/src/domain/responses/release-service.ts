import type { ResponseSource } from '../../../../shared/src/api/responses';
import {
  ANSWER_SOURCES,
  type SurveyRecord,
  type SurveyRepository,
  type SurveyStats,
} from '../surveys/ports';
import type { ResponseQuotaPort } from '../billing/ports';
import type { ResponseStore } from './ports';

/** The day (UTC) of an instant. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
/** The start of the hour (UTC) of an instant, `YYYY-MM-DDTHH`. */
export const hourOf = (at: Date) => at.toISOString().slice(0, 13);

const ATTEMPTS = 5;
const PAGE = 100;

/**
 * The release rule of an anonymous survey (decision 0009), for one source: its waiting answers
 * become visible together once at least the threshold of them come from independent
 * respondents, and at most once a day (the first release as soon as the threshold is reached).
 */
export function releaseDue(
  survey: Pick<SurveyRecord, 'isAnonymous' | 'anonymityThreshold'> & { stats: SurveyStats },
  source: ResponseSource,
  today: string,
): boolean {
  if (!survey.isAnonymous) return false;
  const waiting = survey.stats.waiting[source];
  if (waiting.count === 0 || waiting.independent < survey.anonymityThreshold) return false;
  return waiting.lastReleasedOn === null || waiting.lastReleasedOn < today;
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
 * out.
 */
export function groupWaiting(
  survey: Pick<SurveyRecord, 'isAnonymous' | 'anonymityThreshold'> & { stats: SurveyStats },
): boolean {
  if (!survey.isAnonymous) return false;
  return ANSWER_SOURCES.some((source) => {
    const waiting = survey.stats.waiting[source];
    return waiting.count > 0 && waiting.independent >= survey.anonymityThreshold;
  });
}

export interface ReleaseServiceDeps {
  surveys: Pick<SurveyRepository, 'get'>;
  responses: Pick<ResponseStore, 'release' | 'waitingSurveys'>;
  now: () => Date;
  /** The period a release's answers are shown in, on the account's usage (decision 0012). */
  quotas?: Pick<ResponseQuotaPort, 'responseQuota'>;
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
    for (let attempt = 0; attempt < attempts && current; attempt += 1) {
      const at = this.deps.now();
      const today = dayOf(at);
      const source = ANSWER_SOURCES.find((s) => releaseDue(current as SurveyRecord, s, today));
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
      current = await this.deps.surveys.get(current.id);
    }
    return released;
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
