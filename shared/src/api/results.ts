import * as z from 'zod/mini';
import { isDateLocale } from './analytics';

/**
 * A survey's results, question by question, of every round or of one (issue #27, decision 0031).
 * Every figure comes from released question tallies only: an anonymous survey (or round) shows
 * all its figures once its released answers reach its threshold, and nothing but that it waits
 * below it.
 */

const roundField = z.optional(
  z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'Round must be a round number from 1')),
);

export const surveyResultsQuery = z.object({ round: roundField });

export const resultsExportFormats = ['csv', 'pdf'] as const;
export type ResultsExportFormat = (typeof resultsExportFormats)[number];

export const surveyResultsExportQuery = z.object({
  format: z.enum(resultsExportFormats, { error: () => 'Format must be csv or pdf' }),
  round: roundField,
  /** The PDF's dates in the page's locale (as the analytics export takes it). */
  locale: z.optional(
    z
      .string()
      .check(z.refine(isDateLocale, 'Locale must be a language tag such as en-US, en-GB or de-DE')),
  ),
});

/** One question's figures from the released answers shown. */
export const questionResult = z.object({
  questionId: z.string(),
  question: z.string(),
  type: z.string(),
  /** People who answered it among the released responses shown. */
  answered: z.number(),
  /** Ratings: the mean on the question's own scale and how many gave each value of it. */
  rating: z.nullable(
    z.object({
      min: z.number(),
      max: z.number(),
      average: z.nullable(z.number()),
      distribution: z.array(z.object({ value: z.number(), count: z.number() })),
    }),
  ),
  /** A 0-10 rating's eNPS: % promoters (9-10) − % detractors (0-6), and each group's count. */
  enps: z.nullable(
    z.object({
      score: z.number(),
      promoters: z.number(),
      passives: z.number(),
      detractors: z.number(),
    }),
  ),
  /** Choice questions: every choice in order with how many picked it (0 for none). */
  choices: z.nullable(z.array(z.object({ choice: z.string(), count: z.number() }))),
  /**
   * Text questions: up to 3 short excerpts of released answers chosen by a hash, with nothing
   * else of the answer; `excerpts` null until `threshold` people (max(5, k)) answered. The page
   * labels each with the sentiment of its own words (`textSentimentClass`).
   */
  comments: z.nullable(
    z.object({ threshold: z.number(), excerpts: z.nullable(z.array(z.string())) }),
  ),
  /**
   * Against the previous round that met its threshold (`comparedWith`): the change of the
   * average (one decimal) and of the eNPS; null when either has none.
   */
  change: z.nullable(z.object({ average: z.nullable(z.number()), enps: z.nullable(z.number()) })),
});
export type QuestionResult = z.infer<typeof questionResult>;

/** A round in the picker: its released figures, and whether its results show. */
export const resultsRound = z.object({
  round: z.number(),
  openedOn: z.string(),
  invited: z.number(),
  responded: z.number(),
  /** Released responses / people invited, a whole percentage never above 100; null with none invited. */
  participation: z.nullable(z.number()),
  shown: z.boolean(),
  /** Closed: by the next round's opening, 14 days, or a manager; its links take no answers. */
  closed: z.boolean(),
});
export type ResultsRound = z.infer<typeof resultsRound>;

export const surveyResultsResponse = z.object({
  survey: z.object({
    id: z.string(),
    title: z.string(),
    isAnonymous: z.boolean(),
    anonymityThreshold: z.number(),
  }),
  rounds: z.array(resultsRound),
  /** The round shown, or null for every released answer of the survey. */
  round: z.nullable(z.number()),
  /**
   * `waiting`: an anonymous survey (or round) below its threshold: nothing is shown, not even
   * how many answered. `shown`: every figure of the released answers.
   */
  status: z.enum(['shown', 'waiting']),
  /** Released responses the figures cover; null while waiting. */
  responses: z.nullable(z.number()),
  /** The round's participation (every round's for all rounds); null with nobody invited. */
  participation: z.nullable(z.number()),
  /** The round the changes compare with: the latest earlier round that met its threshold. */
  comparedWith: z.nullable(z.number()),
  questions: z.array(questionResult),
});
export type SurveyResults = z.infer<typeof surveyResultsResponse>;

const dayField = (label: string) =>
  z.optional(
    z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date such as 2026-01-31`)),
  );

/**
 * The team heatmap's query: one round, or the releases of a range of days (both ends included),
 * or every released answer when neither is given.
 */
export const surveyTeamResultsQuery = z.object({
  round: roundField,
  from: dayField('From'),
  to: dayField('To'),
});

/** A column of the team heatmap: a rating question (its mean) or a 0-10 question (its eNPS). */
export const teamHeatmapColumn = z.object({
  questionId: z.string(),
  question: z.string(),
  /** `rating`: the mean on `min`..`max`; `enps`: −100..100. */
  kind: z.enum(['rating', 'enps']),
  min: z.number(),
  max: z.number(),
});
export type TeamHeatmapColumn = z.infer<typeof teamHeatmapColumn>;

/** One team's figure for one column; `value` null when none of its people answered that question. */
export const teamHeatmapCell = z.object({
  questionId: z.string(),
  answered: z.number(),
  value: z.nullable(z.number()),
});
export type TeamHeatmapCell = z.infer<typeof teamHeatmapCell>;

/**
 * A team's row. `shown` false: nothing of it shows (no count, no figure), because fewer than the
 * threshold of its people answered in a release, or because showing it beside another team would
 * single someone out; the page says so in one sentence for both.
 */
export const teamHeatmapRow = z.object({
  teamId: z.string(),
  team: z.string(),
  shown: z.boolean(),
  /** Its people's released answers the row covers; null when not shown. */
  responses: z.nullable(z.number()),
  cells: z.array(teamHeatmapCell),
});
export type TeamHeatmapRow = z.infer<typeof teamHeatmapRow>;

export const surveyTeamResultsResponse = z.object({
  survey: z.object({
    id: z.string(),
    title: z.string(),
    isAnonymous: z.boolean(),
    anonymityThreshold: z.number(),
  }),
  round: z.nullable(z.number()),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  /** `waiting`: the survey (or round) is below its threshold: no row is read or shown. */
  status: z.enum(['shown', 'waiting']),
  columns: z.array(teamHeatmapColumn),
  /** The survey's teams, in the survey's order. */
  teams: z.array(teamHeatmapRow),
});
export type SurveyTeamResults = z.infer<typeof surveyTeamResultsResponse>;

export const surveyRoundParams = z.object({
  id: z.string(),
  round: z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'Round must be a round number from 1')),
});

export const closeRoundResponse = z.object({ round: z.number(), message: z.string() });
export type CloseRoundResponse = z.infer<typeof closeRoundResponse>;
