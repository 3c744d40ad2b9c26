import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAnsweringServer, type AnsweringServer } from '../testing/answering-server';
import { JwtSessionTokens } from './jwt-session-tokens';
import { cachedKeySource, secretsManagerKeySource } from './session-key';

const ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:candor-session-key';
const seedA = 'first-seed-that-is-long-enough-to-derive-a-key-0123456789';
const seedB = 'rotated-seed-that-is-long-enough-to-derive-a-key-987654321';
const secret = (seed: string) => ({
  status: 200,
  body: { ARN, Name: 'candor-session-key', SecretString: seed, VersionId: 'v1' },
});

/**
 * The Secrets Manager client over real HTTP against a local server that answers as Secrets
 * Manager's JSON API does; the cache's clock is the test's.
 */
describe('the session key from Secrets Manager', () => {
  let secrets: AnsweringServer;
  let clock: number;
  const source = (options: { ttlMs?: number; minRereadMs?: number } = {}) =>
    cachedKeySource(secretsManagerKeySource(ARN, 'eu-west-1', secrets.endpoint), {
      ...options,
      now: () => clock,
    });

  beforeAll(async () => {
    secrets = await startAnsweringServer();
  });
  afterAll(() => secrets.close());
  beforeEach(() => {
    secrets.reset();
    clock = 1_000_000;
  });

  it('is read with GetSecretValue, and tried again when Secrets Manager fails', async () => {
    secrets.answers.push(
      { status: 500, errorType: 'InternalServiceError', body: { message: 'Oops' } },
      secret(seedA),
    );
    await expect(source()()).resolves.toBe(seedA);
    expect(secrets.seen).toHaveLength(2);
    expect(secrets.seen[1]?.headers['x-amz-target']).toBe('secretsmanager.GetSecretValue');
    expect(JSON.parse(secrets.seen[1]?.body ?? '')).toEqual({ SecretId: ARN });
  });

  it('is kept for its time to live, then read again: a rotated secret is picked up', async () => {
    const key = source({ ttlMs: 300_000 });
    secrets.answers.push(secret(seedA), secret(seedB));
    await expect(key()).resolves.toBe(seedA);
    clock += 299_999;
    await expect(key()).resolves.toBe(seedA);
    expect(secrets.seen).toHaveLength(1);
    clock += 1;
    await expect(key()).resolves.toBe(seedB);
    expect(secrets.seen).toHaveLength(2);
  });

  it('keeps the seed it holds when a read after its time to live fails', async () => {
    const key = source({ ttlMs: 300_000, minRereadMs: 10_000 });
    secrets.answers.push(secret(seedA));
    await key();
    clock += 300_000;
    secrets.answers.push({ status: 400, errorType: 'AccessDeniedException', body: {} });
    await expect(key()).resolves.toBe(seedA);
    // Not read again on every request while it fails: after the short pause only.
    await expect(key()).resolves.toBe(seedA);
    expect(secrets.seen).toHaveLength(2);
    clock += 10_000;
    secrets.answers.push(secret(seedB));
    await expect(key()).resolves.toBe(seedB);
  });

  it('fails the first read when there is no seed yet, and reads again next time', async () => {
    const key = source();
    secrets.answers.push({ status: 400, errorType: 'ResourceNotFoundException', body: {} });
    await expect(key()).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
    secrets.answers.push(secret(seedA));
    await expect(key()).resolves.toBe(seedA);
  });

  it('verifies a token signed with the rotated key by reading the secret again at once', async () => {
    secrets.answers.push(secret(seedA));
    const here = new JwtSessionTokens(source({ ttlMs: 300_000, minRereadMs: 10_000 }), 3600);
    const before = await here.issue('user-1', 1);
    await expect(here.verify(before.token)).resolves.toMatchObject({ sub: 'user-1' });

    // A minute later, another container read the rotated secret and signed with its key.
    clock += 60_000;
    const there = new JwtSessionTokens(async () => seedB, 3600);
    const after = await there.issue('user-1', 1);
    secrets.answers.push(secret(seedB));
    await expect(here.verify(after.token)).resolves.toMatchObject({ sub: 'user-1' });
    expect(secrets.seen).toHaveLength(2);
    // What this container signs from now on, the others verify.
    await expect(there.verify((await here.issue('user-2', 1)).token)).resolves.toMatchObject({
      sub: 'user-2',
    });
  });

  it('refuses a token of a key it cannot find without reading the secret for each one', async () => {
    secrets.answers.push(secret(seedA), secret(seedA));
    const here = new JwtSessionTokens(source({ ttlMs: 300_000, minRereadMs: 10_000 }), 3600);
    const stranger = new JwtSessionTokens(async () => `${seedB}-someone-else`, 3600);
    for (let i = 0; i < 3; i += 1) {
      const { token } = await stranger.issue('user-1', 1);
      await expect(here.verify(token)).rejects.toThrow(/key is unknown/);
      clock += 1000;
    }
    expect(secrets.seen).toHaveLength(1);
    clock += 10_000;
    const { token } = await stranger.issue('user-1', 1);
    await expect(here.verify(token)).rejects.toThrow(/key is unknown/);
    expect(secrets.seen).toHaveLength(2);
  });
});
