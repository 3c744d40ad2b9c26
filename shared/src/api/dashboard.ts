import * as z from 'zod/mini';

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
  /** Whole percentages of responses by class; null when there is nothing to show. */
  sentimentOverview: z.nullable(
    z.object({ positive: z.number(), neutral: z.number(), negative: z.number() }),
  ),
  /**
   * The latest activity (at most 5), by day. For anonymous surveys a row is one release: `count`
   * answers made visible together on `createdAt`, with their average sentiment; never one answer.
   */
  recentResponses: z.array(
    z.object({
      id: z.string(),
      surveyId: z.string(),
      surveyTitle: z.string(),
      sentiment: z.number(),
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
});
export type Dashboard = z.infer<typeof dashboardResponse>;
