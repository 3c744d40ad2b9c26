import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Agent } from 'node:http';
import { join } from 'node:path';
import { routeList } from '#shared/api/routes';
import {
  createDocumentClient,
  createDynamoClient,
} from '../../functions/src/adapters/dynamodb/client';
import { keys } from '../../functions/src/adapters/dynamodb/keys';
import { startRuntime } from './local-runtime';
import { percentile, runRequests } from './measure';
import type { Figure } from './report';

/**
 * `npm run bench -- --only analytics`: the DynamoDB calls and latency of `GET /api/analytics`
 * for a survey with 100 released answers and one with 100,000 (ARCHITECTURE.md: "analytics for a
 * survey with 100,000 responses costs the same reads as with 100"). Both surveys are made through
 * the API, then their released tallies are seeded straight into the table, as 20 days of one
 * release each would leave them: `STATS`, `DAY#`, `RELEASE#` and `QTALLY#` items (R26, R28-R30).
 * The survey's results view (`GET /api/surveys/{id}/results`, issue #27) is measured on the same
 * surveys.
 */
const DAYS = 20;
const REQUESTS = 30;
const today = () => new Date().toISOString().slice(0, 10);
const dayBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

interface Created {
  id: string;
  questions: { id: string; type: string }[];
}

async function json(url: URL, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url.pathname}: ${response.status}`);
  return response.json();
}

async function managerWithSurvey(base: string, name: string) {
  const { token } = (await json(new URL('/api/auth/register', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: name,
      lastName: 'Bench',
      email: `${name.toLowerCase()}-${Date.now()}@candor.example`,
      password: 'Bench-Mark-2026!',
    }),
  })) as { token: string };
  const { survey } = (await json(new URL('/api/surveys', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: `${name} pulse`,
      questions: [
        {
          type: 'rating',
          text: 'How was your week?',
          required: true,
          order: 1,
          options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
        },
        {
          type: 'multiple_choice',
          text: 'Where do you work?',
          required: true,
          order: 2,
          options: { choices: ['Office', 'Home', 'Both'] },
        },
        { type: 'textarea', text: 'Why?', required: false, order: 3, options: {} },
      ],
    }),
  })) as { survey: Created };
  return { token, survey };
}

/** The released tallies of `total` answers over DAYS days, one release a day (regular link). */
async function seed(endpoint: string, survey: Created, total: number) {
  // DynamoDB Local takes any key; the runtime's own are these.
  process.env.AWS_ACCESS_KEY_ID ??= 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'S3RVER';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const docs = createDocumentClient(createDynamoClient({ region: 'us-east-1', endpoint }));
  const table = 'candor';
  const perDay = total / DAYS;
  const [rating, choice, why] = survey.questions.map((q) => q.id) as [string, string, string];
  const last = today();
  const put = (Item: Record<string, unknown>) =>
    docs.send(new PutCommand({ TableName: table, Item }));
  for (let i = 0; i < DAYS; i += 1) {
    const day = dayBefore(last, DAYS - 1 - i);
    const group = i + 1;
    const tallies = {
      responses: perDay,
      regular: perDay,
      sentimentSum: perDay * 0.7,
      positive: perDay,
      neutral: 0,
      negative: 0,
    };
    await put({
      ...keys.surveyDay(survey.id, day),
      entityType: 'SurveyDay',
      surveyId: survey.id,
      lastDay: day,
      ...tallies,
    });
    await put({
      ...keys.surveyRelease(survey.id, 'regular', group),
      ...keys.releasesByDay(survey.id, day, 'regular', group),
      entityType: 'SurveyRelease',
      surveyId: survey.id,
      source: 'regular',
      group,
      day,
      count: perDay,
      sentimentSum: perDay * 0.7,
      positive: perDay,
      neutral: 0,
      negative: 0,
    });
    await put({
      ...keys.questionTally(survey.id, `regular#${keys.releaseBucket(group)}`),
      entityType: 'QuestionTally',
      n: perDay,
      [rating]: perDay,
      [`${rating}_4`]: perDay * 0.6,
      [`${rating}_5`]: perDay * 0.4,
      [choice]: perDay,
      [`${choice}_0`]: perDay * 0.2,
      [`${choice}_1`]: perDay * 0.8,
      [why]: perDay * 0.5,
    });
  }
  // Made DAYS days ago, as its releases say: the results view reads from the survey's first day.
  await docs.send(
    new UpdateCommand({
      TableName: table,
      Key: keys.survey(survey.id),
      UpdateExpression: 'SET createdAt = :at',
      ExpressionAttributeValues: { ':at': `${dayBefore(last, DAYS - 1)}T00:00:00.000Z` },
    }),
  );
  await put({
    ...keys.surveyStats(survey.id),
    entityType: 'SurveyStats',
    surveyId: survey.id,
    responses: total,
    regular: total,
    email: 0,
    sentimentSum: total * 0.7,
    positive: total,
    neutral: 0,
    negative: 0,
    lastDay: last,
    waiting_regular_group: DAYS + 1,
    waiting_regular_count: 0,
    waiting_regular_independent: 0,
    waiting_regular_lastReleasedOn: last,
  });
  docs.destroy();
}

/**
 * A survey assigned to `teams` teams (the manager owns the first) with a round of `total` released
 * e-mailed answers spread over its teams, seeded as 20 releases would leave the heatmap's sums
 * (R44, decision 0040): one `QTEAMSUM#ALL#` and one `QTEAMSUM#R000001#` block a team.
 */
async function seedTeams(
  endpoint: string,
  survey: Created,
  token: string,
  base: string,
  teams: number,
  total: number,
) {
  const docs = createDocumentClient(createDynamoClient({ region: 'us-east-1', endpoint }));
  const table = 'candor';
  const put = (Item: Record<string, unknown>) =>
    docs.send(new PutCommand({ TableName: table, Item }));
  const { user } = (await json(new URL('/api/auth/me', base), {
    headers: { authorization: `Bearer ${token}` },
  })) as { user: { id: string } };
  const ids = Array.from({ length: teams }, (_, i) => `bench-team-${teams}-${i}-${Date.now()}`);
  const [rating] = survey.questions.map((q) => q.id) as [string];
  const per = Math.floor(total / teams);
  const now = new Date().toISOString();
  for (const [i, id] of ids.entries()) {
    await put({
      ...keys.team(id),
      entityType: 'Team',
      id,
      name: `Team ${i + 1}`,
      createdBy: user.id,
      createdAt: now,
      updatedAt: now,
      memberCount: per,
      surveyCount: 1,
      responseCount: per,
    });
    if (i === 0) {
      await put({
        ...keys.teamAccount(id, user.id),
        ...keys.userTeamsIndex(user.id, id),
        entityType: 'TeamAccount',
        teamId: id,
        userId: user.id,
        role: 'owner',
      });
    }
    for (const scope of ['ALL', 'R000001']) {
      await put({
        ...keys.teamTallySum(survey.id, scope, [id]),
        entityType: 'TeamTallySum',
        teams: [id],
        n: per,
        [rating]: per,
        [`${rating}_4`]: Math.ceil(per / 2),
        [`${rating}_5`]: Math.floor(per / 2),
      });
    }
  }
  await docs.send(
    new UpdateCommand({
      TableName: table,
      Key: keys.survey(survey.id),
      UpdateExpression: 'SET teamIds = :teams',
      ExpressionAttributeValues: { ':teams': ids },
    }),
  );
  await put({
    ...keys.surveyRound(survey.id, 1),
    entityType: 'SurveyRound',
    surveyId: survey.id,
    round: 1,
    origin: { kind: 'manual' },
    openedAt: now,
    invited: total,
    responded: per * teams,
    firstGroup: 1,
    lastGroup: DAYS,
  });
  docs.destroy();
}

/** Latency samples and DynamoDB calls of one GET, as three figures (calls, p50, p90). */
async function measured(
  target: { url: URL; token: string; agent: Agent },
  figure: { id: string; group: string; label: string; budget: number | null; note: string },
): Promise<Figure[]> {
  const samples = await runRequests(
    target.url,
    target.agent,
    REQUESTS,
    1,
    performance.now() + 60_000,
    'GET',
    { headers: { authorization: `Bearer ${target.token}` } },
  );
  const ok = samples.filter((s) => s.status === 200);
  const calls = ok.map((s) => s.dynamoCalls ?? Number.NaN);
  const times = ok.map((s) => s.ms);
  const { id, group, label } = figure;
  return [
    {
      id: `${id}.dynamoCalls`,
      group,
      label: `${label}: DynamoDB calls`,
      value: calls.length ? Math.max(...calls) : null,
      unit: 'count',
      budget: figure.budget,
      note: `${ok.length} of ${samples.length} answered 200; ${figure.note}`,
    },
    {
      id: `${id}.p50`,
      group,
      label: `${label}: latency p50`,
      value: ok.length ? percentile(times, 50) : null,
      unit: 'ms',
      budget: null,
    },
    {
      id: `${id}.p90`,
      group,
      label: `${label}: latency p90`,
      value: ok.length ? percentile(times, 90) : null,
      unit: 'ms',
      budget: null,
    },
  ];
}

/**
 * Analytics and a survey's results view (issue #27) over the same seeded surveys: both read only
 * released tallies, so 100,000 answers cost what 100 do.
 */
export async function analyticsFigures(work: string): Promise<Figure[]> {
  const budgetOf = (id: string) => routeList.find((r) => r.id === id)?.maxDynamoCalls ?? null;
  const runtime = await startRuntime(
    join(import.meta.dirname, '../..'),
    join(work, 'analytics-data'),
  );
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const figures: Figure[] = [];
  try {
    if (!runtime.dynamodbEndpoint) throw new Error('the runtime did not say where DynamoDB is');
    for (const [name, total] of [
      ['Hundred', 100],
      ['Hundredk', 100_000],
    ] as const) {
      const { token, survey } = await managerWithSurvey(runtime.url, name);
      await seed(runtime.dynamodbEndpoint, survey, total);
      const label = `${total.toLocaleString('en-US')} responses`;
      const url = new URL('/api/analytics?range=30d', runtime.url);
      const check = (await json(url, { headers: { authorization: `Bearer ${token}` } })) as {
        insights: { totalResponses: number; questionInsights: unknown[] };
      };
      figures.push(
        ...(await measured(
          { url, token, agent },
          {
            id: `analytics.${total}`,
            group: 'GET /api/analytics?range=30d: cost by the number of responses',
            label,
            budget: budgetOf('GetAnalytics'),
            note: `the page read ${check.insights.totalResponses} responses and ${check.insights.questionInsights.length} question insights`,
          },
        )),
      );
      const results = new URL(`/api/surveys/${survey.id}/results`, runtime.url);
      const shown = (await json(results, { headers: { authorization: `Bearer ${token}` } })) as {
        status: string;
        responses: number | null;
        questions: unknown[];
      };
      figures.push(
        ...(await measured(
          { url: results, token, agent },
          {
            id: `results.${total}`,
            group: 'GET /api/surveys/{id}/results: cost by the number of responses',
            label,
            budget: budgetOf('GetSurveyResults'),
            note: `the view was ${shown.status} with ${shown.responses ?? 'no'} responses and ${shown.questions.length} questions`,
          },
        )),
      );
    }
    // The team heatmap (decision 0040) reads its sums: the same calls at 3 teams and at 300.
    for (const teams of [3, 300]) {
      const { token, survey } = await managerWithSurvey(runtime.url, `Teams${teams}`);
      await seed(runtime.dynamodbEndpoint, survey, 100_000);
      await seedTeams(runtime.dynamodbEndpoint, survey, token, runtime.url, teams, 100_000);
      for (const [view, query] of [
        ['every round', ''],
        ['one round', '?round=1'],
      ] as const) {
        const url = new URL(`/api/surveys/${survey.id}/results/teams${query}`, runtime.url);
        const shown = (await json(url, { headers: { authorization: `Bearer ${token}` } })) as {
          status: string;
          teams: { shown: boolean }[];
        };
        figures.push(
          ...(await measured(
            { url, token, agent },
            {
              id: `heatmap.${teams}.${query ? 'round' : 'all'}`,
              group: 'GET /api/surveys/{id}/results/teams: cost by the number of teams',
              label: `${teams} teams, ${view}`,
              budget: budgetOf('GetSurveyTeamResults'),
              note: `the heatmap was ${shown.status} with ${shown.teams.filter((t) => t.shown).length} of ${shown.teams.length} teams shown`,
            },
          )),
        );
      }
    }
  } finally {
    agent.destroy();
    await runtime.stop();
  }
  return figures;
}
