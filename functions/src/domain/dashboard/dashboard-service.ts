import type { Dashboard } from '#shared/api/dashboard';
import type { ResponseStore } from '../responses/ports';
import type { SurveyRecord } from '../surveys/ports';
import type { SurveyService } from '../surveys/survey-service';
import { gettingStarted, needsAttention } from './getting-started';

const RECENT = 5;

const percent = (part: number, whole: number) => Math.round((part / whole) * 100);
const average = (sum: number, count: number) =>
  count > 0 ? Math.round((sum / count) * 1000) / 1000 : null;

/**
 * The dashboard, from the tallies kept with each response: its cost grows with the number of
 * surveys a manager has, never with the number of responses. Anonymous surveys add only what
 * they released (decision 0009): each source's answers in groups of at least the threshold, so
 * no figure here moves for fewer people; their recent activity is one row per release.
 */
export class DashboardService {
  constructor(
    private readonly surveys: Pick<SurveyService, 'managedBy'>,
    private readonly responses: Pick<ResponseStore, 'latest' | 'recentReleases'>,
  ) {}

  async get(userId: string): Promise<Dashboard> {
    const { surveys, memberships, teams } = await this.surveys.managedBy(userId);
    const teamName = (survey: SurveyRecord) => {
      const id = survey.teamIds[0];
      return (id && teams.get(id)?.name) || null;
    };
    const totals = surveys.reduce(
      (sum, s) => ({
        responses: sum.responses + s.stats.responses,
        sentiment: sum.sentiment + s.stats.sentimentSum,
        positive: sum.positive + s.stats.positive,
        neutral: sum.neutral + s.stats.neutral,
        negative: sum.negative + s.stats.negative,
      }),
      { responses: 0, sentiment: 0, positive: 0, neutral: 0, negative: 0 },
    );
    const active = surveys
      .filter((s) => s.acceptingResponses)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));

    // The latest activity: from the surveys with the newest visible answers, newest day first.
    const answered = surveys
      .filter((s) => s.stats.lastDay !== null && s.stats.responses > 0)
      .sort((a, b) => (b.stats.lastDay ?? '').localeCompare(a.stats.lastDay ?? ''))
      .slice(0, RECENT);
    const latest = await Promise.all(
      answered.map(async (survey) => {
        const row = { surveyId: survey.id, surveyTitle: survey.title, teamName: teamName(survey) };
        if (!survey.isAnonymous) {
          return (await this.responses.latest(survey.id, RECENT)).map((r) => ({
            ...row,
            id: r.id,
            sentiment: r.sentiment,
            createdAt: r.day,
            count: 1,
          }));
        }
        return (await this.responses.recentReleases(survey.id, RECENT)).map((r) => ({
          ...row,
          id: `${survey.id}-${r.source}-${r.group}`,
          sentiment: average(r.sentimentSum, r.scored),
          createdAt: r.day,
          count: r.count,
        }));
      }),
    );
    const recentResponses = latest
      .flat()
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, RECENT);

    // Answers not scored (decision 0057) are in no class: averages and shares are of the rest.
    const scored = totals.positive + totals.neutral + totals.negative;
    return {
      totalTeams: memberships.length,
      activeSurveys: active.length,
      totalResponses: surveys.reduce((sum, s) => sum + s.stats.responses, 0),
      avgSentiment: average(totals.sentiment, scored),
      sentimentOverview:
        scored > 0
          ? {
              positive: percent(totals.positive, scored),
              neutral: percent(totals.neutral, scored),
              negative: percent(totals.negative, scored),
            }
          : null,
      notScored: totals.responses - scored,
      recentResponses,
      recentActiveSurveys: active.slice(0, RECENT).map((s) => ({
        id: s.id,
        title: s.title,
        team_name: teamName(s),
        response_count: s.stats.responses,
        updatedAt: s.updatedAt,
      })),
      gettingStarted: gettingStarted({ surveys, memberships }),
      attention: needsAttention({ surveys, memberships }),
    };
  }
}
