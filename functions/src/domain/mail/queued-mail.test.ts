import { describe, expect, it } from 'vitest';
import { MailDeliveryError, type MailFailure, type OutgoingMail } from '../platform/mail';
import { oncePerKey, sendClaimed, type Pacer } from './queued-mail';

const mail: OutgoingMail = { to: ['ana@example.com'], subject: 'Hello', text: 'Hello' };
const pacer: Pacer = { slot: async () => {}, holdBack: () => {}, giveBack: () => {} };

/** A claimed mail sent through a mail service that answers `failure` (or takes it). */
async function sendOnce(
  failure: MailFailure | null,
  claim: { keepRefused?: boolean; releaseFails?: boolean } = {},
) {
  const logged: { message: string; data?: Record<string, unknown> }[] = [];
  const released: string[] = [];
  let tries = 0;
  const outcome = await sendClaimed(
    mail,
    {
      mail: {
        send: async () => {
          tries += 1;
          if (failure) throw new MailDeliveryError('no', failure);
          return 'message-1';
        },
      },
      queue: { later: async () => {} },
      sleep: async () => {},
      log: (message, data) => logged.push({ message, ...(data ? { data } : {}) }),
    },
    pacer,
    {
      what: 'test mail',
      about: { surveyId: 'survey-1' },
      release: async () => {
        if (claim.releaseFails) throw new Error('store down');
        released.push('claim');
      },
      ...(claim.keepRefused ? { keepRefused: true } : {}),
    },
  );
  return { outcome, logged, released, tries };
}

describe('a claimed mail, sent', () => {
  it('keeps its claim once sent, and logs nothing', async () => {
    expect(await sendOnce(null)).toEqual({ outcome: 'sent', logged: [], released: [], tries: 1 });
  });

  it.each([
    {
      failure: { kind: 'unavailable', status: 503 } as MailFailure,
      keepRefused: false,
      outcome: 'held',
      log: 'test mail held back',
      tries: 3,
      released: ['claim'],
    },
    {
      failure: { kind: 'account', status: 403 } as MailFailure,
      keepRefused: true,
      outcome: 'held',
      log: 'test mail held back',
      tries: 1,
      released: ['claim'],
    },
    {
      failure: { kind: 'refused', status: 400 } as MailFailure,
      keepRefused: false,
      outcome: 'refused',
      log: 'test mail refused',
      tries: 1,
      released: ['claim'],
    },
    {
      failure: { kind: 'refused', status: 400 } as MailFailure,
      keepRefused: true,
      outcome: 'refused',
      log: 'test mail refused',
      tries: 1,
      released: [],
    },
  ])(
    'a $failure.kind mail (keepRefused: $keepRefused) is $outcome, its claim given back: $released',
    async ({ failure, keepRefused, outcome, log, tries, released }) => {
      const sent = await sendOnce(failure, { keepRefused });
      expect(sent.outcome).toBe(outcome);
      expect(sent.tries).toBe(tries);
      expect(sent.released).toEqual(released);
      // Logged with the ids it was given and the error, never the address.
      expect(sent.logged).toEqual([
        { message: log, data: { surveyId: 'survey-1', error: 'Error: no' } },
      ]);
      expect(JSON.stringify(sent.logged)).not.toContain('ana@example.com');
    },
  );

  it('logs a claim that could not be given back, and still says the mail is to come again', async () => {
    const sent = await sendOnce({ kind: 'unavailable' }, { releaseFails: true });
    expect(sent.outcome).toBe('held');
    expect(sent.logged.map((entry) => entry.message)).toEqual([
      'test mail held back',
      'test mail claim not released',
    ]);
  });
});

describe('reads a batch shares', () => {
  it('are made once per key, by the key `keyOf` names', async () => {
    const loads: string[] = [];
    const contentOf = oncePerKey(
      async ({ survey, round }: { survey: string; round: number }) => {
        loads.push(`${survey}#${round}`);
        return round * 10;
      },
      ({ survey, round }) => `${survey}#${round}`,
    );
    const read = await Promise.all([
      contentOf({ survey: 's', round: 1 }),
      contentOf({ survey: 's', round: 1 }),
      contentOf({ survey: 's', round: 2 }),
    ]);
    expect(read).toEqual([10, 10, 20]);
    expect(loads).toEqual(['s#1', 's#2']);
  });
});
