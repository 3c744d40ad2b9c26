import type { SurveyRecord } from '../surveys/ports';
import type { ActionRecord } from './ports';
import { FOLLOW_THROUGH_PER_ROUND, followThroughQuestion } from './follow-through-questions';
import type { Question } from '#shared/api/surveys';

/** What the send path reads of an action. */
export type DueAction = Pick<
  ActionRecord,
  'id' | 'what' | 'round' | 'status' | 'checkedInRound' | 'createdAt'
>;

/** What fixing a round's follow-through questions needs of the store (R68). */
export interface FollowThroughStore {
  /** The survey's actions, oldest first. */
  ofSurvey(surveyId: string): Promise<DueAction[]>;
  /**
   * In one transaction, only while round `round` has not opened (its item has no `openedAt`):
   * the survey's `followThrough.<round>` set to `questions` (when unset) and each action's
   * `checkedInRound` set (when unset). False when any condition failed: nothing was written.
   */
  fixRound(
    surveyId: string,
    round: number,
    questions: Question[],
    actionIds: string[],
  ): Promise<boolean>;
}

/**
 * When a round opens (the first send into it, by hand or by an automation's run, before any of
 * its invitations exists), each action recorded on an earlier round and not yet checked adds one
 * follow-through question to that round (issue #31, decision 0055). The questions are fixed
 * before anyone can answer the round and never change after, so every answer of the round is
 * asked the same questions; an action recorded once the round is open waits for the next one.
 */
export class FollowThrough {
  constructor(private readonly store: FollowThroughStore) {}

  async fix(survey: SurveyRecord, round: number): Promise<Question[]> {
    const fixed = survey.followThrough?.[String(round)];
    if (fixed) return fixed;
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const due = (await this.store.ofSurvey(survey.id))
        .filter((a) => a.round < round && a.checkedInRound === null && a.status !== 'dropped')
        .slice(0, FOLLOW_THROUGH_PER_ROUND);
      if (due.length === 0) return [];
      const questions = due.map((a, i) => followThroughQuestion(a, i + 1));
      if (
        await this.store.fixRound(
          survey.id,
          round,
          questions,
          due.map((a) => a.id),
        )
      ) {
        return questions;
      }
      // The round opened meanwhile, or an action changed: read again once; an opened round
      // refuses again and asks nothing more.
    }
    return [];
  }
}
