import type {
  Analytics,
  AnalyticsFilters,
  AnalyticsRange,
  ExportFormat,
} from '#shared/api/analytics';
import { ConflictError, ValidationError } from '../errors';
import type { ResponseRecord, ResponseStore } from '../responses/ports';
import { dayOf } from '../responses/release-service';
import type { SurveyRecord } from '../surveys/ports';
import type { SurveyService } from '../surveys/survey-service';
import { aggregate, periodOf, type AnalyticsSurvey, type DayTally } from './aggregate';
import { analyticsCsv } from './analytics-csv';
import { analyticsPdf } from './analytics-pdf';
import { loadPdfFonts } from '../../formats/pdf/pdf-fonts';
import { readQuestionInsights, type QuestionTallyStore } from './question-insights';
import { roundCounters, type RoundScoreTallies } from '../rounds/round-scores';
import { scoreOf } from './metrics';
import { roundTrends } from '../rounds/round-trends';
import { now as productNow } from '../../lib/clock';
import type { RoundRecord } from '../rounds/ports';

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

/** Dates in exports asked for without a locale (older pages). */
export const DEFAULT_LOCALE = 'en-US';

type Managed = Awaited<ReturnType<SurveyService['managedBy']>>;

/** The teams a manager can filter by: those they manage and those of the surveys they manage. */
function filterTeams(managed: Managed) {
  const ids = new Set([
    ...managed.memberships.filter((m) => m.role !== 'member').map((m) => m.team.id),
    ...managed.surveys.flatMap((s) => s.teamIds),
  ]);
  return [...ids].flatMap((id) => {
    const team = managed.teams.get(id);
    return team ? [team] : [];
  });
}

const refused = (field: 'survey' | 'team', message: string) =>
  new ValidationError('Please check your information', {
    details: `${field}: ${message}`,
    fields: { [field]: message },
  });

/**
 * The surveys a filter keeps (decision 0019, "Filters"): whole surveys only, so every figure is
 * still a sum of whole released groups. A team keeps the surveys assigned to it; an id the caller
 * does not manage is a 400 that says so (the same answer whether or not it exists elsewhere).
 */
function filtered(managed: Managed, filters: AnalyticsFilters): SurveyRecord[] {
  let surveys = managed.surveys;
  if (filters.team !== undefined) {
    if (!filterTeams(managed).some((t) => t.id === filters.team)) {
      throw refused('team', 'No team you manage has this id');
    }
    surveys = surveys.filter((s) => s.teamIds.includes(filters.team!));
  }
  if (filters.survey !== undefined) {
    if (!managed.surveys.some((s) => s.id === filters.survey)) {
      throw refused('survey', 'No survey you manage has this id');
    }
    surveys = surveys.filter((s) => s.id === filters.survey);
    if (surveys.length === 0) throw refused('survey', 'This survey is not assigned to that team');
  }
  return surveys;
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
    private readonly now: () => Date = productNow,
    private readonly questions?: QuestionTallyStore & Partial<RoundScoreTallies>,
    private readonly rounds?: { rounds(surveyId: string): Promise<RoundRecord[]> },
    /**
     * Logs a read of analytics filtered to a team in that team's results-access log (decision
     * 0058), before any figure is read: a failure fails the read.
     */
    private readonly logTeamRead?: (
      teamId: string,
      userId: string,
      kind: 'analytics' | 'export',
    ) => Promise<void>,
  ) {}

  private async load(
    userId: string,
    range: AnalyticsRange,
    filters: AnalyticsFilters = {},
    kind: 'analytics' | 'export' = 'analytics',
  ) {
    const today = dayOf(this.now());
    const period = periodOf(range, today);
    const managed = await this.surveys.managedBy(userId);
    const { teams } = managed;
    const surveys = filtered(managed, filters);
    if (filters.team !== undefined && this.logTeamRead) {
      await this.logTeamRead(filters.team, userId, kind);
    }
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
      const roundTallies =
        questions?.byGroup && questions.byDay
          ? { byGroup: questions.byGroup.bind(questions), byDay: questions.byDay.bind(questions) }
          : null;
      const inputs = await Promise.all(
        inRounds.map(async (survey) => {
          const all = await rounds.rounds(survey.id);
          // The rounds' scores and per-question lines: one query of their question tallies a
          // survey (R38), read only for the rounds that meet the threshold.
          const scored = all.filter(
            (r) =>
              r.openedAt.slice(0, 10) >= analytics.from &&
              (r.results?.responded ?? 0) >= (survey.isAnonymous ? survey.anonymityThreshold : 1),
          );
          if (!roundTallies) return { survey: { ...survey, questions: undefined }, rounds: all };
          const counters = await roundCounters(roundTallies, survey, scored, all, analytics.to);
          const scores = new Map(
            [...counters].map(([round, c]) => [round, scoreOf(survey.questions, c)]),
          );
          return { survey, rounds: all, scores, counters };
        }),
      );
      analytics.trends.rounds = roundTrends(inputs, analytics.from);
    }
    analytics.filters = {
      survey: filters.survey ?? null,
      team: filters.team ?? null,
      surveys: managed.surveys
        .map((s) => ({ id: s.id, title: s.title, teamIds: s.teamIds }))
        .sort((a, b) => a.title.localeCompare(b.title)),
      teams: filterTeams(managed)
        .map((t) => ({ id: t.id, name: t.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
    return { analytics, surveys, answered };
  }

  async get(
    userId: string,
    range: AnalyticsRange,
    filters: AnalyticsFilters = {},
    kind: 'analytics' | 'export' = 'analytics',
  ): Promise<Analytics> {
    return (await this.load(userId, range, filters, kind)).analytics;
  }

  /**
   * The analytics with the released responses of the range (for the CSV), newest first. An
   * anonymous survey lists only answers of released groups, each dated by its release day, and
   * never its respondents; a survey below its threshold lists nothing.
   */
  async forExport(
    userId: string,
    range: AnalyticsRange,
    filters: AnalyticsFilters = {},
  ): Promise<{ analytics: Analytics; responses: ExportedSurvey[] }> {
    const { analytics, answered } = await this.load(userId, range, filters, 'export');
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
    options: AnalyticsFilters & { locale?: string } = {},
  ): Promise<{ body: Buffer; contentType: string; fileName: string }> {
    const today = dayOf(this.now());
    const { locale = DEFAULT_LOCALE, ...filters } = options;
    if (format === 'pdf') {
      const analytics = await this.get(userId, range, filters, 'export');
      if (analytics.insights.totalResponses === 0) {
        throw new ConflictError(NOTHING_TO_EXPORT, 'nothing_to_export');
      }
      await loadPdfFonts();
      return {
        body: analyticsPdf(analytics, today, locale),
        contentType: 'application/pdf',
        fileName: `candor-analytics-${range}-${today}.pdf`,
      };
    }
    const { analytics, responses } = await this.forExport(userId, range, filters);
    if (analytics.insights.totalResponses === 0) {
      throw new ConflictError(NOTHING_TO_EXPORT, 'nothing_to_export');
    }
    return {
      body: Buffer.from(analyticsCsv(analytics, responses, locale), 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      fileName: `candor-analytics-${range}-${today}.csv`,
    };
  }
}
