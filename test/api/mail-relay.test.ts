import { beforeAll, describe, expect, it } from 'vitest';
import { inOneWindow, mailTo, uniqueEmail } from './support/auth-api';
import { api, createSurvey, expectFailure, sendSurvey, surveyMail } from './support/responses-api';
import { createTeam, invitationMails, register, send, type Person } from './support/teams-api';

/*
 * The product is not a mail relay: only an account with a verified address sends mail to other
 * people (survey e-mails, resends, team invitations), each account has a daily cap on
 * recipients, each recipient a cap on resends and repeated invitations, over which the answer
 * is a 429 with Retry-After. Every e-mail names its sender and team in its text.
 */

const VERIFY_FIRST = 'Please verify your email address before sending emails.';
const DAILY_RECIPIENTS = 250;
const PER_RECIPIENT = 3;
/** The caps count fixed UTC days: each journey runs in one. */
const DAY_SECONDS = 24 * 60 * 60;

describe('an unverified account', () => {
  let squatter: Person;
  beforeAll(async () => {
    squatter = await register('Una', uniqueEmail('relay-unverified'), 'Verified', {
      verified: false,
    });
  });

  it('cannot send a survey by e-mail: 403, and nothing is mailed', async () => {
    const survey = await createSurvey(squatter);
    const to = uniqueEmail('relay-victim');
    const response = await api('SendSurveyEmail', {
      token: squatter.token,
      params: { id: survey.id },
      json: { recipients: [to], subject: 'URGENT: your payroll account is suspended' },
    });
    expectFailure(response, 403, 'email_not_verified', VERIFY_FIRST);
    expect(await mailTo(to)).toEqual([]);
  });

  it('cannot invite anyone to a team: 403, and nothing is mailed', async () => {
    const team = await createTeam(squatter, 'Relay team');
    const to = uniqueEmail('relay-invitee');
    const response = await send('InviteTeamMember', {
      token: squatter.token,
      params: { teamId: team.id },
      json: { email: to, role: 'member' },
    });
    expectFailure(response, 403, 'email_not_verified', VERIFY_FIRST);
    expect(await mailTo(to)).toEqual([]);
  });
});

describe('a verified account', () => {
  let sender: Person;
  beforeAll(async () => {
    sender = await register('Vera', uniqueEmail('relay-sender'), 'Sender');
  });

  it('names itself and its team in the text of a survey e-mail', async () => {
    const team = await createTeam(sender, 'Harbour crew');
    const survey = await createSurvey(sender, { teamId: team.id });
    const to = uniqueEmail('relay-named');
    await sendSurvey(sender, survey.id, { recipients: [to] });
    const mail = await surveyMail(to, survey.id);
    expect(mail.text).toContain('Vera Sender');
    expect(mail.text).toContain('Harbour crew');
  });

  it(`resends to one recipient at most ${PER_RECIPIENT} times a day, then answers 429 with Retry-After`, () =>
    inOneWindow(DAY_SECONDS, async () => {
      const survey = await createSurvey(sender);
      const to = uniqueEmail('relay-resend');
      await sendSurvey(sender, survey.id, { recipients: [to] });
      for (let i = 0; i < PER_RECIPIENT; i++) {
        const ok = await api('ResendSurveyInvitation', {
          token: sender.token,
          params: { id: survey.id },
          json: { email: to },
        });
        expect(ok.status, ok.text).toBe(200);
      }
      const refused = await api('ResendSurveyInvitation', {
        token: sender.token,
        params: { id: survey.id },
        json: { email: to },
      });
      const body = expectFailure(refused, 429, 'rate_limit');
      expect(body.message).toMatch(/already been sent .* times today/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await mailTo(to)).length).toBe(1 + PER_RECIPIENT);
    }));

  it(`invites one address at most ${PER_RECIPIENT} times a day, then answers 429`, () =>
    inOneWindow(DAY_SECONDS, async () => {
      const team = await createTeam(sender, 'Invite cap');
      const to = uniqueEmail('relay-invite');
      const invite = () =>
        send('InviteTeamMember', {
          token: sender.token,
          params: { teamId: team.id },
          json: { email: to, role: 'member' },
        });
      for (let i = 0; i < PER_RECIPIENT; i++) expect((await invite()).status).toBe(200);
      const refused = await invite();
      expectFailure(refused, 429, 'rate_limit');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await invitationMails(to)).length).toBe(PER_RECIPIENT);
    }));

  it(
    `e-mails at most ${DAILY_RECIPIENTS} recipients a day, then answers 429 naming the limit`,
    () =>
      inOneWindow(DAY_SECONDS, async () => {
        const capped = await register('Cap', uniqueEmail('relay-cap'), 'Sender');
        const survey = await createSurvey(capped);
        const batch = (n: number) => Array.from({ length: n }, () => uniqueEmail('relay-many'));
        for (const size of [100, 100, 50]) {
          expect((await sendSurvey(capped, survey.id, { recipients: batch(size) })).sent).toBe(
            size,
          );
        }
        const over = batch(1);
        const refused = await api('SendSurveyEmail', {
          token: capped.token,
          params: { id: survey.id },
          json: { recipients: over },
        });
        const body = expectFailure(refused, 429, 'rate_limit');
        expect(body.message).toContain(`${DAILY_RECIPIENTS} recipients a day`);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await mailTo(over[0] as string)).toEqual([]);
      }),
    // 250 mails go out at the mail service's rate (14 a second locally, decision 0033).
    120_000,
  );
});
