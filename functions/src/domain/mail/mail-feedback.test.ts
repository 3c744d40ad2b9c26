import { describe, expect, it } from 'vitest';
import { feedbackOf, invitationTags } from './mail-feedback';

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
