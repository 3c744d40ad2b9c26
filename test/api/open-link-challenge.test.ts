import { request } from 'node:http';
import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openLinkChallenge,
  type ChallengeSolution,
  type OpenLinkChallenge,
} from '#shared/api/challenge';
import { errorBody } from '#shared/api/errors';
import { submitResponseResult } from '#shared/api/responses';
import { startRuntimeProcess, type RuntimeProcess } from '../support/runtime-process';
import { inOneWindow, useRuntime } from './support/auth-api';
import {
  createSurvey,
  openLanding,
  pulse,
  storedResponseCount,
  surveyPartition,
  TABLE,
  withTable,
  type Answer,
} from './support/responses-api';
import { register, type Person } from './support/teams-api';

/**
 * The open link's proof-of-work challenge after a burst (decision 0046), on a runtime of its own
 * with the deployed settings: 10 answers a minute to one open link, then a challenge.
 */
describe('the open link after a burst', () => {
  let runtime: RuntimeProcess;
  const dynamodb = () => runtime.services['DynamoDB Local'] ?? '';

  beforeAll(async () => {
    runtime = await startRuntimeProcess({ args: ['--no-web-build'] });
    useRuntime(runtime.url);
  });
  afterAll(async () => {
    await runtime?.stop();
  });

  interface Answered {
    status: number;
    body: unknown;
  }

  /** A POST from a loopback address of its own: another client as far as the server can tell. */
  const submitFrom = (
    localAddress: string,
    surveyId: string,
    responses: Answer[],
    extra: Record<string, unknown> = {},
  ) =>
    new Promise<Answered>((resolve, reject) => {
      const url = new URL(`/api/surveys/email-response/${surveyId}`, runtime.url);
      const json = JSON.stringify({ responses, acceptedTerms: true, ...extra });
      const req = request(
        {
          host: '127.0.0.1',
          port: url.port,
          path: url.pathname,
          method: 'POST',
          localAddress,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(json),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            let body: unknown;
            try {
              body = JSON.parse(text);
            } catch {
              body = text;
            }
            resolve({ status: res.statusCode ?? 0, body });
          });
        },
      );
      req.on('error', reject);
      req.end(json);
    });

  const challengeOf = (answered: Answered): OpenLinkChallenge => {
    expect(answered.status, JSON.stringify(answered.body)).toBe(428);
    const body = answered.body as { challenge?: unknown };
    return openLinkChallenge.parse(body.challenge);
  };

  const solve = async (challenge: OpenLinkChallenge): Promise<ChallengeSolution> => {
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('the challenge was not solved');
    return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  };

  /** The creator's counted responses this month: what the plan's monthly limit compares. */
  const counted = (person: Person) =>
    withTable(async (docs) => {
      const out = await docs.send(
        new GetCommand({
          TableName: TABLE,
          Key: { PK: `USER#${person.userId}`, SK: `USAGE#${new Date().toISOString().slice(0, 7)}` },
          ConsistentRead: true,
        }),
      );
      return (out.Item?.responses as number | undefined) ?? 0;
    }, dynamodb());

  it('asks for the challenge past the burst, stores and counts only solved answers, once each', () =>
    inOneWindow(60, async (attempt) => {
      // Prepare: a Starter account (200 responses a month) with a survey on the open link.
      const owner = await register('Flooded');
      const survey = await createSurvey(owner, { isAnonymous: false });
      await openLanding(survey.id);
      const address = (i: number) => `127.${attempt}.${Math.floor(i / 200)}.${(i % 200) + 2}`;

      // Act: 30 addresses answer at once, as the flood did.
      const flood: Answered[] = [];
      for (let i = 0; i < 30; i += 1) {
        flood.push(await submitFrom(address(i), survey.id, pulse(survey, 5, `flood ${i}`)));
      }

      // Assess: the first 10 went in as before; every later one was asked for the check and
      // stored nothing, so the plan's month is not eaten.
      expect(flood.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(201));
      for (const answered of flood.slice(10)) {
        const error = errorBody.parse(answered.body);
        expect(error.errorType).toBe('challenge_required');
        expect(error.message).toMatch(/short check.*Your answers are still here/);
        challengeOf(answered);
      }
      expect(await storedResponseCount(survey.id, dynamodb())).toBe(10);
      expect(await surveyPartition(survey.id, 'HELD#', dynamodb())).toEqual([]);
      expect(await counted(owner)).toBe(10);

      // A real respondent who does the work gets in while the flood goes on.
      const asked = await submitFrom(address(100), survey.id, pulse(survey, 4, 'real'));
      const solved = await solve(challengeOf(asked));
      const stored = await submitFrom(address(100), survey.id, pulse(survey, 4, 'real'), {
        challenge: solved,
      });
      expect(stored.status, JSON.stringify(stored.body)).toBe(201);
      expect(submitResponseResult.parse(stored.body).message).toBe(
        'Thank you! Your response has been recorded.',
      );
      expect(await storedResponseCount(survey.id, dynamodb())).toBe(11);
      expect(await counted(owner)).toBe(11);

      // The same solution again, from anywhere, is refused with a fresh challenge.
      const replayed = await submitFrom(address(101), survey.id, pulse(survey, 1, 'again'), {
        challenge: solved,
      });
      expect(replayed.status).toBe(428);
      expect(errorBody.parse(replayed.body)).toMatchObject({
        errorType: 'challenge_failed',
        message: expect.stringMatching(/already used/) as unknown,
      });
      expect(challengeOf(replayed).signature).not.toBe(solved.challenge.signature);

      // Solved for another survey: refused; a garbled one: a 400 that says which field.
      const other = await createSurvey(owner, { isAnonymous: false });
      const forOther = await solve(challengeOf(replayed));
      const elsewhere = await submitFrom(address(102), other.id, pulse(other, 3), {
        challenge: forOther,
      });
      expect(errorBody.parse(elsewhere.body).errorType).toBe(
        // The other survey is calm: the check is still checked, and refused.
        'challenge_failed',
      );
      const garbled = await submitFrom(address(103), survey.id, pulse(survey, 3), {
        challenge: { challenge: { parameters: {}, signature: 'x' }, solution: {} },
      });
      expect(garbled.status).toBe(400);
      expect(errorBody.parse(garbled.body).message).toBeTruthy();

      // Nothing of the refused ones was stored or counted.
      expect(await storedResponseCount(survey.id, dynamodb())).toBe(11);
      expect(await storedResponseCount(other.id, dynamodb())).toBe(0);
      expect(await counted(owner)).toBe(11);
    }));

  it('gives a manager or an operator nothing to pair a solved answer with', () =>
    inOneWindow(60, async (attempt) => {
      // Prepare: the manager floods their own anonymous survey to make the next person solve.
      const manager = await register('Watchful');
      const survey = await createSurvey(manager);
      await openLanding(survey.id);
      const address = (i: number) => `127.${attempt + 10}.${i}.9`;
      let last: Answered | undefined;
      for (let i = 0; i < 11; i += 1) {
        last = await submitFrom(address(i), survey.id, pulse(survey, 3));
      }
      const before = (await surveyPartition(survey.id, 'RESPONSE#', dynamodb())).map((item) =>
        Object.keys(item).sort(),
      );

      // Act: someone answers with the challenge.
      const challenge = challengeOf(last as Answered);
      const solved = await solve(challenge);
      const answered = await submitFrom(address(50), survey.id, pulse(survey, 1, 'honest'), {
        challenge: solved,
      });
      expect(answered.status, JSON.stringify(answered.body)).toBe(201);

      // Assess: the solved answer is stored like every other (same fields, nothing of the
      // challenge), and what the table keeps of the challenge names no survey and no answer.
      const responses = await surveyPartition(survey.id, 'RESPONSE#', dynamodb());
      expect(responses).toHaveLength(11);
      for (const item of responses) expect(Object.keys(item).sort()).toEqual(before[0]);
      const everything = await withTable(async (docs) => {
        const items: Record<string, unknown>[] = [];
        let start: Record<string, unknown> | undefined;
        do {
          const out = await docs.send(
            new ScanCommand({ TableName: TABLE, ExclusiveStartKey: start }),
          );
          items.push(...(out.Items ?? []));
          start = out.LastEvaluatedKey;
        } while (start);
        return items;
      }, dynamodb());
      const text = JSON.stringify(everything);
      for (const secret of [
        challenge.signature,
        challenge.parameters.nonce,
        challenge.parameters.salt,
        solved.solution.derivedKey,
      ]) {
        expect(text).not.toContain(secret);
      }
      const kept = everything.filter((item) =>
        ['UsedChallenge', 'OpenLinkBurst'].includes(item.entityType as string),
      );
      expect(kept.map((item) => item.entityType).sort()).toContain('UsedChallenge');
      for (const item of kept) {
        expect(Object.keys(item).sort()).toEqual(['PK', 'SK', 'entityType', 'expiresAt']);
      }
      const used = kept.filter((item) => item.entityType === 'UsedChallenge');
      for (const item of used) expect(JSON.stringify(item)).not.toContain(survey.id);
    }));
});
