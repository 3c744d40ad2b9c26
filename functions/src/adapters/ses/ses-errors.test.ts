import {
  AccountSuspendedException,
  MessageRejected,
  SendingPausedException,
  SESv2ServiceException,
  TooManyRequestsException,
} from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { sesFailure } from './ses-errors';

const $metadata = (httpStatusCode: number) => ({ httpStatusCode, requestId: 'r-1' });

describe('sesFailure', () => {
  it('counts a refusal of the address or message as refused, with its code and reason', () => {
    const error = sesFailure(
      new MessageRejected({ message: 'Not verified:  x@y.z', $metadata: $metadata(400) }),
      'the message',
    );
    expect(error.message).toBe('The mail service refused the message (400 MessageRejected)');
    expect(error.failure).toEqual({
      kind: 'refused',
      status: 400,
      code: 'MessageRejected',
      reason: 'Not verified: x@y.z',
    });
  });

  it.each([
    new SendingPausedException({ message: 'Paused', $metadata: $metadata(400) }),
    new AccountSuspendedException({ message: 'Suspended', $metadata: $metadata(400) }),
    new SESv2ServiceException({
      name: 'AccessDeniedException',
      $fault: 'client',
      message: 'Not allowed',
      $metadata: $metadata(403),
    }),
  ])('counts $name as about the account, not the address', (exception) => {
    const error = sesFailure(exception, 'it');
    expect(error.failure).toMatchObject({ kind: 'account', code: exception.name });
  });

  it('counts 5xx and throttling as unavailable', () => {
    const down = new SESv2ServiceException({
      name: 'ServiceUnavailable',
      $fault: 'server',
      message: 'Later',
      $metadata: $metadata(503),
    });
    expect(sesFailure(down, 'it').failure).toMatchObject({ kind: 'unavailable', status: 503 });
    expect(sesFailure(down, 'it').message).toBe(
      'The mail service could not take it (503 ServiceUnavailable)',
    );
    const slowDown = new TooManyRequestsException({
      message: 'Slow down',
      $metadata: $metadata(400),
    });
    expect(sesFailure(slowDown, 'it').failure.kind).toBe('unavailable');
  });

  it('counts no answer at all (a timeout, a refused connection) as unavailable', () => {
    const timeout = Object.assign(new Error('Request timed out'), { name: 'TimeoutError' });
    const error = sesFailure(timeout, 'the message');
    expect(error.message).toBe('The mail service did not answer');
    expect(error.failure).toEqual({ kind: 'unavailable' });
    expect(error.cause).toBe(timeout);
  });
});
