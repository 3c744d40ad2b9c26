import { nextRun } from '#shared/domain/run-times';
import type { Figure } from './report';

/**
 * DynamoDB calls of an automation's run (decision 0016), measured on real runs: a team of 3 and
 * one of 7 people with e-mail addresses (the manager and their roster), a daily automation each,
 * and its first run fired through the local runtime's `/dev/api/jobs/run`, which calls the
 * scheduled-job handler as the scheduler would and reports the calls it made.
 */

/**
 * A run's budget: a fixed part and one roster query per team. Nothing per recipient: the run
 * queues one message each and the send worker claims and counts them (decision 0033).
 */
export const RUN_FIXED_CALLS = 19;
export const RUN_CALLS_PER_RECIPIENT = 0;
export const runBudget = (teams: number, recipients: number) =>
  RUN_FIXED_CALLS + teams + RUN_CALLS_PER_RECIPIENT * recipients;

export async function call(
  base: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
) {
  const response = await fetch(new URL(path, base), {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * A daily automation of the survey to the team, and its first run fired through the local
 * runtime's `/dev/api/jobs/run` as the scheduler would: the run's answer (its outcome and calls).
 */
export async function fireFirstRun(
  base: string,
  token: string,
  surveyId: string,
  teamId: string,
): Promise<{ outcome?: string; dynamoCalls?: number }> {
  const clock = (await (await fetch(new URL('/dev/api/clock', base))).json()) as { now: string };
  const rule = {
    frequency: 'daily' as const,
    startDate: tomorrow(Date.parse(clock.now)),
    time: '09:00',
    timezone: 'UTC',
    skipWeekends: false,
  };
  const { automation } = (await call(base, 'POST', '/api/automations', token, {
    surveyId,
    teamIds: [teamId],
    ...rule,
  })) as { automation: { id: string } };
  // The run the automation scheduled: the first of its rule after now.
  const run = nextRun(rule, new Date(clock.now));
  if (!run) throw new Error('the automation has no run');
  const fired = await fetch(new URL('/dev/api/jobs/run', base), {
    method: 'POST',
    body: JSON.stringify({
      kind: 'automation-run',
      targetId: `${automation.id}#${run.index}#${run.at.getTime()}`,
      scheduleName: `candor-auto-${automation.id}-${run.index}`,
    }),
  });
  return (await fired.json()) as { outcome?: string; dynamoCalls?: number };
}

const tomorrow = (now: number) => new Date(now + 86_400_000).toISOString().slice(0, 10);

/** One run to the manager and `members` roster entries: the calls it made. */
async function measureRun(base: string, token: string, members: number): Promise<number> {
  const stamp = `${Date.now()}-${members}`;
  const { team } = (await call(base, 'POST', '/api/teams', token, {
    name: `Bench run ${members}`,
  })) as { team: { id: string } };
  for (let i = 0; i < members; i += 1) {
    await call(base, 'POST', `/api/teams/${team.id}/members`, token, {
      name: `Bench member ${i}`,
      email: `bench-run-${stamp}-${i}@candor.example`,
    });
  }
  const { survey } = (await call(base, 'POST', '/api/surveys', token, {
    title: `Bench run pulse ${members}`,
    teamId: team.id,
    questions: [{ type: 'rating', text: 'How was your week?', required: true, order: 1 }],
  })) as { survey: { id: string } };
  const body = await fireFirstRun(base, token, survey.id, team.id);
  if (body.outcome !== 'done' || typeof body.dynamoCalls !== 'number') {
    throw new Error(`the run did not finish (${JSON.stringify(body)})`);
  }
  return body.dynamoCalls;
}

export async function automationRunFigures(base: string, token: string): Promise<Figure[]> {
  const group = `DynamoDB calls of an automation run (POST /dev/api/jobs/run; budget ${RUN_FIXED_CALLS} + teams + ${RUN_CALLS_PER_RECIPIENT} × recipients, decision 0016)`;
  const sizes = [3, 7];
  const figures: Figure[] = [];
  const calls: (number | null)[] = [];
  for (const recipients of sizes) {
    const figure: Figure = {
      id: `dynamodb.automation-run.${recipients}`,
      group,
      label: `a run to ${recipients} recipients (1 team)`,
      value: null,
      unit: 'count',
      budget: runBudget(1, recipients),
    };
    try {
      const value = await measureRun(base, token, recipients - 1);
      calls.push(value);
      figures.push({ ...figure, value });
    } catch (error) {
      calls.push(null);
      figures.push({ ...figure, error: String((error as Error).message ?? error) });
    }
  }
  const [few, many] = calls;
  figures.push({
    id: 'dynamodb.automation-run.per-recipient',
    group,
    label: `per recipient (between ${sizes[0]} and ${sizes[1]})`,
    value:
      typeof few === 'number' && typeof many === 'number'
        ? (many - few) / ((sizes[1] ?? 0) - (sizes[0] ?? 0))
        : null,
    unit: 'count',
    budget: RUN_CALLS_PER_RECIPIENT,
  });
  return figures;
}
