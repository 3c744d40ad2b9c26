import type { ResponseQuotaPort } from '../billing/ports';
import type { SurveyRepository, WaitingTally } from '../surveys/ports';
import type { IndependenceCheck } from './independence';
import type { ResponseStore, RoundRecord } from './ports';
import { dayOf, groupComplete, hourOf, type ReleaseServiceDeps } from './release-service';

/** Closing a round's e-mail group without releasing it: too few independent answers. */
export interface RetirePlan {
  surveyId: string;
  /** The e-mail source's open group as read (the close happens only if nothing moved). */
  waiting: WaitingTally;
  /** The open link's waiting count: the survey leaves the waiting index when both are 0. */
  otherWaiting: number;
  /** The round whose group closes. */
  previousRound: number;
  /** The round the e-mail source's open group belongs to afterwards. */
  round: number;
}

/** What closing rounds stores beyond a release (decision 0023). */
export interface RoundResultsStore {
  /** Closes the open e-mail group unreleased; false when the tallies moved since the plan. */
  retire(plan: RetirePlan): Promise<boolean>;
  /** A named survey: records its latest round on its tallies (for analytics' round trends). */
  noteRound(surveyId: string, round: number): Promise<void>;
  /** Deletes the e-mailed answers of a group that closed unreleased; how many went. */
  dropGroup(surveyId: string, group: number): Promise<number>;
  /** One round with its results. */
  round(surveyId: string, round: number): Promise<RoundRecord | undefined>;
  /**
   * Claims the round's close report (R35): true once, false ever after. With `report`, the
   * report to mail is recorded in the same transaction (R37).
   */
  claimReport(
    surveyId: string,
    round: number,
    at: string,
    report?: PendingRoundReport,
  ): Promise<boolean>;
  /** Rounds opened before `before` (ISO) whose report is not claimed (R34), a page. */
  openSince(before: string, limit: number): Promise<{ surveyId: string; round: number }[]>;
}

/** A closed round's report waiting to be mailed to its managers (decision 0023). */
export interface PendingRoundReport {
  closedAt: string;
  /** The managers when it closed (user ids): each gets the mail once. */
  managers: string[];
}

export type CloseOutcome = 'released' | 'withheld' | 'empty' | 'already' | 'named' | 'gone';

const ATTEMPTS = 5;

export interface RoundCloseDeps {
  surveys: Pick<SurveyRepository, 'get'>;
  responses: Pick<ResponseStore, 'release'>;
  rounds: RoundResultsStore;
  quotas?: Pick<ResponseQuotaPort, 'responseQuota'>;
  /** Independence judged again before the closing group is released (decision 0009). */
  independence: Pick<IndependenceCheck, 'managingNow'>;
  now: () => Date;
  log?: (message: string, data?: Record<string, unknown>) => void;
  /** The released group's team blocks kept coarse and summed, as after any release (decision 0040). */
  teamTallies?: ReleaseServiceDeps['teamTallies'];
}

/**
 * Binds an anonymous survey's e-mail release group to its latest round (decision 0023), so every
 * released e-mail group belongs to exactly one round and a round's figures are sums of whole
 * groups. When a round opens, the previous round's open group closes: released at once when at
 * least the threshold of its answers are independent, judged again as for any release (people
 * who manage the survey by then do not count), otherwise its answers are withheld for good
 * (deleted; the round records only how many). Links of the previous round stop answering.
 */
export class RoundClose {
  constructor(private readonly deps: RoundCloseDeps) {}

  async bind(surveyId: string, round: number): Promise<CloseOutcome> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const survey = await this.deps.surveys.get(surveyId);
      if (!survey) return 'gone';
      // A named survey shows each answer at once, in its own round: nothing to close.
      if (!survey.isAnonymous) {
        await this.deps.rounds.noteRound(surveyId, round);
        return 'named';
      }
      const previousRound = survey.stats.emailRound;
      if (previousRound >= round) return 'already';
      const waiting = survey.stats.waiting.email;
      const otherWaiting = survey.stats.waiting.regular.count;
      if (
        groupComplete(survey, 'email') &&
        groupComplete(survey, 'email', await this.deps.independence.managingNow(survey))
      ) {
        const at = this.deps.now();
        const quota = await this.deps.quotas?.responseQuota(survey.createdBy);
        const released = await this.deps.responses.release({
          surveyId,
          source: 'email',
          waiting,
          otherSource: 'regular',
          otherWaiting,
          day: dayOf(at),
          hour: hourOf(at),
          teamIds: survey.teamIds,
          ...(quota ? { usage: { accountId: quota.accountId, period: quota.period } } : {}),
          round: previousRound,
          bindRound: round,
        });
        if (!released) continue;
        if (survey.teamIds.length > 0 && this.deps.teamTallies) {
          await this.deps.teamTallies
            .afterRelease(surveyId, waiting.group, previousRound, survey.anonymityThreshold)
            .catch((error: unknown) =>
              this.deps.log?.('team blocks not summed', { surveyId, error: String(error) }),
            );
        }
        return 'released';
      }
      const retired = await this.deps.rounds.retire({
        surveyId,
        waiting,
        otherWaiting,
        previousRound,
        round,
      });
      if (!retired) continue;
      if (waiting.count === 0) return 'empty';
      try {
        await this.deps.rounds.dropGroup(surveyId, waiting.group);
      } catch (error) {
        // Readers show released groups only, so what is left is never shown either.
        this.deps.log?.('withheld answers not deleted', { surveyId, error: String(error) });
      }
      return 'withheld';
    }
    throw new Error(`round ${round} of survey ${surveyId} not bound: answers kept arriving`);
  }
}
