import { describe, expect, it } from 'vitest';
import type { InvitationRecord } from '../responses/ports';
import { feedbackOf, invitationTags, MailFeedback } from './mail-feedback';

const event = (detail: Record<string, unknown>) => ({
  'detail-type': 'Email Bounced',
  source: 'aws.ses',
  detail: {
    mail: {
      messageId: 'm-1',
      tags: {
        'ses:configuration-set': ['candor-dev'],
        ...Object.fromEntries(
          Object.entries(invitationTags('survey-1', 3)).map(([k, v]) => [k, [v]]),
        ),
      },
    },
    ...detail,
  },
});

describe('SES events about survey e-mails', () => {
  it('reads a permanent bounce with its recipients, survey and round', () => {
    const bounce = event({
      eventType: 'Bounce',
      bounce: {
        bounceType: 'Permanent',
        bouncedRecipients: [
          { emailAddress: 'Ana <Ana@Example.com>' },
          { emailAddress: 'b@x.test' },
        ],
      },
    });
    expect(feedbackOf(bounce)).toEqual({
      kind: 'bounced',
      recipients: ['ana@example.com', 'b@x.test'],
      surveyId: 'survey-1',
      round: 3,
    });
  });

  it('reads a complaint', () => {
    const complaint = event({
      eventType: 'Complaint',
      complaint: { complainedRecipients: [{ emailAddress: 'c@x.test' }] },
    });
    expect(feedbackOf(complaint)).toMatchObject({ kind: 'complained', recipients: ['c@x.test'] });
  });

  it('leaves transient bounces (SES tries again itself), other events and junk alone', () => {
    for (const bounceType of ['Transient', 'Undetermined']) {
      expect(
        feedbackOf(event({ eventType: 'Bounce', bounce: { bounceType, bouncedRecipients: [] } })),
      ).toBeNull();
    }
    expect(feedbackOf(event({ eventType: 'Delivery' }))).toBeNull();
    for (const junk of [null, undefined, 'text', {}, { detail: null }]) {
      expect(feedbackOf(junk)).toBeNull();
    }
  });

  it('reads a mail of no survey, or with a bad round, without them', () => {
    const untagged = {
      detail: {
        eventType: 'Complaint',
        mail: { tags: { 'candor-round': ['zero'] } },
        complaint: { complainedRecipients: [{ emailAddress: 'c@x.test' }, { emailAddress: 7 }] },
      },
    };
    expect(feedbackOf(untagged)).toEqual({ kind: 'complained', recipients: ['c@x.test'] });
  });
});

describe('a bounce or complaint, handled', () => {
  const invitation = (email: string, sendId?: string): InvitationRecord => ({
    id: `i-${email}`,
    surveyId: 'survey-1',
    email,
    status: 'sent',
    sentAt: null,
    respondedOn: null,
    tokenHash: 'h',
    independent: true,
    round: 3,
    ...(sendId ? { sendId } : {}),
  });

  it('suppresses the address for the sender before it marks the invitation, once per recipient', async () => {
    const calls: string[] = [];
    const feedback = new MailFeedback({
      invitations: {
        get: async (surveyId, email, round) => {
          calls.push(`get ${surveyId} ${email} ${round}`);
          return email === 'gone@x.test'
            ? undefined
            : invitation(email, email === 'old@x.test' ? undefined : 'send-1');
        },
        markFeedback: async (inv, kind) => {
          calls.push(`mark ${inv.email} ${kind}`);
        },
      },
      senderOf: async (surveyId, sendId) => {
        calls.push(`sender ${surveyId} ${sendId}`);
        return 'account-1';
      },
      suppressions: {
        suppress: async (account, email, kind) => {
          calls.push(`suppress ${account} ${email} ${kind}`);
        },
        suppressed: async () => null,
      },
      now: () => new Date('2026-11-29T12:00:00Z'),
    });
    const outcome = await feedback.handle({
      kind: 'bounced',
      recipients: ['a@x.test', 'gone@x.test', 'old@x.test'],
      surveyId: 'survey-1',
      round: 3,
    });
    expect(outcome).toEqual({ marked: 2 });
    expect(calls).toEqual([
      'get survey-1 a@x.test 3',
      'sender survey-1 send-1',
      'suppress account-1 a@x.test bounced',
      'mark a@x.test bounced',
      'get survey-1 gone@x.test 3',
      // An invitation from before sends were queued names no sender: marked, not suppressed.
      'get survey-1 old@x.test 3',
      'mark old@x.test bounced',
    ]);
    // A mail of no survey: nothing to mark.
    expect(await feedback.handle({ kind: 'complained', recipients: ['a@x.test'] })).toEqual({
      marked: 0,
    });
  });
});
