import * as z from 'zod/mini';

/** The periods analytics can cover (spec 9); 30 days unless asked. */
export const analyticsRanges = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '30d';
/** How many days each range covers, today included. */
export const rangeDays: Record<AnalyticsRange, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
};

const rangeField = z.optional(
  z.enum(analyticsRanges, { error: () => 'Range must be one of 7d, 30d, 90d, 1y' }),
);

/** A survey or team id as a filter: the page puts it in its address, so it is checked here. */
const filterId = (what: 'survey' | 'team') =>
  z.optional(
    z
      .string()
      .check(
        z.regex(
          /^[0-9a-f-]{8,64}$/,
          `The ${what} filter must be the id of a ${what} you manage (letters a-f, digits and dashes)`,
        ),
      ),
  );

/**
 * The locale dates are written in (a BCP 47 tag such as en-US or de-DE): the page sends the one it
 * formats with, so the export's dates read like the page's.
 */
export function isDateLocale(tag: string): boolean {
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/.test(tag)) return false;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false;
  }
}

const analyticsFilters = {
  /** Only this survey (one the caller manages). */
  survey: filterId('survey'),
  /** Only the surveys assigned to this team (whole surveys: decision 0019, "Filters"). */
  team: filterId('team'),
};

export const analyticsQuery = z.object({
  range: rangeField,
  ...analyticsFilters,
  /** A cache-busting timestamp the page adds (spec 7); ignored. */
  t: z.optional(
    z.string().check(z.regex(/^\d{1,13}$/, 'Timestamp must be a time in milliseconds')),
  ),
});

export const exportFormats = ['csv', 'pdf'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const analyticsExportQuery = z.object({
  format: z.enum(exportFormats, { error: () => 'Format must be csv or pdf' }),
  range: rangeField,
  ...analyticsFilters,
  locale: z.optional(
    z
      .string()
      .check(z.refine(isDateLocale, 'Locale must be a language tag such as en-US, en-GB or de-DE')),
  ),
});
export type AnalyticsFilters = { survey?: string; team?: string };

const percentOrNull = z.nullable(z.number());

const answerCount = z.object({ answer: z.string(), count: z.number() });

/**
 * One question's released answers in the range. Counts, and for a text question answered by
 * enough people a few short excerpts (`comments`), never more of an answer's text. The anonymity
 * unit is the group (decision 0019): an anonymous survey's questions show only once its released
 * answers in the range reach its threshold, and then in full (every choice, every rating value).
 */
export const questionInsight = z.object({
  surveyId: z.string(),
  survey: z.string(),
  questionId: z.string(),
  question: z.string(),
  type: z.string(),
  /** Released responses in the range that the question's tallies hold. */
  responses: z.number(),
  /** People who answered it (null only in payloads made before groups showed whole). */
  answered: z.nullable(z.number()),
  /** Answered / responses x 100. */
  completionRate: percentOrNull,
  /** Every choice or rating given, in the question's order (none nobody gave). */
  answers: z.array(answerCount),
  /** The 3 answers given most (spec 9). */
  topAnswers: z.array(answerCount),
  /** Ratings: the mean on the question's own scale (out of `max`), how many gave each value. */
  rating: z.nullable(
    z.object({
      max: z.number(),
      average: z.nullable(z.number()),
      distribution: z.array(z.object({ value: z.number(), count: z.number() })),
    }),
  ),
  /** A 0-10 rating's eNPS: % promoters (9-10) − % detractors (0-6), and each group's count. */
  enps: z.optional(
    z.object({
      score: z.number(),
      promoters: z.number(),
      passives: z.number(),
      detractors: z.number(),
    }),
  ),
  /**
   * Text questions only (decision 0019): up to 3 short excerpts of released answers, with no
   * time, respondent, team or round, in an order that says nothing of when they were given.
   * `excerpts` is null (withheld) until at least `threshold` people answered the question in the
   * range: max(5, the survey's anonymity threshold), or 5 for a survey that is not anonymous.
   */
  comments: z.optional(
    z.object({ threshold: z.number(), excerpts: z.nullable(z.array(z.string())) }),
  ),
});
export type QuestionInsight = z.infer<typeof questionInsight>;

/** A rating question whose figures a survey's round trend follows. */
export const roundTrendQuestion = z.object({
  questionId: z.string(),
  question: z.string(),
  /** The rating scale: its mean is out of `max`. */
  min: z.number(),
  max: z.number(),
  /** A 0-10 question: its eNPS is followed too. */
  enps: z.boolean(),
});
export type RoundTrendQuestion = z.infer<typeof roundTrendQuestion>;

/** One rating question's figures in one round that meets its threshold. */
export const roundQuestionFigure = z.object({
  questionId: z.string(),
  /** People of the round who answered it. */
  answered: z.number(),
  /** Mean on the question's own scale, one decimal; null with nobody answering. */
  average: z.nullable(z.number()),
  /** A 0-10 question's eNPS (-100 to 100); null otherwise or with nobody answering. */
  enps: z.nullable(z.number()),
});
export type RoundQuestionFigure = z.infer<typeof roundQuestionFigure>;

/** What the page and the exports say of a text question's comments while they are withheld. */
export const withheldComments = (threshold: number) =>
  `Comments are shown once at least ${threshold} people have answered.`;

/**
 * The analytics payload (spec 3). Every figure comes from released answers only (decision 0009):
 * an anonymous survey's answers count from the day their group of at least its threshold was
 * released, and dates are those release days. See decision 0019 for what is left out.
 */
export const analyticsResponse = z.object({
  range: z.enum(analyticsRanges),
  /** First and last day covered (UTC, YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  surveys: z.array(
    z.object({ id: z.string(), title: z.string(), team_name: z.nullable(z.string()) }),
  ),
  /** Responses per survey and day (never one anonymous answer): `count` answers on that day. */
  responses: z.array(
    z.object({ survey_title: z.string(), submitted_at: z.string(), count: z.number() }),
  ),
  insights: z.object({
    totalSurveys: z.number(),
    totalResponses: z.number(),
    /** Percentage change against the previous period of the same length; null with nothing before. */
    surveyGrowth: percentOrNull,
    responseGrowth: percentOrNull,
    /** Responses in the period per survey, times 100 (spec 9). */
    avgResponseRate: z.number(),
    responseRateChange: percentOrNull,
    activeTeams: z.number(),
    teamGrowth: percentOrNull,
    /** 0 to 1; null when nothing was released in the period. */
    avgSentiment: z.nullable(z.number()),
    /** Whole percentages of the scored responses by class. */
    sentiment: z.object({ positive: z.number(), neutral: z.number(), negative: z.number() }),
    /** Released responses not scored: a comment in a language not covered (decision 0057). */
    notScored: z.number(),
    surveyTypes: z.array(z.object({ type: z.string(), count: z.number() })),
    topSurveys: z.array(
      z.object({
        title: z.string(),
        team: z.nullable(z.string()),
        responseRate: z.number(),
        responses: z.number(),
      }),
    ),
    /** The questions of the surveys answered most recently in the range (decision 0019). */
    questionInsights: z.array(questionInsight),
    /** Anonymous surveys not yet past their threshold: they add nothing but this count. */
    surveysBelowThreshold: z.number(),
  }),
  trends: z.object({
    /** One point per day of the range, zero on days without (released) answers. */
    dailyResponses: z.array(z.object({ date: z.string(), value: z.number() })),
    trends: z.array(
      z.object({
        survey: z.string(),
        responses: z.number(),
        period: z.enum(analyticsRanges),
        change: percentOrNull,
      }),
    ),
    /**
     * Surveys sent in rounds (decision 0023): one point per round opened in the range, from the
     * round's released tallies. An anonymous survey's round below its threshold is left out and
     * counted in `hiddenRounds`. Absent from payloads made before rounds were reported.
     */
    rounds: z.optional(
      z.array(
        z.object({
          surveyId: z.string(),
          survey: z.string(),
          points: z.array(
            z.object({
              round: z.number(),
              /** The day the round opened (UTC). */
              openedOn: z.string(),
              responded: z.number(),
              invited: z.number(),
              /** Participation: responded / invited × 100, rounded, at most 100; null with nobody invited. */
              responseRate: z.nullable(z.number()),
              /** The round's score: its mean rating on `scale` (1 decimal); null with no rating shown. */
              average: z.nullable(z.number()),
              /** The top of the rating scale the score is on (5 for 1-5); absent in older payloads. */
              scale: z.optional(z.nullable(z.number())),
              /**
               * Each of `questions` in this round (issue #27): its mean on its own scale, and eNPS
               * for a 0-10 question; null when nobody in the round answered it. Absent in older
               * payloads.
               */
              questions: z.optional(z.array(roundQuestionFigure)),
            }),
          ),
          hiddenRounds: z.number(),
          /** The survey's rating questions, the lines of its trend chart. Absent in older payloads. */
          questions: z.optional(z.array(roundTrendQuestion)),
        }),
      ),
    ),
  }),
  /**
   * The filters in force and what can be chosen (decision 0019, "Filters"): every survey and team
   * the caller manages, whatever the filter. Absent from payloads made before filters.
   */
  filters: z.optional(
    z.object({
      survey: z.nullable(z.string()),
      team: z.nullable(z.string()),
      surveys: z.array(
        z.object({ id: z.string(), title: z.string(), teamIds: z.array(z.string()) }),
      ),
      teams: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
  /** One row per survey and day: counts, never one answer's time. */
  recentActivity: z.array(
    z.object({ type: z.enum(['response', 'survey']), message: z.string(), timestamp: z.string() }),
  ),
});
export type Analytics = z.infer<typeof analyticsResponse>;

/**
 * The spec's response rate (responses per survey, times 100) as people read it: responses per
 * survey, "3.0" rather than "300%", which reads as a broken percentage.
 */
export function responsesPerSurvey(avgResponseRate: number): string {
  return (avgResponseRate / 100).toFixed(1);
}

/** The response rate's change in points, as a change in responses per survey (two decimals). */
export function perSurveyChange(responseRateChange: number | null): number | null {
  return responseRateChange === null ? null : Number((responseRateChange / 100).toFixed(2));
}
