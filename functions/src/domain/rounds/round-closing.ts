import { ConflictError, NotFoundError } from '../errors';
import type { SurveyService } from '../surveys/survey-service';
import type { RoundLifecycle } from './round-lifecycle';
import type { RoundRecord, RoundStore } from './ports';

export const ROUND_NOT_FOUND = 'This survey has no such round.';
export const ROUND_NOT_LATEST = 'Only the latest round can be closed.';
export const ROUND_CLOSED_ALREADY = 'This round is closed already.';

/** What closing a round says, the same whatever was waiting (it never tells whether anyone was). */
export const roundClosedMessage = (round: number, k: number, anonymous: boolean) =>
  anonymous
    ? `Round ${round} is closed. Its invitations no longer take answers; answers still waiting for a group of at least ${k} were deleted unread, and everything released stays. Your next send starts round ${round + 1}.`
    : `Round ${round} is closed. Its invitations no longer count in it, and your next send starts round ${round + 1}.`;

export interface RoundClosingDeps {
  access: Pick<SurveyService, 'managed'>;
  rounds: Pick<RoundStore, 'rounds' | 'markClosed'>;
  lifecycle: Pick<RoundLifecycle, 'closed'>;
}

/**
 * A manager closes the survey's latest round (issue #33, decision 0042), as the next round's
 * opening or the 14 days would: its e-mail group closes (released when complete, otherwise its
 * answers are deleted unread), its links stop answering, its managers get its report, and the
 * next send by hand opens the round after it.
 */
export class RoundClosing {
  constructor(private readonly deps: RoundClosingDeps) {}

  async close(
    surveyId: string,
    userId: string,
    round: number,
  ): Promise<{ message: string; round: number }> {
    const survey = await this.deps.access.managed(surveyId, userId);
    const rounds = await this.deps.rounds.rounds(surveyId);
    const chosen = rounds.find((r) => r.round === round);
    if (!chosen) throw new NotFoundError(ROUND_NOT_FOUND);
    const latest = rounds.reduce((n, r: RoundRecord) => Math.max(n, r.round), 0);
    if (chosen.closedAt) throw new ConflictError(ROUND_CLOSED_ALREADY, 'round_closed');
    if (round < latest) throw new ConflictError(ROUND_NOT_LATEST, 'round_closed');
    // Marked first, then the e-mail group moves to the next round (an anonymous survey's), then
    // the report is claimed: each step may be done again, so a close that failed part-way is
    // finished by closing again.
    if (!(await this.deps.rounds.markClosed?.(surveyId, round))) {
      throw new ConflictError(ROUND_NOT_LATEST, 'round_closed');
    }
    await this.deps.lifecycle.closed(surveyId, round);
    return {
      round,
      message: roundClosedMessage(round, survey.anonymityThreshold, survey.isAnonymous),
    };
  }
}
