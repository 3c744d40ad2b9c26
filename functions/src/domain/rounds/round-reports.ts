import { scoreDropped } from '#shared/domain/round-score';
import { participation, scoreLabel, type GroupScore } from '../analytics/metrics';
import { roundScores, type RoundScoreTallies } from './round-scores';
import type { NewNotification } from '../notifications/notification-service';
import {
  surveyManagers,
  type SurveyRecord,
  type SurveyRepository,
  type TeamDirectory,
} from '../surveys/ports';
import type { RoundRecord, RoundResultsStore } from './ports';

/** A round closes for its report this long after it opened, if no later round opened first. */
export const ROUND_REPORT_AFTER_DAYS = 14;
const DUE_PAGE = 50;
const DAY_MS = 86_400_000;

export interface RoundReportsDeps {
  surveys: Pick<SurveyRepository, 'get'>;
  rounds: Pick<RoundResultsStore, 'round' | 'claimReport' | 'openSince'>;
  teams: Pick<TeamDirectory, 'managersOf'>;
  notify: (userId: string, notification: NewNotification) => Promise<unknown>;
  /** The rounds' question tallies, for their scores (R38); without it no score is told. */
  tallies?: RoundScoreTallies;
  now: () => Date;
  log?: (message: string, data?: Record<string, unknown>) => void;
}

/** Whether a round's shown answers meet the survey's threshold (any answer for a named survey). */
function metThreshold(survey: SurveyRecord, round: RoundRecord | undefined): boolean {
  const responded = round?.results?.responded ?? 0;
  return survey.isAnonymous ? responded >= survey.anonymityThreshold : responded > 0;
}

/**
 * When a round closes (the next round opens, or 14 days pass since it opened), its managers hear
 * of it once (decision 0023): a notification, and when the round met its threshold an e-mail with
 * the round's figures and its PDF report (queued here, mailed by the report job); a score that dropped by
 * more than the alert's amount from the previous round (both past their threshold) raises its own
 * notification. Every figure is a round's released tally, a sum of whole groups.
 */
export class RoundReports {
  constructor(private readonly deps: RoundReportsDeps) {}

  /**
   * Reports the round once (a claim on its item); false if it was reported before. A round that
   * met its threshold also goes into the outbox of reports to mail, in the claim's transaction:
   * the report job mails it with its PDF (round-report-mail.ts).
   */
  async close(surveyId: string, roundNumber: number): Promise<boolean> {
    if (roundNumber < 1) return false;
    const at = this.deps.now().toISOString();
    const survey = await this.deps.surveys.get(surveyId);
    if (!survey) return this.deps.rounds.claimReport(surveyId, roundNumber, at);
    const round = await this.deps.rounds.round(surveyId, roundNumber);
    const managers = await surveyManagers(this.deps.teams, survey);
    const met = metThreshold(survey, round);
    const claimed = await this.deps.rounds.claimReport(
      surveyId,
      roundNumber,
      at,
      met && managers.length > 0 ? { closedAt: at, managers } : undefined,
    );
    if (!claimed) return false;
    const previous =
      roundNumber > 1 ? await this.deps.rounds.round(surveyId, roundNumber - 1) : undefined;
    const responded = round?.results?.responded ?? 0;
    const invited = round?.invited ?? 0;
    const rate = participation(responded, invited);
    const scored = [previous, round].filter((r): r is RoundRecord => r !== undefined);
    const scores =
      this.deps.tallies && met
        ? await roundScores(this.deps.tallies, survey, scored, scored, at.slice(0, 10))
        : new Map<number, GroupScore | null>();
    const score = scores.get(roundNumber) ?? null;
    const figures =
      `${responded} of ${invited} invited responded` +
      (rate === null ? '' : ` (${rate}%)`) +
      (score === null ? '' : `; average rating ${scoreLabel(score)}`);
    const data = { surveyId, surveyTitle: survey.title, round: roundNumber };
    const told: NewNotification = met
      ? {
          type: 'survey',
          title: `Round ${roundNumber} closed`,
          message: `Round ${roundNumber} of "${survey.title}" closed: ${figures}.`,
          data,
        }
      : {
          type: 'survey',
          title: `Round ${roundNumber} closed`,
          message: `Round ${roundNumber} of "${survey.title}" closed with too few answers to show its results.`,
          data,
        };
    const previousScore = metThreshold(survey, previous)
      ? (scores.get(roundNumber - 1) ?? null)
      : null;
    const dropped =
      met &&
      previousScore !== null &&
      score !== null &&
      previousScore.max === score.max &&
      scoreDropped(previousScore.mean, score.mean, score.max);
    for (const userId of managers) {
      await this.tell(userId, told);
      if (dropped && previousScore !== null && score !== null) {
        await this.tell(userId, {
          type: 'survey',
          title: 'Score dropped',
          message: `The average rating of "${survey.title}" dropped from ${scoreLabel(previousScore)} to ${scoreLabel(score)} between rounds ${roundNumber - 1} and ${roundNumber}.`,
          data,
        });
      }
    }
    return true;
  }

  private async tell(userId: string, notification: NewNotification) {
    try {
      await this.deps.notify(userId, notification);
    } catch (error) {
      this.deps.log?.('round report notification not stored', { error: String(error) });
    }
  }

  /** The hourly job: rounds open 14 days without a later round are reported. */
  async runDue(): Promise<number> {
    const before = new Date(this.deps.now().getTime() - ROUND_REPORT_AFTER_DAYS * DAY_MS);
    let reported = 0;
    for (let page = 0; page < 20; page += 1) {
      const due = await this.deps.rounds.openSince(before.toISOString(), DUE_PAGE);
      for (const { surveyId, round } of due) {
        if (await this.close(surveyId, round)) reported += 1;
      }
      // Each claim takes its round off the index, so the next page starts afresh.
      if (due.length < DUE_PAGE) break;
    }
    return reported;
  }
}
