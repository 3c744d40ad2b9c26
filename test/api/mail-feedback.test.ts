import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { SKIPPED_BOUNCED, SKIPPED_COMPLAINED } from '../../functions/src/domain/mail/mail-feedback';
import { uniqueEmail, waitForState } from './support/auth-api';
import {
  api,
  createSurvey,
  invitationsOf,
  linkToken,
  pulse,
  sendSurvey,
  submitOk,
  surveyPartition,
  TABLE,
  withTable,
} from './support/responses-api';
import { register, type Person } from './support/teams-api';

/**
 * What the mail service says after it took a survey e-mail (decision 0036): SES's mailbox
 * simulator addresses bounce for good (`bounce@…`) or complain (`complaint@…`), and the SES
 * stand-in sends its events as the configuration set's EventBridge rule would.
 */
const simulator = (kind: 'bounce' | 'complaint') =>
  `${kind}+${uniqueEmail('feedback')
    .split('@')[0]!
    .replace(/[^a-z0-9-]/gi, '-')}@simulator.amazonses.com`;

async function rowsOf(by: Person, surveyId: string, expected: Record<string, string>) {
  return waitForState(
    async () => {
      const { invitations } = await invitationsOf(by, surveyId);
      const rows = Object.fromEntries(invitations.map((i) => [i.recipient_email, i.status]));
      return Object.entries(expected).every(([email, status]) => rows[email] === status)
        ? rows
        : undefined;
    },
    () => `invitations of ${surveyId} never read ${JSON.stringify(expected)}`,
  );
}

describe('bounces and complaints', () => {
  it('mark the invitation, stop resends, and make the sender’s later sends skip the address, saying why', async () => {
    const ana = await register('Feedback');
    const bounce = simulator('bounce');
    const complaint = simulator('complaint');
    const fine = uniqueEmail('feedback-fine');
    const first = await createSurvey(ana, { isAnonymous: false });
    const sent = await sendSurvey(ana, first.id, { recipients: [bounce, complaint, fine] });
    // The mail service took all three: the bounce and the complaint come afterwards.
    expect(sent.sent).toBe(3);

    await rowsOf(ana, first.id, { [bounce]: 'bounced', [complaint]: 'complained', [fine]: 'sent' });

    for (const [email, reason] of [
      [bounce, SKIPPED_BOUNCED],
      [complaint, SKIPPED_COMPLAINED],
    ] as const) {
      const resend = await api('ResendSurveyInvitation', {
        token: ana.token,
        params: { id: first.id },
        json: { email },
      });
      expect(resend.status, resend.text).toBe(409);
      expect(resend.body).toMatchObject({ errorType: 'address_suppressed', message: reason });
    }

    const second = await createSurvey(ana, { isAnonymous: false });
    const next = await sendSurvey(ana, second.id, { recipients: [bounce, complaint, fine] });
    expect(next.results).toEqual([
      { email: bounce, status: 'skipped', reason: SKIPPED_BOUNCED },
      { email: complaint, status: 'skipped', reason: SKIPPED_COMPLAINED },
      { email: fine, status: 'sent' },
    ]);
    // Skipped addresses get no invitation in the round.
    const { invitations } = await invitationsOf(ana, second.id);
    expect(invitations.map((i) => i.recipient_email)).toEqual([fine]);

    // Another account's survey still goes to them: the suppression is the sender's.
    const bo = await register('Feedbo');
    const theirs = await createSurvey(bo, { isAnonymous: false });
    expect((await sendSurvey(bo, theirs.id, { recipients: [complaint] })).sent).toBe(1);

    // An operator reading the table finds the suppression by a hash, never the address.
    const key = createHash('sha256').update(`${ana.userId}:${bounce}`).digest('hex');
    const stored = await withTable((docs) =>
      docs.send(
        new GetCommand({ TableName: TABLE, Key: { PK: `MAILDAY#${key}`, SK: 'SUPPRESSED' } }),
      ),
    );
    expect(stored.Item).toMatchObject({ entityType: 'MailSuppression', reason: 'bounced' });
    expect(JSON.stringify(stored.Item)).not.toContain('simulator');
  });

  it('show alike on an anonymous survey whether or not the person answered', async () => {
    const ana = await register('Feedanon');
    const complaint = simulator('complaint');
    const quiet = simulator('complaint');
    const survey = await createSurvey(ana, { isAnonymous: true });
    await sendSurvey(ana, survey.id, { recipients: [complaint, quiet] });
    const before = await rowsOf(ana, survey.id, {
      [complaint]: 'complained',
      [quiet]: 'complained',
    });

    // One of them answers through the link they got: their row does not move.
    await submitOk(survey.id, pulse(survey, 4), await linkToken(complaint, survey.id));
    const { invitations } = await invitationsOf(ana, survey.id);
    expect(Object.fromEntries(invitations.map((i) => [i.recipient_email, i.status]))).toEqual(
      before,
    );
    expect(invitations.every((i) => i.responded_at === null)).toBe(true);
    // What is stored: the answer is the status's, the complaint beside it.
    const items = await surveyPartition(survey.id, 'INVITATION#');
    const answered = items.find((i) => i.email === complaint)!;
    expect(answered).toMatchObject({ status: 'responded', feedback: 'complained' });
  });
});
