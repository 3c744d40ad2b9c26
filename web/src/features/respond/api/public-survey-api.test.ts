import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchLanding, landingPath, submitResponse, takeEarlyLanding } from './public-survey-api';

const SURVEY = '0d51528e-06d6-41e4-8465-599309cc06f4';
const landing = {
  status: 'open',
  title: 'Weekly pulse',
  description: '',
  isAnonymous: true,
  allowMultipleResponses: false,
  personal: false,
  questions: [],
  branding: { teamName: null, brandColor: '#3B82F6', logoUrl: null },
};
const holder = globalThis as { __candorLanding?: { path: string; response: Promise<Response> } };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  delete holder.__candorLanding;
  vi.unstubAllGlobals();
});

describe('the landing survey.html asked for early', () => {
  it('is used once, for its own path, instead of asking again', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      return Promise.resolve(json({ ...landing, title: 'Asked again' }));
    });
    holder.__candorLanding = {
      path: landingPath(SURVEY, null),
      response: Promise.resolve(json(landing)),
    };

    const first = await fetchLanding('', SURVEY, null);
    expect(first).toMatchObject({ kind: 'loaded', landing: { title: 'Weekly pulse' } });
    expect(asked).toEqual([]);
    // Taken: a retry asks the server again.
    const again = await fetchLanding('', SURVEY, null);
    expect(again).toMatchObject({ kind: 'loaded', landing: { title: 'Asked again' } });
    expect(asked).toEqual([landingPath(SURVEY, null)]);
  });

  it('is not used for another link (a personal token), and a failed one is asked again', async () => {
    holder.__candorLanding = {
      path: landingPath(SURVEY, null),
      response: Promise.resolve(json(landing)),
    };
    expect(takeEarlyLanding(landingPath(SURVEY, 'tok'))).toBeUndefined();

    vi.stubGlobal('fetch', () => Promise.resolve(json({ ...landing, title: 'Asked again' })));
    holder.__candorLanding = {
      path: landingPath(SURVEY, null),
      response: Promise.reject(new TypeError('network')),
    };
    const result = await fetchLanding('', SURVEY, null);
    expect(result).toMatchObject({ kind: 'loaded', landing: { title: 'Asked again' } });
  });
});

describe('an answer the server could not store', () => {
  const body = { responses: [], acceptedTerms: true as const, anonymous: true };

  it('says why and to send again when the server is busy (503), and only the summary for a 500', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        json(
          {
            message: 'Server temporarily unavailable',
            errorType: 'server_error',
            details:
              'Many answers are arriving at once and yours was not saved. Please send it again.',
          },
          503,
        ),
      ),
    );
    expect(await submitResponse('', SURVEY, body)).toEqual({
      kind: 'failed',
      message: 'Many answers are arriving at once and yours was not saved. Please send it again.',
    });
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        json(
          {
            message: 'Server temporarily unavailable',
            errorType: 'server_error',
            details: 'Reference: 3a141e7b-1185-40bc-a7a9-85ea398deedd',
          },
          500,
        ),
      ),
    );
    expect(await submitResponse('', SURVEY, body)).toEqual({
      kind: 'failed',
      message: 'Server temporarily unavailable',
    });
  });
});

describe('a 428 from the open link (decision 0046)', () => {
  const body = { responses: [], acceptedTerms: true as const, anonymous: true };
  const challenge = {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce: 'ab01',
      salt: 'cd02',
      cost: 1000,
      keyLength: 32,
      keyPrefix: 'ef03',
      data: { surveyId: SURVEY, expires: 1, max: 300 },
    },
    signature: '0a0b',
  };

  it('is a challenge to solve, first asked or asked again', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        json({ message: 'Checking', errorType: 'challenge_required', challenge }, 428),
      ),
    );
    expect(await submitResponse('', SURVEY, body)).toEqual({
      kind: 'challenge',
      message: 'Checking',
      challenge,
      again: false,
    });
    vi.stubGlobal('fetch', () =>
      Promise.resolve(json({ message: 'Used', errorType: 'challenge_failed', challenge }, 428)),
    );
    expect(await submitResponse('', SURVEY, body)).toMatchObject({
      kind: 'challenge',
      again: true,
    });
  });

  it('without a challenge it can solve is a failure in the server’s words', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        json(
          {
            message: 'Checking',
            errorType: 'challenge_required',
            challenge: { ...challenge, parameters: { ...challenge.parameters, nonce: 'not hex' } },
          },
          428,
        ),
      ),
    );
    expect(await submitResponse('', SURVEY, body)).toEqual({ kind: 'failed', message: 'Checking' });
  });
});
