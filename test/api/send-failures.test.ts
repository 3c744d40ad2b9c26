import { describe, expect, it } from 'vitest';
import { call, mailTo, uniqueEmail } from './support/auth-api';
import { sendFinished } from './support/responses-api';
import { register } from './support/teams-api';

/**
 * A delivery that fails marks that recipient failed and the rest still go out; a failed
 * recipient can be sent to again (it is not "already sent"). The SES stand-in refuses addresses
 * in the reserved `.invalid` domain, as SES's sandbox refuses unverified ones.
 */
describe('a failed delivery', () => {
  it('marks the one recipient failed, sends the others, and may be retried', async () => {
    const manager = await register('Fay');
    const created = await call('POST', '/api/surveys', {
      token: manager.token,
      json: {
        // Named: an anonymous survey answers a resend alike whatever happened (anonymity.test.ts).
        isAnonymous: false,
        title: 'Delivery check',
        questions: [
          {
            type: 'text',
            text: 'Anything?',
            required: false,
            order: 1,
            options: { maxLength: 100 },
          },
        ],
      },
    });
    expect(created.status, created.text).toBe(201);
    const id = (created.body as { survey: { id: string } }).survey.id;
    const good = uniqueEmail('deliver-ok');
    const bad = `nobody-${Date.now()}@mailbox.invalid`;

    const sent = await call('POST', `/api/surveys/${id}/send-email`, {
      token: manager.token,
      json: { recipients: `${bad}, ${good}` },
    });
    expect(sent.status, sent.text).toBe(202);
    const first = await sendFinished(manager, id, (sent.body as { sendId: string }).sendId);
    expect(first).toMatchObject({
      state: 'done',
      total: 2,
      waiting: 0,
      sent: 1,
      failed: 1,
      skipped: 0,
      results: [
        { email: bad, status: 'failed', reason: 'The e-mail could not be delivered' },
        { email: good, status: 'sent' },
      ],
    });
    expect(await mailTo(good)).toHaveLength(1);

    const listed = await call('GET', `/api/surveys/${id}/invitations`, { token: manager.token });
    const byEmail = new Map(
      (
        listed.body as { invitations: { recipient_email: string; status: string }[] }
      ).invitations.map((i) => [i.recipient_email, i.status]),
    );
    expect(Object.fromEntries(byEmail)).toEqual({ [bad]: 'failed', [good]: 'sent' });

    // Sending again: the failed one is tried again (and fails again), the sent one is skipped.
    const again = await call('POST', `/api/surveys/${id}/send-email`, {
      token: manager.token,
      json: { recipients: [bad, good] },
    });
    expect(again.status, again.text).toBe(202);
    expect(
      await sendFinished(manager, id, (again.body as { sendId: string }).sendId),
    ).toMatchObject({ sent: 0, failed: 1, skipped: 1 });

    const resent = await call('POST', `/api/surveys/${id}/resend-invitation`, {
      token: manager.token,
      json: { email: bad },
    });
    expect(resent.status).toBe(503);
    expect(resent.body).toMatchObject({
      message: 'The invitation could not be sent. Please try again.',
    });
  });
});
