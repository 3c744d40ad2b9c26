import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import type { ChallengeSolution, OpenLinkChallenge } from '#shared/api/challenge';
import { DynamoOpenLinkGuardStore } from '../../adapters/dynamodb/open-link-guard-store';
import { DynamoRateLimiter } from '../../adapters/dynamodb/rate-limiter';
import { CHALLENGE_WORK, OPEN_LINK_BURST, OpenLinkGuard } from './open-link-guard';
import { aTestTable } from '../../adapters/dynamodb/test-table.fixture';

describe('the open link guard on DynamoDB Local', () => {
  const { tableName, docs } = aTestTable();
  // The product's clock, moved by the tests: at the start of a minute, so a window is whole.
  let at = Date.parse('2026-11-30T09:00:00Z');
  const now = () => new Date(at);
  const guardWith = (secret: string) =>
    new OpenLinkGuard({
      limiter: new DynamoRateLimiter(docs, tableName, now),
      store: new DynamoOpenLinkGuardStore(docs, tableName),
      secret: () => Promise.resolve(secret),
      now,
      burstAnswers: 5,
    });
  const guard = guardWith('a-server-only-seed-of-enough-length');

  const solve = async (challenge: OpenLinkChallenge): Promise<ChallengeSolution> => {
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('not solved');
    return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  };

  it('lets a calm open link answer, asks after a burst, and keeps asking for ten minutes', async () => {
    // Prepare
    const surveyId = crypto.randomUUID();
    const calm: boolean[] = [];
    // Act
    for (let i = 0; i < 5; i += 1) calm.push((await guard.counts(surveyId)).challenge);
    const sixth = await guard.counts(surveyId);
    at += 61_000;
    const nextMinute = await guard.counts(surveyId);
    at += OPEN_LINK_BURST.challengeSeconds * 1000;
    const afterwards = await guard.counts(surveyId);
    const otherSurvey = await guard.counts(crypto.randomUUID());
    // Assess
    expect(calm).toEqual([false, false, false, false, false]);
    expect(sixth.challenge).toBe(true);
    expect(nextMinute.challenge).toBe(true);
    expect(afterwards.challenge).toBe(false);
    expect(otherSurvey.challenge).toBe(false);
  });

  it('accepts a solved challenge once, for its own survey, before it expires', async () => {
    const surveyId = crypto.randomUUID();
    const challenge = await guard.issue(surveyId);
    expect(challenge.parameters.algorithm).toBe(CHALLENGE_WORK.algorithm);
    const sent = await solve(challenge);

    expect(await guard.check(surveyId, sent)).toBeNull();
    expect(await guard.check(crypto.randomUUID(), sent)).toBe('other_survey');
    expect(await guard.spend(sent)).toBeNull();
    // Replayed: checked fine, refused when spent.
    expect(await guard.check(surveyId, sent)).toBeNull();
    expect(await guard.spend(sent)).toBe('used');
  });

  it('refuses an expired challenge', async () => {
    const surveyId = crypto.randomUUID();
    const sent = await solve(await guard.issue(surveyId));
    at += CHALLENGE_WORK.ttlSeconds * 1000;
    expect(await guard.check(surveyId, sent)).toBe('expired');
  });

  it('refuses a wrong signature, a changed challenge and a wrong solution', async () => {
    const surveyId = crypto.randomUUID();
    const sent = await solve(await guard.issue(surveyId));
    const otherKey = guardWith('another-seed-that-did-not-sign-it');
    expect(await otherKey.check(surveyId, sent)).toBe('invalid');
    const forged: ChallengeSolution = {
      ...sent,
      challenge: { ...sent.challenge, signature: 'ab'.repeat(32) },
    };
    expect(await guard.check(surveyId, forged)).toBe('invalid');
    // Moved to another survey (or given longer) without a new signature.
    const moved: ChallengeSolution = {
      ...sent,
      challenge: {
        ...sent.challenge,
        parameters: {
          ...sent.challenge.parameters,
          data: { ...sent.challenge.parameters.data, surveyId: 'another' },
        },
      },
    };
    expect(await guard.check('another', moved)).toBe('invalid');
    // The derived key is the proof (it takes the work to find): a made-up one is refused.
    const wrong: ChallengeSolution = {
      ...sent,
      solution: { counter: sent.solution.counter, derivedKey: 'cd'.repeat(32) },
    };
    expect(await guard.check(surveyId, wrong)).toBe('invalid');
    const cheap: ChallengeSolution = {
      ...sent,
      challenge: {
        ...sent.challenge,
        parameters: { ...sent.challenge.parameters, algorithm: 'SHA-1' },
      },
    };
    expect(await guard.check(surveyId, cheap)).toBe('invalid');
  });

  it('stores counts, times and hashes only: no respondent, no answer, no challenge to match', async () => {
    const surveyId = crypto.randomUUID();
    for (let i = 0; i < 6; i += 1) await guard.counts(surveyId);
    const challenge = await guard.issue(surveyId);
    const sent = await solve(challenge);
    expect(await guard.spend(sent)).toBeNull();

    const { Items = [] } = await docs.send(new ScanCommand({ TableName: tableName }));
    for (const item of Items) {
      expect(Object.keys(item).sort()).toEqual(
        item.entityType === 'RateWindow'
          ? ['PK', 'SK', 'count', 'entityType', 'expiresAt']
          : ['PK', 'SK', 'entityType', 'expiresAt'],
      );
      const text = JSON.stringify(item);
      expect(text).not.toContain(challenge.signature);
      expect(text).not.toContain(challenge.parameters.nonce);
      expect(text).not.toContain(sent.solution.derivedKey);
    }
    const used = Items.filter((item) => item.entityType === 'UsedChallenge');
    expect(used.length).toBeGreaterThan(0);
    // Kept to a 5-minute step: not the second the challenge was issued.
    for (const item of used) expect((item.expiresAt as number) % 300).toBe(0);
  });
});
