import { call, fireFirstRun } from './automation-run';
import type { Figure } from './report';

/**
 * A company's round at the mail service's rate (decision 0033): a team of 5,000 (the manager and
 * 4,999 generated people, through `/dev/api/plan` and `/dev/api/roster`), its survey's automation
 * fired through `/dev/api/jobs/run`, and the send followed until it is done, with the SES
 * stand-in at 50 mails a second. Then the same with 5% of SES calls failing on the service's
 * side. Each person must get exactly one mail, none marked failed, in at most 1.15 x the time the
 * rate implies, with no function past half its timeout; a send by hand of 1,000 addresses must be
 * answered in under a second.
 */
export const ROUND_PEOPLE = 5_000;
export const BENCH_SES_RATE = 50;
export const TIME_RATIO_BUDGET = 1.15;
const RUN_TIMEOUT_SECONDS = 60;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Mail {
  to: string[];
  text: string;
}

/** A verified manager on the enterprise plan (no member limit; 10,000 mails a day). */
async function manager(base: string, label: string): Promise<string> {
  const email = `bench-${label}-${Date.now()}@candor.example`;
  const { token } = (await call(base, 'POST', '/api/auth/register', '', {
    firstName: 'Round',
    lastName: 'Bench',
    email,
    password: 'Bench-Round-2026!',
  })) as { token: string };
  const mail = (await (await fetch(new URL('/dev/api/mail', base))).json()) as Mail[];
  const sent = mail.find((m) => m.to.includes(email) && /verify-email\?token=/.test(m.text));
  const verify = sent ? /verify-email\?token=([A-Za-z0-9_-]+)/.exec(sent.text)?.[1] : undefined;
  await call(base, 'POST', '/api/auth/verify-email', '', { token: verify ?? '' });
  await call(base, 'POST', '/dev/api/plan', '', { email, plan: 'enterprise' });
  return token;
}

interface RoundResult {
  recipients: number;
  sent: number;
  failed: number;
  /** Addresses that got no mail or more than one. */
  notOnce: number;
  elapsedMs: number;
  runMs: number;
  longestWorkerMs: number;
}

async function limits(base: string, body: Record<string, unknown>) {
  await call(base, 'POST', '/dev/api/mail/limits', '', body);
}

/** A team of `people` with a survey and its automation; the round fired and followed to done. */
async function round(
  base: string,
  token: string,
  label: string,
  people = ROUND_PEOPLE,
): Promise<RoundResult> {
  const { team } = (await call(base, 'POST', '/api/teams', token, {
    name: `Bench round ${label}`,
  })) as { team: { id: string } };
  await call(base, 'POST', '/dev/api/roster', '', { teamId: team.id, count: people - 1 });
  const { survey } = (await call(base, 'POST', '/api/surveys', token, {
    title: `Bench round ${label}`,
    teamId: team.id,
    questions: [{ type: 'rating', text: 'How was your week?', required: true, order: 1 }],
  })) as { survey: { id: string } };
  const started = Date.now();
  const fired = await fireFirstRun(base, token, survey.id, team.id);
  const runMs = Date.now() - started;
  if (fired.outcome !== 'done') throw new Error(`the run did not finish: ${JSON.stringify(fired)}`);
  const listed = (await call(base, 'GET', `/api/surveys/${survey.id}/invitations`, token)) as {
    latestSend: { sendId: string } | null;
  };
  const sendId = listed.latestSend?.sendId;
  if (!sendId) throw new Error('the run recorded no send');
  let send: { state: string; total: number; sent: number; failed: number };
  for (;;) {
    send = (await call(
      base,
      'GET',
      `/api/surveys/${survey.id}/sends/${sendId}`,
      token,
    )) as typeof send;
    if (send.state === 'done') break;
    if (Date.now() - started > 20 * 60_000) throw new Error('the round did not finish in 20 min');
    await sleep(250);
  }
  const elapsedMs = Date.now() - started;
  const queue = (await (await fetch(new URL('/dev/api/sends/queue', base))).json()) as {
    worker: { longestInvocationMs: number };
  };
  // Exactly one mail each: the survey's mails in the SES stand-in, by address.
  const mail = (await (await fetch(new URL('/dev/api/mail', base))).json()) as Mail[];
  const each = new Map<string, number>();
  for (const m of mail) {
    if (!m.text.includes(`/survey/${survey.id}?token=`)) continue;
    for (const to of m.to) each.set(to.toLowerCase(), (each.get(to.toLowerCase()) ?? 0) + 1);
  }
  const invited = [...each.values()];
  // Everyone on the team: a round that reached fewer leaves the rest without their mail.
  const notOnce = invited.filter((count) => count !== 1).length + Math.max(0, people - each.size);
  return {
    recipients: send.total,
    sent: send.sent,
    failed: send.failed,
    notOnce,
    elapsedMs,
    runMs,
    longestWorkerMs: queue.worker.longestInvocationMs,
  };
}

function roundFigures(id: string, title: string, result: RoundResult | Error): Figure[] {
  const group = `A round to a team of ${ROUND_PEOPLE.toLocaleString('en-US')} at ${BENCH_SES_RATE} mails a second (decision 0033): ${title}`;
  // The time the rate implies for the whole team; a round to fewer is a failure of its own.
  const implied = (ROUND_PEOPLE / BENCH_SES_RATE) * 1000;
  const rows: [string, string, keyof RoundResult | 'ratio', Figure['unit'], number][] = [
    ['not-once', 'people of the team without exactly one mail', 'notOnce', 'count', 0],
    ['failed', 'marked failed', 'failed', 'count', 0],
    [
      'ratio',
      `time to done / ${implied / 1000} s the rate implies`,
      'ratio',
      'ratio',
      TIME_RATIO_BUDGET,
    ],
    [
      'run',
      `the automation run (timeout ${RUN_TIMEOUT_SECONDS} s)`,
      'runMs',
      'ms',
      (RUN_TIMEOUT_SECONDS / 2) * 1000,
    ],
    [
      'worker',
      'the longest send worker invocation (timeout 60 s)',
      'longestWorkerMs',
      'ms',
      30_000,
    ],
  ];
  return rows.map(([key, label, field, unit, budget]) => {
    const figure: Figure = { id: `sends.${id}.${key}`, group, label, value: null, unit, budget };
    if (result instanceof Error) return { ...figure, error: result.message };
    const value = field === 'ratio' ? result.elapsedMs / implied : result[field];
    return {
      ...figure,
      value,
      ...(key === 'ratio'
        ? { note: `${(result.elapsedMs / 1000).toFixed(1)} s for ${result.recipients} recipients` }
        : {}),
    };
  });
}

/** A send by hand to 1,000 addresses: how long the API takes to answer it (queued, 202). */
async function sendByHand(base: string, token: string): Promise<number> {
  const { survey } = (await call(base, 'POST', '/api/surveys', token, {
    title: 'Bench send by hand',
    questions: [{ type: 'rating', text: 'How was your week?', required: true, order: 1 }],
  })) as { survey: { id: string } };
  const recipients = Array.from(
    { length: 1000 },
    (_, i) => `by-hand-${Date.now()}-${i}@roster.example.com`,
  );
  const started = Date.now();
  await call(base, 'POST', `/api/surveys/${survey.id}/send-email`, token, { recipients });
  return Date.now() - started;
}

export async function sendRoundFigures(base: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  const attempt = async <T>(work: () => Promise<T>): Promise<T | Error> => {
    try {
      return await work();
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  };
  await limits(base, { perSecond: BENCH_SES_RATE, transientFailures: 0 });
  const first = await attempt(() => manager(base, 'round-a'));
  // A round of 200 first, not measured: the runtime's first minutes (DynamoDB Local's JIT, the
  // stand-ins' first connections) would otherwise be counted against the first round.
  if (!(first instanceof Error)) await attempt(() => round(base, first, 'warm-up', 200));
  figures.push(
    ...roundFigures(
      'round-5000',
      'the mail service healthy',
      first instanceof Error ? first : await attempt(() => round(base, first, 'a')),
    ),
  );
  await limits(base, { transientFailures: 0.05 });
  const second = await attempt(() => manager(base, 'round-b'));
  figures.push(
    ...roundFigures(
      'round-5000-failing',
      '5% of SES calls failing on its side',
      second instanceof Error ? second : await attempt(() => round(base, second, 'b')),
    ),
  );
  await limits(base, { transientFailures: 0 });
  const answered = first instanceof Error ? first : await attempt(() => sendByHand(base, first));
  figures.push({
    id: 'sends.by-hand-1000.answer',
    group: 'A send by hand to 1,000 addresses',
    label: 'POST /api/surveys/{id}/send-email answered (202, queued)',
    value: answered instanceof Error ? null : answered,
    unit: 'ms',
    budget: 1000,
    ...(answered instanceof Error ? { error: answered.message } : {}),
  });
  return figures;
}
