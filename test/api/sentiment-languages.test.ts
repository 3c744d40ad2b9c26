import { describe, expect, it } from 'vitest';
import { analyticsResponse, type Analytics } from '#shared/api/analytics';
import {
  POSITIVE,
  api,
  createSurvey,
  dashboardOf,
  pulse,
  responsesOf,
  submitOk,
} from './support/responses-api';
import { createTeam, register, type Person } from './support/teams-api';

/**
 * Sentiment beyond English (issue 32, decision 0057): a comment is scored in its own language
 * when sentiment covers it, and is "not scored" (never neutral) when it does not. What is not
 * scored is counted like every other figure: only once its release group shows.
 */
const GERMAN_PRAISE = 'Das Team ist großartig, ich bin sehr zufrieden';
const FINNISH = 'Tiimimme on loistava ja johto kuuntelee meitä';
const SWAHILI = 'Timu yetu ni nzuri sana na tunafurahia kazi';

async function analyticsOf(by: Person): Promise<Analytics> {
  const response = await api('GetAnalytics', { token: by.token });
  expect(response.status, response.text).toBe(200);
  return analyticsResponse.parse(response.body);
}

describe('sentiment by language', () => {
  it('scores a German comment positive and stores a Finnish one as not scored, not neutral', async () => {
    const owner = await register('Greta');
    const team = await createTeam(owner, 'Sprachen');
    const survey = await createSurvey(owner, {
      teamId: team.id,
      title: 'Languages, named',
      isAnonymous: false,
    });
    await submitOk(survey.id, pulse(survey, 3, GERMAN_PRAISE));
    await submitOk(survey.id, pulse(survey, 3, FINNISH));
    await submitOk(survey.id, pulse(survey, 3));

    const { responses } = await responsesOf(owner, survey.id, 'regular');
    const byComment = new Map(responses.map((r) => [r.responses[1]?.value ?? null, r.sentiment]));
    // A middling rating with German praise leans positive: the words were read.
    expect(byComment.get(GERMAN_PRAISE)).toBeGreaterThan(0.6);
    expect(byComment.get(FINNISH)).toBeNull();
    expect(byComment.get(null)).toBe(0.5);

    const board = await dashboardOf(owner);
    expect(board.totalResponses).toBe(3);
    expect(board.notScored).toBe(1);
    // Two scored answers: one neutral (the bare rating), one positive or neutral; the Finnish
    // comment is in no class and out of the average.
    const overview = board.sentimentOverview;
    expect(overview).not.toBeNull();
    expect((overview?.positive ?? 0) + (overview?.neutral ?? 0)).toBe(100);
    const scored = [byComment.get(GERMAN_PRAISE) ?? 0, 0.5];
    expect(board.avgSentiment).toBeCloseTo((scored[0]! + scored[1]!) / 2, 2);
    expect(board.recentResponses.filter((r) => r.sentiment === null)).toHaveLength(1);

    const analytics = await analyticsOf(owner);
    expect(analytics.insights.notScored).toBe(1);
    expect(analytics.insights.totalResponses).toBe(3);
  });

  it('plays the manager looking for the one person who writes in another language: nothing moves before the group shows', async () => {
    const owner = await register('Mona');
    const team = await createTeam(owner, 'Anonymous languages');
    const survey = await createSurvey(owner, { teamId: team.id, title: 'Languages, anonymous' });
    expect(survey.isAnonymous).toBe(true);
    const threshold = survey.anonymityThreshold;

    const quiet = async () => {
      const board = await dashboardOf(owner);
      const analytics = await analyticsOf(owner);
      return {
        notScored: board.notScored,
        overview: board.sentimentOverview,
        average: board.avgSentiment,
        analyticsNotScored: analytics.insights.notScored,
        analyticsSentiment: analytics.insights.sentiment,
      };
    };
    const before = await quiet();
    expect(before.notScored).toBe(0);

    // The manager watches after each answer: the Swahili comment first, then the others.
    await submitOk(survey.id, pulse(survey, 4, SWAHILI));
    expect(await quiet()).toEqual(before);
    for (let i = 1; i < threshold - 1; i++) {
      await submitOk(survey.id, pulse(survey, 4, POSITIVE));
      expect(await quiet()).toEqual(before);
    }
    // The group's last answer releases it: only now is one answer of the group not scored.
    await submitOk(survey.id, pulse(survey, 4, POSITIVE));
    const released = await quiet();
    expect(released.notScored).toBe(1);
    expect(released.analyticsNotScored).toBe(1);
    expect(released.overview).toEqual({ positive: 100, neutral: 0, negative: 0 });

    // The next group's first answer, in Finnish, waits with its group: no figure moves.
    await submitOk(survey.id, pulse(survey, 2, FINNISH));
    expect(await quiet()).toEqual(released);

    // The released cards show the group's answers, the not-scored one among them, in no order
    // that ties it to when it came.
    const { responses } = await responsesOf(owner, survey.id, 'regular');
    expect(responses).toHaveLength(threshold);
    expect(responses.filter((r) => r.sentiment === null)).toHaveLength(1);
  });
});
