import { beforeAll, describe, expect, it } from 'vitest';
import {
  emailConfigResponse,
  sendTestEmailResponse,
  testConnectionResponse,
  TEST_EMAIL_INVALID,
  TEST_EMAIL_REQUIRED,
  TEST_EMAILS_PER_HOUR,
} from '#shared/api/emails';
import { routeList } from '#shared/api/routes';
import {
  apiUrl,
  call,
  expectDynamoCallsWithinBudget,
  expectError,
  inOneWindow,
  seenResponses,
  latestMail,
  mailTo,
  uniqueEmail,
} from './support/auth-api';
import { register, type Person } from './support/teams-api';

/*
 * The Support Center's e-mail delivery test over HTTP against the local runtime: the SES
 * stand-in is the mail service, DynamoDB Local counts the per-account limit, and the captured
 * mailbox shows what was delivered.
 */

const TEST_SUBJECT = 'Candor test email';
/** What the local runtime gives the functions as AWS credentials: never in an answer. */
const LOCAL_SECRETS = ['S3RVER'];

const emailRoutes = routeList.filter((route) => route.area === 'emails');

/** An account whose address is verified (`register` follows the mailed link). */
async function verified(name: string): Promise<Person> {
  const person = await register(name, uniqueEmail(`emails-${name.toLowerCase()}`));
  const me = await call('GET', '/api/auth/me', { token: person.token });
  expect((me.body as { user: { emailVerified: boolean } }).user.emailVerified).toBe(true);
  return person;
}

const sendTest = (person: Person | undefined, json: unknown) =>
  call('POST', '/api/emails/send-test', {
    json,
    ...(person ? { token: person.token } : {}),
  });

let ana: Person;
beforeAll(async () => {
  ana = await verified('Ana');
});

describe('the e-mail routes', () => {
  it('are the three the spec names', () => {
    expect(emailRoutes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'GET /api/emails/config',
      'POST /api/emails/send-test',
      'POST /api/emails/test-connection',
    ]);
  });

  it.each(emailRoutes.map((r) => [r.id, r] as const))(
    '%s answers 401 without a session',
    async (_id, route) => {
      const response = await call(
        route.method,
        route.path,
        route.body ? { json: { email: 'x@example.com' } } : {},
      );
      expectError(response, 401, 'unauthorized', 'Authentication required');
    },
  );
});

describe('GET /api/emails/config', () => {
  it('describes the SES stand-in: host, port, sender, TLS and credentials present, no values', async () => {
    const response = await call('GET', '/api/emails/config', { token: ana.token });
    expect(response.status, response.text).toBe(200);
    expect(Object.keys(response.body as object).sort()).toEqual(
      ['from', 'hasPassword', 'hasUser', 'host', 'port', 'secure', 'service'].sort(),
    );
    const config = emailConfigResponse.parse(response.body);
    const stand = new URL(await sesEndpoint());
    expect(config).toEqual({
      service: 'Local SES stand-in',
      host: stand.hostname,
      port: Number(stand.port),
      from: 'Candor <no-reply@candor.local>',
      secure: false,
      hasUser: true,
      hasPassword: true,
    });
  });
});

describe('the Support Center’s contact details', () => {
  it('come from configuration with the sign-in settings: the support address and docs host', async () => {
    const response = await call('GET', '/api/auth/config');
    expect(response.status, response.text).toBe(200);
    // The local runtime sets neither: both follow the sender's domain.
    expect((response.body as { support: unknown }).support).toEqual({
      email: 'support@candor.local',
      docsHost: 'docs.candor.local',
    });
  });
});

describe('POST /api/emails/test-connection', () => {
  it('checks the account with the mail service and answers its status and a request id', async () => {
    const response = await call('POST', '/api/emails/test-connection', { token: ana.token });
    expect(response.status, response.text).toBe(200);
    const result = testConnectionResponse.parse(response.body);
    expect(result.message).toMatch(
      /^Connected to Local SES stand-in: sending is enabled \(production access\); [\d,]+ of 50,000 e-mails left in the last 24 hours\.$/,
    );
    expect(result.messageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.account).toMatchObject({ sendingEnabled: true, productionAccess: true });
    // The stand-in counts what it has captured; the quota left follows from it.
    expect(result.account.remaining24Hours).toBe(
      result.account.max24HourSend - result.account.sentLast24Hours,
    );
  });
});

describe('POST /api/emails/send-test', () => {
  it('sends a branded test e-mail saying when it was sent in the sender’s time zone', async () => {
    const to = uniqueEmail('emails-inbox');
    const response = await sendTest(ana, { email: `  ${to}  `, timezone: 'Asia/Tokyo' });
    expect(response.status, response.text).toBe(200);
    const result = sendTestEmailResponse.parse(response.body);
    expect(result.message).toBe('Test email sent successfully!');
    expect(result.to).toBe(to);

    const mail = await latestMail(to, TEST_SUBJECT);
    expect(mail.id).toBe(result.messageId);
    expect(mail.from).toBe('Candor <no-reply@candor.local>');
    const tokyo = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Tokyo',
    }).format(new Date(result.sentAt));
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(tokyo);
      expect(part).toContain('GMT+9 (Asia/Tokyo)');
      expect(part).toContain(`Requested by Ana Tester (${ana.email})`);
    }
    expect(mail.html).toContain('Your test email arrived');
  });

  it('uses the time zone saved on the profile over the browser’s', async () => {
    const saver = await verified('Zoe');
    const saved = await call('PUT', '/api/auth/profile/timezone', {
      token: saver.token,
      json: { timezone: 'Europe/Berlin' },
    });
    expect(saved.status, saved.text).toBe(200);
    const to = uniqueEmail('emails-saved-zone');
    const response = await sendTest(saver, { email: to, timezone: 'Asia/Tokyo' });
    expect(response.status, response.text).toBe(200);
    const text = (await latestMail(to, TEST_SUBJECT)).text;
    expect(text).toContain('(Europe/Berlin)');
    expect(text).not.toContain('Asia/Tokyo');
  });

  it('writes the time in UTC when the browser sent no time zone', async () => {
    const to = uniqueEmail('emails-utc');
    const response = await sendTest(ana, { email: to });
    expect(response.status, response.text).toBe(200);
    expect((await latestMail(to, TEST_SUBJECT)).text).toContain('(UTC)');
  });

  it('gives the mail service’s reason when it refuses the address: 422, not a 500', async () => {
    const refused = `nobody-${Date.now()}@example.invalid`;
    const response = await sendTest(ana, { email: refused });
    expectError(
      response,
      422,
      'email_rejected',
      `The mail service refused the message. It said: Email address is not verified: ${refused}.`,
    );
    expect(await mailTo(refused)).toEqual([]);
  });

  it('asks for an address when there is none, and for a valid one (400)', async () => {
    for (const body of [{}, { email: '' }, { email: '   ' }]) {
      const response = await sendTest(ana, body);
      const error = expectError(response, 400, 'validation_error');
      expect(error.fields).toEqual({ email: TEST_EMAIL_REQUIRED });
    }
    const invalid = await sendTest(ana, { email: 'not-an-address' });
    expect(expectError(invalid, 400, 'validation_error').fields).toEqual({
      email: TEST_EMAIL_INVALID,
    });
    const zone = await sendTest(ana, { email: 'a@example.com', timezone: 'Mars/Olympus' });
    expect(expectError(zone, 400, 'validation_error').fields).toEqual({
      timezone: 'Unknown time zone',
    });
  });

  it('is for verified accounts only (403 with what to do), and sends nothing', async () => {
    const bo = await register('Bo', uniqueEmail('emails-bo'), 'Tester', { verified: false });
    const to = uniqueEmail('emails-unverified-target');
    const response = await sendTest(bo, { email: to });
    expectError(
      response,
      403,
      'email_not_verified',
      'Please verify your email address before sending test emails. Use the link we sent you, or resend it from the dashboard.',
    );
    expect(await mailTo(to)).toEqual([]);
  });

  it(`allows ${TEST_EMAILS_PER_HOUR} an hour per account, then 429 with Retry-After`, () =>
    // The limit counts fixed hours: the journey runs in one.
    inOneWindow(3600, async () => {
      const cy = await verified('Cy');
      const to = uniqueEmail('emails-limit');
      for (let i = 0; i < TEST_EMAILS_PER_HOUR; i++) {
        const response = await sendTest(cy, { email: to });
        expect(response.status, response.text).toBe(200);
      }
      const over = await sendTest(cy, { email: to });
      const error = expectError(over, 429, 'rate_limit');
      const retryAfter = Number(over.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(error.message).toBe(
        `You can send ${TEST_EMAILS_PER_HOUR} test emails an hour. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
      );
      expect(await mailTo(to)).toHaveLength(TEST_EMAILS_PER_HOUR);

      // The limit is per account: another account still sends.
      const other = await sendTest(ana, { email: to });
      expect(other.status, other.text).toBe(200);
    }));
});

describe('every answer', () => {
  it('carried no secret and stayed within its DynamoDB budget', () => {
    expect(seenResponses.length).toBeGreaterThan(0);
    for (const seen of seenResponses) {
      for (const secret of LOCAL_SECRETS) {
        expect(seen.text.includes(secret), `${seen.request} answered with a secret`).toBe(false);
      }
      if (!seen.request.includes(' /api/emails/')) continue;
      // `hasUser` and `hasPassword` say whether a credential is set: yes or no, nothing more.
      for (const [key, value] of entriesOf(seen.body)) {
        if (/pass|secret|key|credential|token/i.test(key)) {
          expect(typeof value, `${seen.request}: ${key}`).toBe('boolean');
        }
      }
    }
    expectDynamoCallsWithinBudget();
  });
});

/** Every key and value of a JSON value, at any depth. */
function entriesOf(value: unknown): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap(entriesOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [
      [key, inner] as [string, unknown],
      ...entriesOf(inner),
    ]);
  }
  return [];
}

async function sesEndpoint(): Promise<string> {
  const { inject } = await import('vitest');
  const endpoint = inject('sesEndpoint');
  expect(endpoint, `the runtime at ${apiUrl()} reports its SES stand-in`).toMatch(/^http:/);
  return endpoint;
}
