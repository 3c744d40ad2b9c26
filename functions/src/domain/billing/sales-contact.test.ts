import { describe, expect, it } from 'vitest';
import type { ContactSalesBody } from '#shared/api/billing';
import type { RateLimiter, RateLimitRule } from '../accounts/ports';
import { RateLimitError, ServiceUnavailableError } from '../errors';
import { MailDeliveryError, type MailPort, type OutgoingMail } from '../platform/mail';
import { CONTACT_SALES_SENT, SalesContactService } from './sales-contact';

/** Fixed windows in memory: the same contract as the DynamoDB limiter. */
class MemoryLimiter implements RateLimiter {
  private counts = new Map<string, number>();
  private key = (rule: RateLimitRule, key: string) => `${rule.scope}#${key}`;
  peek(rule: RateLimitRule, key: string) {
    return Promise.resolve({ count: this.counts.get(this.key(rule, key)) ?? 0, resetsIn: 1800 });
  }
  hit(rule: RateLimitRule, key: string, amount = 1) {
    const count = (this.counts.get(this.key(rule, key)) ?? 0) + amount;
    this.counts.set(this.key(rule, key), count);
    return Promise.resolve({ count, resetsIn: 1800 });
  }
  clear(rule: RateLimitRule, key: string) {
    this.counts.delete(this.key(rule, key));
    return Promise.resolve();
  }
}

class Outbox implements MailPort {
  sent: OutgoingMail[] = [];
  failure: MailDeliveryError | null = null;
  send(mail: OutgoingMail) {
    if (this.failure) return Promise.reject(this.failure);
    this.sent.push(mail);
    return Promise.resolve(`m-${this.sent.length}`);
  }
}

const enquiry = (overrides: Partial<ContactSalesBody> = {}): ContactSalesBody => ({
  name: 'Ines Ortega',
  email: 'ines@acme.example',
  company: 'Acme <Works>',
  teamSize: '251-1000',
  message: 'We need SSO.\nAnd an SLA.',
  ...overrides,
});

function service() {
  const mail = new Outbox();
  const sales = new SalesContactService({
    mail,
    limiter: new MemoryLimiter(),
    supportEmail: 'support@candor.test',
  });
  return { mail, sales };
}

describe('Contact sales', () => {
  it('mails the enquiry to the support address, answerable to the sender, every field said', async () => {
    const { mail, sales } = service();
    expect(await sales.send(enquiry(), 'client-1')).toEqual({ message: CONTACT_SALES_SENT });
    const [sent] = mail.sent;
    expect(sent?.to).toEqual(['support@candor.test']);
    expect(sent?.replyTo).toEqual(['ines@acme.example']);
    expect(sent?.subject).toBe('Enterprise enquiry from Acme <Works>');
    for (const line of [
      'Name: Ines Ortega',
      'E-mail: ines@acme.example',
      'Company: Acme <Works>',
      'Team size: 251 to 1,000 people',
      'Message: We need SSO.\nAnd an SLA.',
    ]) {
      expect(sent?.text).toContain(line);
    }
    // What people type is text in the HTML part, never markup.
    expect(sent?.html).toContain('Acme &lt;Works&gt;');
    expect(sent?.html).not.toContain('<Works>');
  });

  it('says when there was no message', async () => {
    const { mail, sales } = service();
    await sales.send(enquiry({ message: undefined }), 'client-1');
    expect(mail.sent[0]?.text).toContain('Message: (no message)');
  });

  it('takes 3 an hour for one reply address and 5 from one client, then refuses with a wait', async () => {
    const { mail, sales } = service();
    for (let i = 0; i < 3; i++) await sales.send(enquiry(), `client-${i}`);
    await expect(sales.send(enquiry({ email: 'INES@acme.example' }), 'client-9')).rejects.toThrow(
      RateLimitError,
    );
    for (let i = 0; i < 5; i++) await sales.send(enquiry({ email: `p${i}@acme.example` }), 'one');
    const refused = await sales
      .send(enquiry({ email: 'p9@acme.example' }), 'one')
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimitError);
    expect((refused as RateLimitError).retryAfterSeconds).toBe(1800);
    expect(mail.sent).toHaveLength(8);
  });

  it('says the request was not sent when the mail service fails, with the address to write to', async () => {
    const { mail, sales } = service();
    mail.failure = new MailDeliveryError('busy', { kind: 'unavailable', status: 503 });
    const failed = await sales.send(enquiry(), 'client-1').catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ServiceUnavailableError);
    expect((failed as Error).message).toContain('support@candor.test');
  });
});
