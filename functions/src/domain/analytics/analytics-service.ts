import type { Analytics, AnalyticsRange, ExportFormat } from '../../../../shared/src/api/analytics';
import { ConflictError } from '../errors';
import type { ResponseRecord, ResponseStore } from '../responses/ports';
import { dayOf } from '../responses/release-service';
import type { SurveyRecord } from '../surveys/ports';
import type { SurveyService } from '../surveys/survey-service';
import { aggregate, periodOf, type AnalyticsSurvey, type DayTally } from './aggregate';
import { analyticsCsv } from './analytics-csv';
import { analyticsPdf } from './analytics-pdf';
import { readQuestionInsights, type QuestionTallyStore } from './question-insights';
import type { RoundRecord } from '../responses/ports';
import { roundScores, type RoundScoreTallies } from './round-scores';
import { roundTrends } from './round-trends';

export const NOTHING_TO_EXPORT = 'There are no released responses to export in this range yet';

/** Reads a survey's day tallies (`DAY#<day>` beside `STATS`). */
export interface DayTallyStore {
  /** The survey's day tallies from `from` to `to` (inclusive), oldest first. */
  daysOf(surveyId: string, from: string, to: string): Promise<DayTally[]>;
}

/** Surveys read per request: the most recently answered ones (see the route's cost). */
export const MAX_SURVEYS = 100;
/** Surveys sent in rounds whose rounds are read per request (the most recently answered). */
export const MAX_ROUND_SURVEYS = 20;
/** Responses an export lists at most. */
export const MAX_EXPORT_ROWS = 2000;
const MAX_PAGES = 40;

/** A survey's released responses in a range, with the day each was released. */
export interface ExportedSurvey {
  survey: SurveyRecord;
  rows: { day: string; response: ResponseRecord }[];
}

const toAnalyticsSurvey = (s: SurveyRecord): AnalyticsSurvey => ({
  id: s.id,
  title: s.title,
  isAnonymous: s.isAnonymous,
  anonymityThreshold: s.anonymityThreshold,
  teamIds: s.teamIds,
  createdAt: s.createdAt,
  releasedResponses: s.stats.responses,
});

/**
 * Analytics of the surveys a user manages, from released answers only (decisions 0009, 0019):
 * the surveys' tallies and one query of day tallies per survey answered in the two periods.
 */
export class AnalyticsService {
  constructor(
    private readonly surveys: Pick<SurveyService, 'managedBy'>,
    private readonly days: DayTallyStore,
    private readonly responses: Pick<ResponseStore, 'list' | 'releasesOf'>,
    private readonly now: () => Date = () => new Date(),
    private readonly questions?: QuestionTallyStore & Partial<RoundScoreTallies>,
    private readonly rounds?: { rounds(surveyId: string): Promise<RoundRecord[]> },
  ) {}

  private async load(userId: string, range: AnalyticsRange) {
    const today = dayOf(this.now());
    const period = periodOf(range, today);
    const { surveys, teams } = await this.surveys.managedBy(userId);
    const answered = surveys
      .filter((s) => s.stats.responses > 0 && (s.stats.lastDay ?? '') >= period.previousFrom)
      .sort((a, b) => (b.stats.lastDay ?? '').localeCompare(a.stats.lastDay ?? ''))
      .slice(0, MAX_SURVEYS);
    const tallies = await Promise.all(
      answered.map(async (s) => [s.id, await this.days.daysOf(s.id, period.previousFrom, today)]),
    );
    const teamNames = new Map([...teams].map(([id, team]) => [id, team.name]));
    const analytics = aggregate({
      range,
      today,
      surveys: surveys.map(toAnalyticsSurvey),
      teamNames,
      days: new Map(tallies as [string, DayTally[]][]),
    });
    if (this.questions) {
      analytics.insights.questionInsights = await readQuestionInsights(
        this.questions,
        answered.map((s) => ({ ...s, released: s.stats.responses, lastDay: s.stats.lastDay })),
        analytics.from,
        analytics.to,
      );
    }
    const rounds = this.rounds;
    if (rounds) {
      // Surveys sent in rounds (decision 0023): one query of their rounds each, for at most 20.
      const inRounds = surveys
        .filter((s) => s.stats.emailRound >= 2)
        .sort((a, b) => (b.stats.lastDay ?? '').localeCompare(a.stats.lastDay ?? ''))
        .slice(0, MAX_ROUND_SURVEYS);
      const questions = this.questions;
      const scoreTallies =
        questions?.byGroup && questions.byDay
          ? { byGroup: questions.byGroup.bind(questions), byDay: questions.byDay.bind(questions) }
          : null;
      const inputs = await Promise.all(
        inRounds.map(async (survey) => {
          const all = await rounds.rounds(survey.id);
          // The rounds' scores: one query of their question tallies a survey (R38).
          const scored = all.filter(
            (r) =>
              r.openedAt.slice(0, 10) >= analytics.from &&
              (r.results?.responded ?? 0) >= (survey.isAnonymous ? survey.anonymityThreshold : 1),
          );
          const scores = scoreTallies
            ? await roundScores(scoreTallies, survey, scored, all, analytics.to)
            : undefined;
          return { survey, rounds: all, ...(scores ? { scores } : {}) };
        }),
      );
      analytics.trends.rounds = roundTrends(inputs, analytics.from);
    }
    return { analytics, surveys, answered };
  }

  async get(userId: string, range: AnalyticsRange): Promise<Analytics> {
    return (await this.load(userId, range)).analytics;
  }

  /**
   * The analytics with the released responses of the range (for the CSV), newest first. An
   * anonymous survey lists only answers of released groups, each dated by its release day, and
   * never its respondents; a survey below its threshold lists nothing.
   */
  async forExport(
    userId: string,
    range: AnalyticsRange,
  ): Promise<{ analytics: Analytics; responses: ExportedSurvey[] }> {
    const { analytics, answered } = await this.load(userId, range);
    const out: ExportedSurvey[] = [];
    let rows = 0;
    let pages = 0;
    for (const survey of answered) {
      if (rows >= MAX_EXPORT_ROWS || pages >= MAX_PAGES) break;
      if (survey.isAnonymous && survey.stats.responses < survey.anonymityThreshold) continue;
      const listed: ExportedSurvey = { survey, rows: [] };
      for (const source of ['regular', 'email'] as const) {
        const view = {
          releasedGroups: survey.isAnonymous ? survey.stats.waiting[source].group - 1 : null,
        };
        if (view.releasedGroups === 0) continue;
        let cursor: string | undefined;
        let older = false;
        do {
          const page = await this.responses.list(survey.id, source, view, cursor);
          pages += 1;
          const groups = [...new Set(page.items.flatMap((r) => (r.group ? [r.group] : [])))];
          const released = survey.isAnonymous
            ? new Map(
                (await this.responses.releasesOf(survey.id, source, groups)).map((g) => [
                  g.group,
                  g.day,
                ]),
              )
            : new Map<number, string>();
          for (const response of page.items) {
            const day = survey.isAnonymous ? released.get(response.group ?? 0) : response.day;
            if (!day || day > analytics.to) continue;
            if (day < analytics.from) {
              older = true;
              continue;
            }
            if (rows < MAX_EXPORT_ROWS) {
              listed.rows.push({ day, response });
              rows += 1;
            }
          }
          cursor = page.nextCursor ?? undefined;
        } while (cursor && !older && rows < MAX_EXPORT_ROWS && pages < MAX_PAGES);
      }
      listed.rows.sort(
        (a, b) => b.day.localeCompare(a.day) || a.response.id.localeCompare(b.response.id),
      );
      if (listed.rows.length > 0) out.push(listed);
    }
    return { analytics, responses: out };
  }

  /** The export file: CSV or PDF, named with the day it was made; never an empty file. */
  async exportFile(
    userId: string,
    range: AnalyticsRange,
    format: ExportFormat,
  ): Promise<{ body: Buffer; contentType: string; fileName: string }> {
    const today = dayOf(this.now());
    if (format === 'pdf') {
      const analytics = await this.get(userId, range);
      if (analytics.insights.totalResponses === 0) {
        throw new ConflictError(NOTHING_TO_EXPORT, 'nothing_to_export');
      }
      return {
        body: analyticsPdf(analytics, today),
        contentType: 'application/pdf',
        fileName: `candor-analytics-${range}-${today}.pdf`,
      };
    }
    const { analytics, responses } = await this.forExport(userId, range);
    if (analytics.insights.totalResponses === 0) {
      throw new ConflictError(NOTHING_TO_EXPORT, 'nothing_to_export');
    }
    return {
      body: Buffer.from(analyticsCsv(analytics, responses), 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      fileName: `candor-analytics-${range}-${today}.csv`,
    };
  }
}
