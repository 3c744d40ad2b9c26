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
  /** The latest responses (at most 5), by day. */
  recentResponses: z.array(
    z.object({
      id: z.string(),
      surveyId: z.string(),
      surveyTitle: z.string(),
      sentiment: z.number(),
      teamName: z.nullable(z.string()),
      /** The day it was submitted. */
      createdAt: z.string(),
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
