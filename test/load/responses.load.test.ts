import { beforeAll, describe, expect, it } from 'vitest';
import { invitationsResponse, surveyResponsesResponse } from '#shared/api/responses';
import { getRoute } from '#shared/api/routes';
import { surveyResponse, type Survey } from '#shared/api/surveys';
import { apiUrl, mailedToken, uniqueEmail } from '../api/support/auth-api';
import { grantPlan } from '../api/support/billing-api';
import { createTeam, register, type Person } from '../api/support/teams-api';
import {
  createSurvey,
  pulse,
  sendSurvey,
  storedResponseCount,
  surveyLinkPath,
  surveyPartition,
  type Answer,
} from '../api/support/responses-api';

/**
 * A burst of answers to one survey through the local HTTP runtime, on loopback: 1,000
 * submissions with at most 100 in flight (900 from the open link, 100 from personal links), then
 * 50 simultaneous replays of one used personal link. Every answer must be stored exactly once,
 * and the survey's tallies must agree with what is stored.
 */

const SUBMISSIONS = 1000;
const PERSONAL = 100;
const IN_FLIGHT = 100;
const REPLAYS = 50;

interface Outcome {
  status: number;
  body: string;
  /** What the local runtime counted for the request (x-candor-dynamodb-calls). */
  dynamoCalls: number;
}

async function post(path: string, json: unknown): Promise<Outcome> {
  const response = await fetch(`${apiUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
  return {
    status: response.status,
    body: await response.text(),
    dynamoCalls: Number(response.headers.get('x-candor-dynamodb-calls') ?? Number.NaN),
  };
}

async function get(path: string, token: string): Promise<unknown> {
  const response = await fetch(`${apiUrl()}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return response.json();
}

/** Runs every task, at most `limit` at a time, and returns the outcomes in task order. */
async function bounded<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      results[index] = await (tasks[index] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

const tally = (outcomes: Outcome[], by: 'status' | 'dynamoCalls' = 'status') =>
  outcomes.reduce<Record<number, number>>((counts, outcome) => {
    counts[outcome[by]] = (counts[outcome[by]] ?? 0) + 1;
    return counts;
  }, {});

/**
 * What the survey's partition says, per source and release group: the answers stored in each
 * group, the release record's count, and the waiting tallies. Printed when the tallies disagree
 * with what is stored, so a failure explains itself.
 */
async function releaseLedger(surveyId: string): Promise<string> {
  const items = await surveyPartition(surveyId, '');
  const groups: Record<string, { stored: number; released?: number }> = {};
  let stats: Record<string, unknown> = {};
  for (const item of items) {
    const sk = String(item.SK);
    if (sk === 'STATS') stats = item;
    if (sk.startsWith('RESPONSE#')) {
      const bucket = String(item.GSI1SK ?? '').split('#')[1] ?? '?';
      const key = `${String(item.source)}:${bucket}`;
      groups[key] = { ...groups[key], stored: (groups[key]?.stored ?? 0) + 1 };
    }
    if (item.entityType === 'SurveyRelease') {
      const key = `${String(item.source)}:B${String(item.group).padStart(6, '0')}`;
      groups[key] = { stored: groups[key]?.stored ?? 0, released: Number(item.count) };
    }
  }
  const waiting = Object.fromEntries(Object.entries(stats).filter(([k]) => /^w/i.test(k)));
  return JSON.stringify({ groups, waiting });
}

/** Every response id of one list, page by page. */
async function allIds(owner: Person, surveyId: string, list: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const page = surveyResponsesResponse.parse(
      await get(`/api/surveys/${surveyId}/${list}${query}`, owner.token),
    );
    ids.push(...page.responses.map((r) => r.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

describe('a burst of responses to one survey', () => {
  let owner: Person;
  let survey: Survey;
  const tokens: string[] = [];

  beforeAll(async () => {
    // The product's day must not change during the burst (releases are once a day): set its
    // clock to noon UTC, whatever time the run starts or other journeys left it at.
    // (the next noon: the product's clock only moves forward)
    const noon = new Date();
    noon.setUTCHours(12, 0, 0, 0);
    if (noon.getTime() <= Date.now()) noon.setUTCDate(noon.getUTCDate() + 1);
    const pinned = await fetch(`${apiUrl()}/dev/api/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offsetMs: noon.getTime() - Date.now() }),
    });
    expect(pinned.status).toBe(200);
    owner = await register('Lola', uniqueEmail('load-owner'));
    // A burst of 1,000 answers is past Starter's 200 a month (decision 0012 would hold the rest):
    // this test is about storing each once, so the account is on a plan without that limit.
    await grantPlan(owner.userId, 'enterprise');
    const team = await createTeam(owner, 'Load team');
    survey = await createSurvey(owner, { teamId: team.id, title: 'Load pulse' });
    const recipients = Array.from({ length: PERSONAL }, () => uniqueEmail('load'));
    expect((await sendSurvey(owner, survey.id, { recipients })).sent).toBe(PERSONAL);
    const mail = (await (await fetch(`${apiUrl()}/dev/api/mail`)).json()) as {
      to: string[];
      text: string;
      html: string;
    }[];
    const prefix = `${apiUrl()}${surveyLinkPath(survey.id)}?token=`;
    for (const to of recipients) {
      const mine = mail.filter((m) => m.to.includes(to) && m.text.includes(prefix));
      expect(mine).toHaveLength(1);
      tokens.push(
        mailedToken(mine[0] as Parameters<typeof mailedToken>[0], surveyLinkPath(survey.id)),
      );
    }
    expect(new Set(tokens).size).toBe(PERSONAL);
  });

  it('stores every one of 1,000 concurrent submissions once, and no replay of a used link', async () => {
    const path = `/api/surveys/email-response/${survey.id}`;
    const answers = (i: number): Answer[] =>
      pulse(survey, (i % 5) + 1, i % 3 === 0 ? 'Great week, thanks!' : undefined);
    // Every tenth submission comes from a personal link, spread through the burst. An answer
    // refused as busy (503: "not saved, send it again") is sent again, as its page asks the
    // respondent to; a refused answer must have left nothing behind (the count below).
    let sentAgain = 0;
    const tasks = Array.from({ length: SUBMISSIONS }, (_, i) => async () => {
      const token = i % 10 === 0 ? tokens[i / 10] : undefined;
      for (let attempt = 1; ; attempt += 1) {
        const outcome = await post(path, {
          responses: answers(i),
          acceptedTerms: true,
          ...(token ? { token } : {}),
        });
        if (outcome.status !== 503 || !outcome.body.includes('send it again') || attempt >= 3) {
          return outcome;
        }
        sentAgain += 1;
      }
    });

    const started = performance.now();
    const outcomes = await bounded(tasks, IN_FLIGHT);
    const burstSeconds = (performance.now() - started) / 1000;
    console.log(
      `load: ${SUBMISSIONS} submissions, ${IN_FLIGHT} in flight, in ${burstSeconds.toFixed(1)} s ` +
        `(${(SUBMISSIONS / burstSeconds).toFixed(0)}/s); statuses ${JSON.stringify(tally(outcomes))}; ` +
        `sent again after a busy refusal: ${sentAgain}`,
    );
    console.log(
      `load: DynamoDB calls per submission ${JSON.stringify(tally(outcomes, 'dynamoCalls'))}`,
    );
    const failures = outcomes.filter((o) => o.status !== 201);
    expect(
      tally(outcomes),
      `first failures: ${failures
        .slice(0, 3)
        .map((f) => `${f.status} ${f.body}`)
        .join(' | ')}`,
    ).toEqual({ 201: SUBMISSIONS });

    // What DynamoDB Local holds, counted directly, and what the survey's tallies say.
    expect(await storedResponseCount(survey.id)).toBe(SUBMISSIONS);
    // The day's first group of each source is released at once; the rest wait for the next day
    // (decision 0009), when the hourly job releases them.
    const sameDay = surveyResponsesResponse.parse(
      await get(`/api/surveys/${survey.id}/responses`, owner.token),
    );
    expect(sameDay.total).toBeGreaterThanOrEqual(survey.anonymityThreshold);
    // At most one release a source that day, each of at least the threshold. How much the first
    // groups hold depends on timing: a release changes nothing when an answer slipped in after it
    // read the tallies, so under a burst it may only win once the burst is over (then everything
    // is out, and nothing waits).
    const releases = (await surveyPartition(survey.id, '')).filter(
      (item) => item.entityType === 'SurveyRelease',
    );
    const sources = releases.map((r) => String(r.source));
    expect(new Set(sources).size, sources.join(', ')).toBe(sources.length);
    expect(releases.every((r) => Number(r.count) >= survey.anonymityThreshold)).toBe(true);
    expect(sameDay.release?.waiting).toBe(sameDay.total < SUBMISSIONS);
    const clock = await fetch(`${apiUrl()}/dev/api/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceHours: 24 }),
    });
    expect(clock.status).toBe(200);
    expect(
      (await fetch(`${apiUrl()}/dev/api/jobs/response-digest`, { method: 'POST' })).status,
    ).toBe(200);
    const regular = surveyResponsesResponse.parse(
      await get(`/api/surveys/${survey.id}/responses`, owner.token),
    );
    expect(
      regular,
      regular.total === SUBMISSIONS ? '' : `release ledger: ${await releaseLedger(survey.id)}`,
    ).toMatchObject({
      total: SUBMISSIONS,
      needed: 0,
      counts: { all: SUBMISSIONS, regular: SUBMISSIONS - PERSONAL, email: PERSONAL },
      release: { waiting: false },
    });
    const stored = surveyResponse.parse(await get(`/api/surveys/${survey.id}`, owner.token));
    expect(stored.survey.response_count).toBe(SUBMISSIONS);
    const regularIds = await allIds(owner, survey.id, 'responses');
    const emailIds = await allIds(owner, survey.id, 'email-responses');
    expect(regularIds).toHaveLength(SUBMISSIONS - PERSONAL);
    expect(emailIds).toHaveLength(PERSONAL);
    expect(new Set([...regularIds, ...emailIds]).size).toBe(SUBMISSIONS);
    const invitations = invitationsResponse.parse(
      await get(`/api/surveys/${survey.id}/invitations`, owner.token),
    );
    // Who responded is never shown per recipient; how many is, per release.
    expect(invitations.invitations.filter((i) => i.status === 'responded')).toEqual([]);
    expect(invitations.responded?.total).toBe(PERSONAL);

    // 50 replays of one used link at once: all refused, nothing stored.
    const replayStarted = performance.now();
    const replays = await Promise.all(
      Array.from({ length: REPLAYS }, () =>
        post(path, { responses: answers(1), acceptedTerms: true, token: tokens[0] }),
      ),
    );
    console.log(
      `load: ${REPLAYS} replays in ${((performance.now() - replayStarted) / 1000).toFixed(1)} s; ` +
        `statuses ${JSON.stringify(tally(replays))}; whole test ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(tally(replays)).toEqual({ 409: REPLAYS });
    // Contention retries included, every request stayed within its route's budget.
    const budget = getRoute('SubmitEmailResponse').maxDynamoCalls;
    expect([...outcomes, ...replays].filter((o) => !(o.dynamoCalls <= budget))).toEqual([]);
    for (const replay of replays) {
      expect(JSON.parse(replay.body)).toMatchObject({ errorType: 'already_responded' });
    }
    expect(await storedResponseCount(survey.id)).toBe(SUBMISSIONS);
    const after = surveyResponsesResponse.parse(
      await get(`/api/surveys/${survey.id}/email-responses`, owner.token),
    );
    expect(after.counts).toEqual({
      all: SUBMISSIONS,
      regular: SUBMISSIONS - PERSONAL,
      email: PERSONAL,
    });
  }, 240_000);
});
