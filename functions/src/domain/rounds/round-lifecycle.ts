import type { RoundClose } from './round-close';
import type { RoundReports } from './round-reports';

export interface RoundLifecycleDeps {
  close: Pick<RoundClose, 'bind'>;
  reports: Pick<RoundReports, 'close'>;
}

/**
 * When a survey's rounds begin and end (decisions 0023, 0042). One rule, whoever moves the round
 * on: a round ends when the next one opens or a manager closes it, and then its e-mail group moves
 * to the round after it and its managers hear of it once.
 */
export class RoundLifecycle {
  constructor(private readonly deps: RoundLifecycleDeps) {}

  /** Round `round` opened (an automation's run): round `round - 1` closes and is reported. */
  async opened(surveyId: string, round: number): Promise<void> {
    if (round > 1) return this.closed(surveyId, round - 1);
    await this.deps.close.bind(surveyId, round);
  }

  /** Round `round` ended: the e-mail group moves on to the next round, the report goes out once. */
  async closed(surveyId: string, round: number): Promise<void> {
    await this.deps.close.bind(surveyId, round + 1);
    await this.deps.reports.close(surveyId, round);
  }
}
