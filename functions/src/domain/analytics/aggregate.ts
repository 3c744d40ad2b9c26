import { rangeDays, type Analytics, type AnalyticsRange } from '#shared/api/analytics';

/** A survey's visible tallies of one day (the release day for anonymous surveys). */
export interface DayTally {
  day: string;
  responses: number;
  sentimentSum: number;
  positive: number;
  neutral: number;
  negative: number;
}

/** What aggregation needs of a survey the caller manages. */
export interface AnalyticsSurvey {
  id: string;
  title: string;
  isAnonymous: boolean;
  anonymityThreshold: number;
  teamIds: string[];
  /** ISO time. */
  createdAt: string;
  /** Released answers in all (anonymous surveys) or all answers (named ones). */
  releasedResponses: number;
}

export interface AnalyticsInput {
  range: AnalyticsRange;
  /** Today (UTC, YYYY-MM-DD): the last day of the range. */
  today: string;
  surveys: AnalyticsSurvey[];
  teamNames: Map<string, string>;
  /** Day tallies per survey id, covering this period and the one before. */
  days: Map<string, DayTally[]>;
}

const DAY_MS = 86_400_000;
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The days a range covers and the period of the same length before it. */
export function periodOf(range: AnalyticsRange, today: string) {
  const n = rangeDays[range];
  const from = addDays(today, -(n - 1));
  return { from, to: today, previousFrom: addDays(from, -n), previousTo: addDays(from, -1) };
}

/** Percentage change, one decimal; null when there is nothing to compare with. */
export function growth(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/**
 * The cells an anonymous survey may show: a day with fewer answers than the survey's threshold
 * is left out (the release model never makes one; this keeps the promise if a tally ever did).
 * Totals are sums of shown cells, so no total minus its shown parts reveals a hidden cell.
 */
export function shownDays(survey: AnalyticsSurvey, days: DayTally[]): DayTally[] {
  if (!survey.isAnonymous) return days.filter((d) => d.responses > 0);
  if (survey.releasedResponses < survey.anonymityThreshold) return [];
  return days.filter((d) => d.responses >= survey.anonymityThreshold);
}

const within = (day: string, from: string, to: string) => day >= from && day <= to;

/**
 * The analytics payload from the surveys' day tallies: its work grows with days and surveys,
 * never with answers. Pure, so every rule is tested with hand-made tallies.
 */
export function aggregate(input: AnalyticsInput): Analytics {
  const { range, today, surveys, teamNames } = input;
  const { from, to, previousFrom, previousTo } = periodOf(range, today);
  const teamName = (s: AnalyticsSurvey) => {
    const id = s.teamIds[0];
    return (id && teamNames.get(id)) || null;
  };
  const createdOn = (s: AnalyticsSurvey) => s.createdAt.slice(0, 10);

  const perSurvey = surveys.map((survey) => {
    const shown = shownDays(survey, input.days.get(survey.id) ?? []);
    const current = shown.filter((d) => within(d.day, from, to));
    const previous = shown.filter((d) => within(d.day, previousFrom, previousTo));
    const sum = (days: DayTally[]) => days.reduce((n, d) => n + d.responses, 0);
    return {
      survey,
      current,
      responses: sum(current),
      previousResponses: sum(previous),
    };
  });

  const belowThreshold = surveys.filter(
    (s) => s.isAnonymous && s.releasedResponses < s.anonymityThreshold,
  ).length;
  const totalResponses = perSurvey.reduce((n, s) => n + s.responses, 0);
  const previousResponses = perSurvey.reduce((n, s) => n + s.previousResponses, 0);
  const totalSurveys = surveys.filter((s) => createdOn(s) <= to).length;
  const previousSurveys = surveys.filter((s) => createdOn(s) <= previousTo).length;
  const createdNow = surveys.filter((s) => within(createdOn(s), from, to)).length;
  const createdBefore = surveys.filter((s) =>
    within(createdOn(s), previousFrom, previousTo),
  ).length;
  const rate = totalSurveys > 0 ? round1((totalResponses / totalSurveys) * 100) : 0;
  const previousRate =
    previousSurveys > 0 ? round1((previousResponses / previousSurveys) * 100) : 0;

  const activeTeamsOf = (active: (s: (typeof perSurvey)[number]) => boolean) =>
    new Set(perSurvey.filter(active).flatMap((s) => s.survey.teamIds)).size;
  const activeTeams = activeTeamsOf(
    (s) => s.responses > 0 || within(createdOn(s.survey), from, to),
  );
  const previousActiveTeams = activeTeamsOf(
    (s) => s.previousResponses > 0 || within(createdOn(s.survey), previousFrom, previousTo),
  );

  const cells = perSurvey.flatMap((s) => s.current.map((d) => ({ survey: s.survey, ...d })));
  const sentiment = cells.reduce(
    (t, c) => ({
      sum: t.sum + c.sentimentSum,
      responses: t.responses + c.responses,
      positive: t.positive + c.positive,
      neutral: t.neutral + c.neutral,
      negative: t.negative + c.negative,
    }),
    { sum: 0, responses: 0, positive: 0, neutral: 0, negative: 0 },
  );
  // Answers not scored (decision 0057) are in no class: the average and shares are of the rest,
  // and their count is of the same released day tallies as every other figure.
  const scored = sentiment.positive + sentiment.neutral + sentiment.negative;

  const byDay = new Map<string, number>();
  for (const c of cells) byDay.set(c.day, (byDay.get(c.day) ?? 0) + c.responses);
  const dailyResponses = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    dailyResponses.push({ date: day, value: byDay.get(day) ?? 0 });
  }

  const anonymous = surveys.filter((s) => s.isAnonymous).length;
  const ranked = perSurvey
    .filter((s) => s.responses > 0)
    .sort((a, b) => b.responses - a.responses || a.survey.title.localeCompare(b.survey.title));

  const newestCells = [...cells].sort(
    (a, b) => b.day.localeCompare(a.day) || a.survey.title.localeCompare(b.survey.title),
  );
  const plural = (n: number) => (n === 1 ? 'response' : 'responses');
  const activity = [
    ...newestCells.map((c) => ({
      type: 'response' as const,
      message: `${c.responses} ${plural(c.responses)} to ${c.survey.title}`,
      timestamp: c.day,
    })),
    ...surveys
      .filter((s) => within(createdOn(s), from, to))
      .map((s) => ({
        type: 'survey' as const,
        message: `Survey created: ${s.title}`,
        timestamp: createdOn(s),
      })),
  ]
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
    .slice(0, 10);

  return {
    range,
    from,
    to,
    surveys: surveys.map((s) => ({ id: s.id, title: s.title, team_name: teamName(s) })),
    responses: newestCells
      .slice(0, 100)
      .map((c) => ({ survey_title: c.survey.title, submitted_at: c.day, count: c.responses })),
    insights: {
      totalSurveys,
      totalResponses,
      surveyGrowth: growth(createdNow, createdBefore),
      responseGrowth: growth(totalResponses, previousResponses),
      avgResponseRate: rate,
      responseRateChange: previousSurveys > 0 ? round1(rate - previousRate) : null,
      activeTeams,
      teamGrowth: growth(activeTeams, previousActiveTeams),
      avgSentiment: scored > 0 ? Math.round((sentiment.sum / scored) * 1000) / 1000 : null,
      sentiment: {
        positive: percent(sentiment.positive, scored),
        neutral: percent(sentiment.neutral, scored),
        negative: percent(sentiment.negative, scored),
      },
      notScored: sentiment.responses - scored,
      surveyTypes: [
        { type: 'Anonymous', count: anonymous },
        { type: 'Named', count: surveys.length - anonymous },
      ].filter((t) => t.count > 0),
      topSurveys: ranked.slice(0, 5).map((s) => ({
        title: s.survey.title,
        team: teamName(s.survey),
        responseRate: percent(s.responses, totalResponses),
        responses: s.responses,
      })),
      questionInsights: [],
      surveysBelowThreshold: belowThreshold,
    },
    trends: {
      dailyResponses,
      trends: perSurvey
        .filter((s) => s.responses > 0 || s.previousResponses > 0)
        .sort((a, b) => b.responses - a.responses)
        .map((s) => ({
          survey: s.survey.title,
          responses: s.responses,
          period: range,
          change: growth(s.responses, s.previousResponses),
        })),
    },
    recentActivity: activity,
  };
}
