import type { RouteId } from '#shared/api/routes';
import { getRoute } from '#shared/api/routes';
import type { Figure } from './report';

/**
 * DynamoDB calls on the response path, measured on a real survey: a manager's team and survey,
 * five personal links sent by e-mail, answers through them and through the open link, and the
 * pages that read the results. Each route's figure is the most calls any of its requests took.
 */

interface Answer {
  status: number;
  calls: number | null;
  body: unknown;
}

async function call(base: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(new URL(path, base), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const calls = response.headers.get('x-candor-dynamodb-calls');
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, calls: calls === null ? null : Number(calls), body: parsed };
}

const questions = [
  {
    type: 'rating',
    text: 'How was your week?',
    required: true,
    order: 1,
    options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
  },
  {
    type: 'textarea',
    text: 'What went well?',
    required: false,
    order: 2,
    options: { maxLength: 500 },
  },
  {
    type: 'multiple_choice',
    text: 'Workload',
    required: true,
    order: 3,
    options: { choices: ['Light', 'Right', 'Heavy'] },
  },
];

export async function responsePathFigures(
  base: string,
  token: string,
  group: string,
): Promise<Figure[]> {
  const seen = new Map<RouteId, Answer[]>();
  const record = (id: RouteId, answer: Answer) => seen.set(id, [...(seen.get(id) ?? []), answer]);

  const team = await call(base, 'POST', '/api/teams', token, { name: 'Bench team' });
  const teamId = (team.body as { team?: { id: string } }).team?.id;
  const created = await call(base, 'POST', '/api/surveys', token, {
    title: 'Bench pulse',
    questions,
    ...(teamId ? { teamId } : {}),
  });
  const survey = (
    created.body as { survey?: { id: string; questions: { id: string; type: string }[] } }
  ).survey;
  if (!survey) throw new Error(`could not create the bench survey (${created.status})`);
  const id = survey.id;
  const answers = (text: string) => [
    { questionId: survey.questions[0]?.id, type: 'rating', value: 4 },
    { questionId: survey.questions[1]?.id, type: 'textarea', value: text },
    { questionId: survey.questions[2]?.id, type: 'multiple_choice', value: 1 },
  ];

  const recipients = Array.from({ length: 6 }, (_, i) => `bench-${i}-${Date.now()}@candor.example`);
  record(
    'SendSurveyEmail',
    await call(base, 'POST', `/api/surveys/${id}/send-email`, token, { recipients }),
  );
  record(
    'SendSurveyEmail',
    await call(base, 'POST', `/api/surveys/${id}/send-email`, token, { recipients }),
  );

  // The worker sends from the queue at the mail service's rate (decision 0033).
  await fetch(new URL('/dev/api/sends/queue?wait=60000', base));
  const mail = (await (await fetch(new URL('/dev/api/mail', base))).json()) as {
    to: string[];
    text: string;
  }[];
  const tokens = recipients.map((address) => {
    const sent = mail.find((m) => m.to.includes(address));
    return sent ? /token=([A-Za-z0-9_-]{43})/.exec(sent.text)?.[1] : undefined;
  });

  // Five answer; the sixth is resent below.
  for (const link of tokens.slice(0, 5)) {
    if (!link) continue;
    record(
      'GetEmailLanding',
      await call(base, 'GET', `/api/surveys/email-landing/${id}?token=${link}`),
    );
    record(
      'SubmitEmailResponse',
      await call(base, 'POST', `/api/surveys/email-response/${id}`, undefined, {
        token: link,
        responses: answers('Great week, the team was helpful'),
        acceptedTerms: true,
      }),
    );
  }
  const replay = tokens[0];
  if (replay) {
    record(
      'SubmitEmailResponse',
      await call(base, 'POST', `/api/surveys/email-response/${id}`, undefined, {
        token: replay,
        responses: answers('again'),
        acceptedTerms: true,
      }),
    );
  }
  for (let i = 0; i < 5; i += 1) {
    record('GetEmailLanding', await call(base, 'GET', `/api/surveys/email-landing/${id}`));
    record(
      'SubmitEmailResponse',
      await call(base, 'POST', `/api/surveys/email-response/${id}`, undefined, {
        responses: answers('Fine'),
        acceptedTerms: true,
      }),
    );
  }
  for (let i = 0; i < 3; i += 1) {
    record('ListSurveyResponses', await call(base, 'GET', `/api/surveys/${id}/responses`, token));
    record(
      'ListSurveyEmailResponses',
      await call(base, 'GET', `/api/surveys/${id}/email-responses`, token),
    );
    record(
      'ListSurveyInvitations',
      await call(base, 'GET', `/api/surveys/${id}/invitations`, token),
    );
    record('GetDashboard', await call(base, 'GET', '/api/dashboard', token));
  }
  record(
    'ResendSurveyInvitation',
    await call(base, 'POST', `/api/surveys/${id}/resend-invitation`, token, {
      email: recipients[5],
    }),
  );

  return [...seen].map(([routeId, answers]) => {
    const route = getRoute(routeId);
    const counted = answers.filter((a) => a.calls !== null);
    const statuses = [...new Set(answers.map((a) => a.status))].join('/');
    return {
      id: `dynamodb.${routeId}`,
      group,
      label: `${routeId} ${route.method} ${route.path}`,
      value: counted.length > 0 ? Math.max(...counted.map((a) => a.calls as number)) : null,
      unit: 'count' as const,
      budget: route.maxDynamoCalls,
      ...(counted.length > 0
        ? { note: `most of ${answers.length} responses on a real survey (status ${statuses})` }
        : { error: `no x-candor-dynamodb-calls (status ${statuses})` }),
    };
  });
}
