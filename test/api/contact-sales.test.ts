import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authConfigResponse } from '#shared/api/auth';
import { contactSalesResponse } from '#shared/api/billing';
import {
  call,
  expectDynamoCallsWithinBudget,
  expectError,
  inOneWindow,
  latestMail,
  mailTo,
  post,
  uniqueEmail,
} from './support/auth-api';

/*
 * Enterprise "Contact sales" (issue #33): a public form whose enquiry is mailed to the support
 * address through the mail service, answerable to the sender.
 */

const PATH = '/api/billing/contact-sales';

async function supportAddress(): Promise<string> {
  const config = await call('GET', '/api/auth/config');
  expect(config.status, config.text).toBe(200);
  return authConfigResponse.parse(config.body).support.email;
}

const enquiry = (company: string, email = uniqueEmail('buyer')) => ({
  name: 'Ines Ortega',
  email,
  company,
  teamSize: '251-1000',
  message: 'We would like SSO and an SLA.\nCan we talk next week?',
});

describe('Contact sales', () => {
  it('mails the enquiry with every field to the support address, without a session', async () => {
    const support = await supportAddress();
    const company = `Acme ${randomBytes(4).toString('hex')} <Works>`;
    const body = enquiry(company);

    const sent = await post(PATH, body);
    expect(sent.status, sent.text).toBe(200);
    expect(contactSalesResponse.parse(sent.body).message).toBe(
      'Thanks! Our team will get back to you within one business day.',
    );

    const mail = await latestMail(support, `Enterprise enquiry from ${company}`);
    for (const line of [
      'Name: Ines Ortega',
      `E-mail: ${body.email}`,
      `Company: ${company}`,
      'Team size: 251 to 1,000 people',
      'We would like SSO and an SLA.',
      'Can we talk next week?',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('&lt;Works&gt;');
    expect(mail.html).not.toContain('<Works>');
    expectDynamoCallsWithinBudget();
  });

  it('refuses bad input with a message on each field, and sends nothing', async () => {
    const support = await supportAddress();
    const before = (await mailTo(support)).length;

    const empty = await post(PATH, { name: '', email: 'not-an-address', company: ' ' });
    const body = expectError(empty, 400, 'validation_error');
    expect(body.fields).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      company: 'Company is required',
      teamSize: 'Choose a team size',
    });

    const tooLong = await post(PATH, {
      ...enquiry('Long Ltd'),
      teamSize: 'huge',
      message: 'x'.repeat(2001),
    });
    expect(expectError(tooLong, 400, 'validation_error').fields).toEqual({
      teamSize: 'Choose a team size',
      message: 'Message must be at most 2000 characters',
    });
    expect((await mailTo(support)).length).toBe(before);
  });

  it('takes 3 enquiries an hour for one reply address, then answers 429 with Retry-After', () =>
    inOneWindow(3600, async (run) => {
      const email = uniqueEmail(`sales-limit-${run}`);
      for (let i = 1; i <= 3; i++) {
        const sent = await post(PATH, enquiry(`Limit ${run}-${i}`, email));
        expect(sent.status, `enquiry ${i}: ${sent.text}`).toBe(200);
      }
      const refused = await post(PATH, enquiry(`Limit ${run}-4`, email.toUpperCase()));
      expectError(
        refused,
        429,
        'rate_limit',
        'You have sent several requests already. Please try again later.',
      );
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(3600);
    }));
});
