import type { ResponseQuotaPort } from '../billing/ports';
import type { SurveyRepository } from '../surveys/ports';
import type { IndependenceCheck } from '../responses/independence';
import type { ResponseStore } from '../responses/ports';
import {
  dayOf,
  groupComplete,
  hourOf,
  type ReleaseServiceDeps,
} from '../responses/release-service';
import type { RoundResultsStore } from './ports';

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
