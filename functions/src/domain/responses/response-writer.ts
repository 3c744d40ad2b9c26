import { askedInRound } from '../actions/follow-through-questions';
import type { ResponseQuota } from '../billing/ports';
import { NotFoundError, StoreBusyError } from '../errors';
import type { SurveyRecord, SurveyRepository } from '../surveys/ports';
import { enpsGroupOf, isEnpsQuestion } from '#shared/domain/enps';
import { questionCounters } from './question-tally';
import {
  ReleaseGroupClosedError,
  RoundClosedError,
  type EnpsAnswer,
  type ResponseRecord,
  type ResponseStore,
} from './ports';

/** How many release groups an answer tries before it is refused as busy. */
const RELEASE_ATTEMPTS = 6;

export const SURVEY_GONE = 'This survey is no longer available.';

/** The answer's eNPS groups, one per answered 0-10 question of the survey. */
function enpsAnswers(survey: SurveyRecord, response: ResponseRecord): EnpsAnswer[] {
  const zeroToTen = new Set(survey.questions.filter(isEnpsQuestion).map((q) => q.id));
  return response.answers.flatMap(({ questionId, value }) => {
    const group = zeroToTen.has(questionId) ? enpsGroupOf(value) : null;
    return group ? [{ questionId, group }] : [];
  });
}

export interface ResponseWriterDeps {
  surveys: Pick<SurveyRepository, 'get'>;
  responses: Pick<ResponseStore, 'add'>;
}

/**
 * Puts an answer that is ready (checked, scored) where it belongs. The public page's submit and
 * the hourly job that lets held answers in share it; it sits apart from `ResponseService` so the
 * job's bundle does not carry what only answering needs, such as the sentiment lexicon
 * (decision 0016).
 */
export class ResponseWriter {
  constructor(private readonly deps: ResponseWriterDeps) {}

  /**
   * Stores the answer: visible at once for a named survey, waiting in its source's open release
   * group for an anonymous one. Returns the survey with the tallies as they stand after it.
   * Also lets a held answer in (`fromHold`), counted against the period it is let in. The write
   * holds only while the survey's anonymity is still the one read in `survey` (the one the answer
   * was given under): PromiseChangedError otherwise, nothing stored.
   */
  async store(
    survey: SurveyRecord,
    response: ResponseRecord,
    independent: boolean,
    quota: ResponseQuota | undefined,
    fromHold = false,
    teamBlock?: string[],
  ): Promise<SurveyRecord> {
    const counted = {
      ...(quota ? { quota, fromHold } : {}),
      ...(teamBlock ? { teamBlock } : {}),
      enps: enpsAnswers(survey, response),
      // An e-mailed answer is also tallied on its round's follow-through questions (issue #31).
      questionTally: questionCounters(
        askedInRound(survey, response.round).questions,
        response.answers,
      ),
    };
    if (!survey.isAnonymous) {
      await this.deps.responses.add(response, {
        teamIds: survey.teamIds,
        anonymous: false,
        waiting: null,
        ...counted,
      });
      return survey;
    }
    let current = survey;
    for (let attempt = 1; ; attempt += 1) {
      // The e-mail group belongs to the latest round (decision 0023): an answer of an earlier
      // round (its round closed meanwhile, or it was held over the limit) is not stored.
      if ((response.round ?? current.stats.emailRound) < current.stats.emailRound) {
        throw new RoundClosedError(survey.id);
      }
      const waiting = current.stats.waiting[response.source];
      try {
        await this.deps.responses.add(response, {
          teamIds: current.teamIds,
          anonymous: true,
          waiting: { group: waiting.group, independent },
          ...counted,
        });
        // Counts only, to tell whether a release may be due; the release reads the tallies anew.
        const after = structuredClone(current);
        const tally = after.stats.waiting[response.source];
        tally.count += 1;
        tally.independent += independent ? 1 : 0;
        return after;
      } catch (error) {
        // A release closed the group meanwhile: the answer goes to the next one. Under a burst
        // the next can close too; past a few tries the respondent is asked to send again.
        if (!(error instanceof ReleaseGroupClosedError)) throw error;
        if (attempt >= RELEASE_ATTEMPTS) throw new StoreBusyError();
        const fresh = await this.deps.surveys.get(survey.id);
        if (!fresh) throw new NotFoundError(SURVEY_GONE);
        current = fresh;
      }
    }
  }
}
