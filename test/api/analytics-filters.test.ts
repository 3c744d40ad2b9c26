import { describe, expect, it } from 'vitest';
import { analyticsResponse, type Analytics } from '#shared/api/analytics';
import { automationResponse } from '#shared/api/automations';
import { formatDay } from '#shared/domain/day-format';
import { advanceHours, apiUrl, productDay, uniqueEmail } from './support/auth-api';
import { pdfText } from './support/exports';
import {
  api,
  costedCalls,
  createSurvey,
  expectCallsWithinBudget,
  fireNextRun,
  linkToken,
  pulse,
  runResponseDigest,
  sendSurvey,
  submitOk,
  type Answer,
} from './support/responses-api';
import { addMember, createTeam, register, type Person } from './support/teams-api';

/**
 * Issue #27, "Trends": the survey and team filters of /analytics and its exports, each round's
 * line per rating question (points only for rounds that meet k), and one date format, the asked
 * locale's, in the CSV and the PDF. It moves the product's clock (a second release day).
 */

async function get(path: string, by: Person) {
  const response = await fetch(`${apiUrl()}${path}`, {
    headers: { authorization: `Bearer ${by.token}` },
  });
  const header = response.headers.get('x-candor-dynamodb-calls');
  costedCalls.push({
    id: path.startsWith('/api/analytics/export') ? 'ExportAnalytics' : 'GetAnalytics',
    status: response.status,
    dynamoCalls: header === null ? undefined : Number(header),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  return { status: response.status, bytes, text };
}

async function analyticsOf(by: Person, query = ''): Promise<Analytics> {
  const response = await get(`/api/analytics?range=30d${query}&t=${Date.now()}`, by);
  expect(response.status, response.text).toBe(200);
  return analyticsResponse.parse(JSON.parse(response.text));
}

async function refused(by: Person, path: string) {
  const response = await get(path, by);
  expect(response.status, response.text).toBe(400);
  return JSON.parse(response.text) as { message: string; errorType: string; details?: string };
}

/** Every figure a manager could subtract from another view's. */
const figures = (a: Analytics) => ({
  total: a.insights.totalResponses,
  days: a.trends.dailyResponses.filter((d) => d.value > 0),
  top: a.insights.topSurveys,
  questions: a.insights.questionInsights.map((q) => [q.questionId, q.responses, q.answers]),
});

describe('analytics filters', () => {
  it('filters by survey and team with whole surveys only: a team below k shows nothing, and all teams minus one never leaves fewer than k', async () => {
    const owner = await register('Filip');
    const stranger = await register('Sten');
    const alpha = await createTeam(owner, 'Alpha crew');
    const beta = await createTeam(owner, 'Beta crew');
    const elsewhere = await createTeam(stranger, 'Elsewhere crew');
    const strangers = await createSurvey(stranger, { title: 'Not yours', teamId: elsewhere.id });
    const inAlpha = await createSurvey(owner, { title: 'Alpha pulse', teamId: alpha.id });
    const inBeta = await createSurvey(owner, { title: 'Beta pulse', teamId: beta.id });

    // Alpha: one released group of 3. Beta: 2 answers, below its threshold of 3.
    for (const rating of [5, 4, 4]) await submitOk(inAlpha.id, pulse(inAlpha, rating));
    await submitOk(inBeta.id, pulse(inBeta, 1, 'beta-secret-one'));
    await submitOk(inBeta.id, pulse(inBeta, 2, 'beta-secret-two'));

    const whole = await analyticsOf(owner);
    expect(whole.insights.totalResponses).toBe(3);
    expect(whole.insights.surveysBelowThreshold).toBe(1);
    expect(whole.filters).toMatchObject({ survey: null, team: null });
    // The choices are every survey and team the manager has, never another account's.
    expect(whole.filters?.teams.map((t) => t.name)).toEqual(['Alpha crew', 'Beta crew']);
    expect(whole.filters?.surveys.map((s) => s.title)).toEqual(['Alpha pulse', 'Beta pulse']);

    const alphaOnly = await analyticsOf(owner, `&team=${alpha.id}`);
    expect(alphaOnly.filters).toMatchObject({ team: alpha.id, survey: null });
    expect(alphaOnly.insights.totalSurveys).toBe(1);
    expect(alphaOnly.insights.topSurveys.map((s) => s.title)).toEqual(['Alpha pulse']);
    // All teams minus Alpha: nothing. Beta's two answers are in neither view...
    expect(figures(whole)).toEqual(figures(alphaOnly));
    // ...and filtering by Beta does not single them out: its figures stay hidden below k.
    const betaOnly = await analyticsOf(owner, `&team=${beta.id}`);
    expect(betaOnly.insights.totalResponses).toBe(0);
    expect(betaOnly.insights.surveysBelowThreshold).toBe(1);
    expect(betaOnly.insights.questionInsights).toEqual([]);
    expect(betaOnly.trends.dailyResponses.every((d) => d.value === 0)).toBe(true);
    expect(JSON.stringify(betaOnly)).not.toContain('beta-secret');
    const betaSurvey = await analyticsOf(owner, `&survey=${inBeta.id}`);
    expect(figures(betaSurvey)).toEqual(figures(betaOnly));

    // A fourth answer to Alpha waits for the next day's release: no view moves by one.
    await submitOk(inAlpha.id, pulse(inAlpha, 1));
    await runResponseDigest();
    for (const query of ['', `&team=${alpha.id}`, `&survey=${inAlpha.id}`]) {
      expect((await analyticsOf(owner, query)).insights.totalResponses, query).toBe(3);
    }
    // Beta's third answer releases its group whole: all teams minus Alpha is now 3, its k.
    await submitOk(inBeta.id, pulse(inBeta, 3));
    const after = await analyticsOf(owner);
    const alphaAfter = await analyticsOf(owner, `&team=${alpha.id}`);
    const betaAfter = await analyticsOf(owner, `&team=${beta.id}`);
    expect(after.insights.totalResponses - alphaAfter.insights.totalResponses).toBe(3);
    expect(betaAfter.insights.totalResponses).toBe(3);
    expect(
      betaAfter.insights.questionInsights.find((q) => q.type === 'rating')?.rating?.average,
    ).toBe(2);

    // Both filters: the survey must be one of the team's.
    const both = await analyticsOf(owner, `&team=${alpha.id}&survey=${inAlpha.id}`);
    expect(both.insights.totalResponses).toBe(3);
    const mismatch = await refused(owner, `/api/analytics?team=${alpha.id}&survey=${inBeta.id}`);
    expect(mismatch.details).toBe('survey: This survey is not assigned to that team');

    // Bad filters: a clear 400 naming the filter, the same for another account's ids.
    const malformed = await refused(owner, '/api/analytics?survey=not%20an%20id!');
    expect(malformed.errorType).toBe('validation_error');
    expect(malformed.details).toBe(
      'survey: The survey filter must be the id of a survey you manage (letters a-f, digits and dashes)',
    );
    const badTeam = await refused(owner, '/api/analytics?team=%3Cscript%3E');
    expect(badTeam.details).toContain('team: The team filter must be the id of a team you manage');
    const notYours = await refused(owner, `/api/analytics?survey=${strangers.id}`);
    expect(notYours.details).toBe('survey: No survey you manage has this id');
    const notYourTeam = await refused(owner, `/api/analytics?team=${elsewhere.id}`);
    expect(notYourTeam.details).toBe('team: No team you manage has this id');
    const exportNotYours = await refused(
      owner,
      `/api/analytics/export?format=csv&team=${elsewhere.id}`,
    );
    expect(exportNotYours.details).toBe('team: No team you manage has this id');
    const badLocale = await refused(owner, '/api/analytics/export?format=csv&locale=xx_%3F%3F');
    expect(badLocale.details).toBe(
      'locale: Locale must be a language tag such as en-US, en-GB or de-DE',
    );

    // The export follows the filter and says so; every date in the asked locale, never ISO.
    const csv = await get(`/api/analytics/export?format=csv&team=${beta.id}&locale=en-GB`, owner);
    expect(csv.status, csv.text).toBe(200);
    const lines = csv.text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      `Candor analytics,${formatDay(after.from, 'en-GB')} to ${formatDay(after.to, 'en-GB')}`,
    );
    expect(lines[1]).toBe('Team: Beta crew');
    expect(csv.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(csv.text).not.toContain('Alpha pulse');
    expect(lines).toContain(`${formatDay(after.to, 'en-GB')},3`);
    expect(formatDay(after.to, 'en-GB')).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
    // Without a locale the file keeps one format too (en-US, "Nov 28, 2026", quoted for its comma).
    const plain = await get(`/api/analytics/export?format=csv&survey=${inAlpha.id}`, owner);
    expect(plain.status, plain.text).toBe(200);
    expect(plain.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(plain.text).toContain(`"${formatDay(after.to, 'en-US')}",3`);

    const pdf = await get(`/api/analytics/export?format=pdf&team=${beta.id}&locale=en-GB`, owner);
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.bytes);
    expect(text).toContain('Team: Beta crew');
    expect(text).toContain(
      `Range: ${formatDay(after.from, 'en-GB')} to ${formatDay(after.to, 'en-GB')}`,
    );
    // One day with answers: said in words, not drawn as a line of zeros.
    expect(text).toContain('Answers were released on one day only');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('draws a line per rating question across rounds, with points only for rounds that meet k', async () => {
    const owner = await register('Rhea');
    const team = await createTeam(owner, 'Trend crew');
    const people = ['a', 'b', 'c'].map((l) => uniqueEmail(`trend-${l}`));
    for (const [i, email] of people.entries()) {
      await addMember(owner, team.id, `Person ${i}`, email);
    }
    const [a, b, c] = people as [string, string, string];
    const survey = await createSurvey(owner, {
      title: 'Trend pulse',
      teamId: team.id,
      questions: [
        {
          type: 'rating',
          text: 'How was your week?',
          required: true,
          order: 1,
          options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
        },
        {
          type: 'rating',
          text: 'How likely are you to recommend the team?',
          required: true,
          order: 2,
          options: { min: 0, max: 10, labels: ['Not at all', 'Extremely'] },
        },
      ],
    });
    const [week, enps] = survey.questions.map((q) => q.id) as [string, string];
    const answers = (rating: number, score: number): Answer[] => [
      { questionId: week, type: 'rating', value: rating },
      { questionId: enps, type: 'rating', value: score },
    ];

    // Round 1: ratings 3, 2, 4 (3.0/5); 10, 9, 6 on 0-10 (2 promoters, 1 detractor: +33).
    expect((await sendSurvey(owner, survey.id, { recipients: people })).sent).toBe(3);
    for (const [who, rating, score] of [
      [a, 3, 10],
      [b, 2, 9],
      [c, 4, 6],
    ] as const) {
      await submitOk(survey.id, answers(rating, score), await linkToken(who, survey.id));
    }
    const created = await api('CreateAutomation', {
      token: owner.token,
      json: {
        surveyId: survey.id,
        teamIds: [team.id],
        frequency: 'weekly',
        startDate: await productDay(1),
        time: '09:00',
        timezone: 'UTC',
      },
    });
    expect(created.status, created.text).toBe(201);
    const automation = automationResponse.parse(created.body).automation;
    // Round 2: two answers only; round 3 opens and round 2 closes below k (withheld).
    await fireNextRun(automation.id);
    await submitOk(survey.id, answers(1, 0), await linkToken(a, survey.id, 2));
    await submitOk(survey.id, answers(1, 0), await linkToken(b, survey.id, 2));
    await fireNextRun(automation.id);
    // Round 3: ratings 5, 5, 4 (4.7/5); 10, 10, 10 (+100), released the next day.
    for (const [who, rating] of [
      [a, 5],
      [b, 5],
      [c, 4],
    ] as const) {
      await submitOk(survey.id, answers(rating, 10), await linkToken(who, survey.id, 3));
    }
    await advanceHours(25);
    await runResponseDigest();

    const analytics = await analyticsOf(owner);
    const [trend] = analytics.trends.rounds ?? [];
    expect(trend?.survey).toBe('Trend pulse');
    expect(trend?.hiddenRounds).toBe(1);
    expect(trend?.questions).toEqual([
      { questionId: week, question: 'How was your week?', min: 1, max: 5, enps: false },
      {
        questionId: enps,
        question: 'How likely are you to recommend the team?',
        min: 0,
        max: 10,
        enps: true,
      },
    ]);
    // Points for rounds 1 and 3 only: round 2 is a gap, with nothing of its two answers.
    expect(trend?.points.map((p) => [p.round, p.responded, p.average, p.questions])).toEqual([
      [
        1,
        3,
        3,
        [
          { questionId: week, answered: 3, average: 3, enps: null },
          { questionId: enps, answered: 3, average: 8.3, enps: 33 },
        ],
      ],
      [
        3,
        3,
        4.7,
        [
          { questionId: week, answered: 3, average: 4.7, enps: null },
          { questionId: enps, answered: 3, average: 10, enps: 100 },
        ],
      ],
    ]);
    // The survey filter keeps its trend; the CSV carries the same lines.
    const only = await analyticsOf(owner, `&survey=${survey.id}`);
    expect(only.trends.rounds).toEqual(analytics.trends.rounds);
    const csv = await get(
      `/api/analytics/export?format=csv&survey=${survey.id}&locale=en-US`,
      owner,
    );
    expect(csv.status, csv.text).toBe(200);
    const opened = formatDay(trend!.points[0]!.openedOn, 'en-US');
    expect(csv.text).toContain(`Trend pulse,1,"${opened}",How was your week?,3,3.0/5,`);
    expect(csv.text).toContain(
      `Trend pulse,1,"${opened}",How likely are you to recommend the team?,3,8.3/10,33`,
    );
    expect(csv.text).not.toMatch(/Trend pulse,2,/);
  });

  it('stays within its DynamoDB budget', () => {
    expectCallsWithinBudget();
  });
});
