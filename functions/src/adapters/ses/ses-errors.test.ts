import { describe, expect, it } from 'vitest';
import { sesFailure } from './ses-errors';

const answer = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ message }), {
    status,
    headers: { 'content-type': 'application/json', 'x-amzn-errortype': code },
  });

describe('sesFailure', () => {
  it('counts a refusal of the address or message as refused', async () => {
    const error = await sesFailure(answer(400, 'MessageRejected', 'Not verified: x@y.z'), 'it');
    expect(error.failure).toMatchObject({ kind: 'refused', status: 400, code: 'MessageRejected' });
  });

  it.each(['SendingPausedException', 'AccountSuspendedException', 'AccessDeniedException'])(
    'counts %s as about the account, not the address',
    async (code) => {
      const error = await sesFailure(answer(400, code, 'The account cannot send.'), 'it');
      expect(error.failure).toMatchObject({ kind: 'account', status: 400, code });
    },
  );

  it('counts 5xx and throttling as unavailable', async () => {
    expect((await sesFailure(answer(503, 'ServiceUnavailable', 'Later'), 'it')).failure.kind).toBe(
      'unavailable',
    );
    expect(
      (await sesFailure(answer(400, 'TooManyRequestsException', 'Slow down'), 'it')).failure.kind,
    ).toBe('unavailable');
  });
});
