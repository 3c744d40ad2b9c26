import * as z from 'zod/mini';

/** The getting-started checklist's five steps, in the order a new manager takes them. */
export const CHECKLIST_STEPS = ['team', 'people', 'survey', 'send', 'result'] as const;
export type ChecklistStep = (typeof CHECKLIST_STEPS)[number];

/**
 * The getting-started checklist (decision 0048): which steps are done, from the records the
 * dashboard reads anyway, and what each step's action opens next.
 */
export const gettingStartedSchema = z.object({
  done: z.object({
    /** The caller owns or administers a team. */
    team: z.boolean(),
    /** One of those teams has someone on it besides the caller. */
    people: z.boolean(),
    /** The caller manages a survey. */
    survey: z.boolean(),
    /** A survey went out: sent by e-mail, its open link opened, or answered. */
    send: z.boolean(),
    /** A survey has results to read (an anonymous one once it reached its threshold). */
    result: z.boolean(),
  }),
  /** The team the next steps are about: one with people if any, else the newest. */
  team: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** The survey the next steps are about: the newest not sent yet if any, else the newest. */
  survey: z.nullable(z.object({ id: z.string(), title: z.string() })),
  /** The newest survey with results, else the newest sent one (its page says what is needed). */
  resultSurveyId: z.nullable(z.string()),
});
export type GettingStarted = z.infer<typeof gettingStartedSchema>;

/**
 * Something on the dashboard that asks for the manager first, most urgent first:
 * `low-sentiment` (a survey's visible answers average negative), `not-sent` (a survey nobody was
 * sent), `no-people` (a team the caller manages with no one on it but the caller), `awaiting-results` (a survey
 * that went out and has no results to show yet).
 */
export const attentionKinds = [
  'low-sentiment',
  'not-sent',
  'no-people',
  'awaiting-results',
] as const;
export const attentionItemSchema = z.object({
  kind: z.enum(attentionKinds),
  /** The survey's or the team's id. */
  id: z.string(),
  /** The survey's title or the team's name. */
  title: z.string(),
  /** `low-sentiment`: whole percentage of its visible answers that were negative. */
  negativePercent: z.optional(z.number()),
});
export type AttentionItem = z.infer<typeof attentionItemSchema>;

/**
 * The dashboard: totals across the teams and surveys the caller manages. Anonymous surveys below
 * their threshold add to the response total only; their responses and sentiment stay out.
 */
export const dashboardResponse = z.object({
  totalTeams: z.number(),
  /** Surveys the caller manages that are accepting responses. */
  activeSurveys: z.number(),
  totalResponses: z.number(),
  /** 0 to 1; null when there is nothing to average. */
  avgSentiment: z.nullable(z.number()),
  /** Whole percentages of scored responses by class; null when there is nothing to show. */
  sentimentOverview: z.nullable(
    z.object({ positive: z.number(), neutral: z.number(), negative: z.number() }),
  ),
  /**
   * Visible responses not scored: a comment in a language sentiment does not cover (decision
   * 0057). In no class and out of the average; released in groups like every other figure.
   */
  notScored: z.number(),
  /**
   * The latest activity (at most 5), by day. For anonymous surveys a row is one release: `count`
   * answers made visible together on `createdAt`, with their average sentiment; never one answer.
   */
  recentResponses: z.array(
    z.object({
      id: z.string(),
      surveyId: z.string(),
      surveyTitle: z.string(),
      /** 0 to 1; null when none of the answers it stands for was scored (decision 0057). */
      sentiment: z.nullable(z.number()),
      teamName: z.nullable(z.string()),
      /** The day it was submitted (named surveys) or released (anonymous surveys). */
      createdAt: z.string(),
      /** How many answers the row stands for: 1 for a named survey's response. */
      count: z.number(),
    }),
  ),
  /** Recently updated surveys that are accepting responses (at most 5). */
  recentActiveSurveys: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      team_name: z.nullable(z.string()),
      response_count: z.number(),
      updatedAt: z.string(),
    }),
  ),
  gettingStarted: gettingStartedSchema,
  /** What needs the manager first (at most 5), most urgent first. */
  attention: z.array(attentionItemSchema),
});
export type Dashboard = z.infer<typeof dashboardResponse>;
