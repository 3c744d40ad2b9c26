import { beforeAll, describe, expect, it } from 'vitest';
import { surveyResponse, type Survey } from '#shared/api/surveys';
import { sendSurveyEmailResponse } from '#shared/api/responses';
import { RESPONSE_ATTRIBUTES } from '../../functions/src/adapters/dynamodb/response-writes';
import {
  inOneWindow,
  mailTo,
  productNow,
  storedItems,
  uniqueEmail,
  type ApiResponse,
} from './support/auth-api';
import { createTeam, join, register, type Person } from './support/teams-api';
import { grantPlan } from './support/billing-api';
import {
  DAY,
  NEGATIVE,
  POSITIVE,
  api,
  createSurvey,
  dashboardOf,
  expectCallsWithinBudget,
  expectFailure,
  invitationsOf,
  landing,
  linkToken,
  listInvitations,
  listResponses,
  openLanding,
  pulse,
  questionIds,
  questionSet,
  responseNotifications,
  responsesOf,
  runResponseDigest,
  saveSurvey,
  sendFinished,
  sendSurvey,
  storedResponseCount,
  submit,
  submitOk,
  surveyMails,
  surveyPartition,
  today,
  updateSurvey,
  type Answer,
} from './support/responses-api';

const SURVEY_NOT_FOUND = 'Survey not found';
const SURVEY_GONE = 'This survey is no longer available.';
const LINK_NOT_VALID = 'This survey link is not valid.';
const ALREADY_RESPONDED = 'You have already responded to this survey.';
const BRAND = '#10B981';
const TEAM_NAME = 'Pulse crew';
/** The day the file started; a response made during the run is on it or the next. */
const startDay = today();
const isRunDay = (day: string) => day === startDay || day === today();

/** Valid answers to every question of `questionSet()`, in question order. */
function fullAnswers(survey: Survey): Answer[] {
  const ids = questionIds(survey);
  const values: [string, Answer['value']][] = [
    ['rating', 4],
    ['text', 'Calm'],
    ['textarea', 'More focus time, please.'],
    ['multiple_choice', 1],
    ['checkbox', [0, 2]],
    ['email', '  me@example.org '],
    ['date', '2025-03-14'],
    ['number', 12.5],
    ['rating', 9],
  ];
  return values.map(([type, value], i) => ({ questionId: ids[i] as string, type, value }));
}

const withAnswer = (answers: Answer[], index: number, change: Partial<Answer>): Answer[] =>
  answers.map((answer, i) => (i === index ? { ...answer, ...change } : answer));
const without = (answers: Answer[], index: number): Answer[] =>
  answers.filter((_, i) => i !== index);

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

/** Every scalar value of a JSON value, at any depth, as text. */
function scalarsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(scalarsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(scalarsOf);
  return value === undefined || value === null ? [] : [String(value)];
}

describe('survey e-mails and responses', () => {
  let owner: Person;
  let admin: Person;
  let member: Person;
  let stranger: Person;
  let teamId: string;

  beforeAll(async () => {
    owner = await register('Olga');
    // This journey makes more surveys than Starter allows; the limits have their own tests.
    await grantPlan(owner.userId, 'enterprise');
    admin = await register('Ari');
    member = await register('Mel');
    stranger = await register('Stu');
    teamId = (await createTeam(owner, TEAM_NAME)).id;
    const colour = await api('SetTeamColor', {
      token: owner.token,
      params: { teamId },
      json: { brand_color: BRAND },
    });
    expect(colour.status, colour.text).toBe(200);
    await join(owner, teamId, admin, 'admin');
    await join(owner, teamId, member, 'member');
  });

  const nosy = uniqueEmail('resp-nosy');
  /** Every call a survey's managers make, for the access checks. */
  const managerCalls = (surveyId: string) => ({
    send: (who?: Person) =>
      api('SendSurveyEmail', {
        token: who?.token,
        params: { id: surveyId },
        json: { recipients: nosy },
      }),
    invitations: (who?: Person) => listInvitations(who, surveyId),
    resend: (who?: Person) =>
      api('ResendSurveyInvitation', {
        token: who?.token,
        params: { id: surveyId },
        json: { email: 'anyone@example.com' },
      }),
    regular: (who?: Person) => listResponses(who, surveyId, 'regular'),
    email: (who?: Person) => listResponses(who, surveyId, 'email'),
  });

  describe('sending by e-mail', () => {
    let survey: Survey;
    const a = uniqueEmail('resp-a');
    const b = uniqueEmail('resp-b');
    const c = uniqueEmail('resp-c');

    beforeAll(async () => {
      survey = await createSurvey(owner, { teamId, title: 'Monday pulse' });
    });

    it('sends one personal link per recipient, split on commas and newlines, without repeats', async () => {
      const result = await sendSurvey(owner, survey.id, {
        recipients: `${a}, ${b}\n${c}\r\n , ${a.toUpperCase()}\n\n ${b} ,`,
      });
      expect(result).toEqual({
        sendId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        state: 'done',
        total: 3,
        waiting: 0,
        pausedReason: null,
        message: expect.stringMatching(/^Email survey sent successfully!/),
        results: [
          { email: a, status: 'sent' },
          { email: b, status: 'sent' },
          { email: c, status: 'sent' },
        ],
        sent: 3,
        failed: 0,
        skipped: 0,
        notCounted: [],
        retriedBy: null,
      });
      expect(result.message).toContain('3');

      const tokens: string[] = [];
      for (const to of [a, b, c]) {
        const mails = await surveyMails(to, survey.id);
        expect(mails, `one mail to ${to}`).toHaveLength(1);
        const mail = mails[0]!;
        expect(mail.subject).toBe('Survey: Monday pulse');
        expect(mail.to).toEqual([to]);
        // A plain-text part that reads on its own, and branded HTML.
        expect(mail.text).toContain('Monday pulse');
        expect(mail.text).toContain(TEAM_NAME);
        expect(mail.text).not.toMatch(/<[a-z]/i);
        expect(mail.html).toMatch(/<html/i);
        expect(mail.html).toContain(BRAND);
        tokens.push(await linkToken(to, survey.id));
      }
      for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Set(tokens).size).toBe(3);
      // Each link works on its own.
      for (const token of tokens) {
        expect((await openLanding(survey.id, token)).personal).toBe(true);
      }
    });

    it('takes a list, a custom subject and message, and skips addresses already sent to', async () => {
      const d = uniqueEmail('resp-d');
      const result = await sendSurvey(owner, survey.id, {
        recipients: [d, `  ${a}  `],
        subject: '  Quick check-in  ',
        message: 'Hello team,\n\nPlease answer by Friday.',
      });
      expect(result.results).toEqual([
        { email: d, status: 'sent' },
        { email: a, status: 'skipped', reason: expect.any(String) },
      ]);
      expect(result).toMatchObject({ sent: 1, failed: 0, skipped: 1 });
      const mail = (await surveyMails(d, survey.id))[0]!;
      expect(mail.subject).toBe('Quick check-in');
      expect(mail.text).toContain('Please answer by Friday.');
      expect(mail.html).toContain('Please answer by Friday.');
      // Nothing more went to the skipped address.
      expect(await surveyMails(a, survey.id)).toHaveLength(1);

      const again = await sendSurvey(owner, survey.id, { recipients: b });
      expect(again).toMatchObject({ sent: 0, failed: 0, skipped: 1 });
      expect(again.results).toEqual([{ email: b, status: 'skipped', reason: expect.any(String) }]);
      expect(await surveyMails(b, survey.id)).toHaveLength(1);
    });

    it('sends once when two sends to the same address race', async () => {
      const racer = uniqueEmail('resp-race');
      const sends = await Promise.all(
        [1, 2].map(() =>
          api('SendSurveyEmail', {
            token: owner.token,
            params: { id: survey.id },
            json: { recipients: racer },
          }),
        ),
      );
      expect(sends.map((r) => r.status)).toEqual([202, 202]);
      const results = await Promise.all(
        sends.map((r) =>
          sendFinished(owner, survey.id, sendSurveyEmailResponse.parse(r.body).sendId),
        ),
      );
      expect(results.map((r) => r.results[0]?.status).sort()).toEqual(['sent', 'skipped']);
      expect(await surveyMails(racer, survey.id)).toHaveLength(1);
    });

    it('refuses a subject over 200 characters', async () => {
      const to = uniqueEmail('resp-subject');
      const response = await api('SendSurveyEmail', {
        token: owner.token,
        params: { id: survey.id },
        json: { recipients: to, subject: 's'.repeat(201) },
      });
      const error = expectFailure(response, 400, 'validation_error');
      expect(error.fields).toEqual({ subject: 'Subject must be at most 200 characters' });
      expect(await mailTo(to)).toEqual([]);
    });

    it.each([
      ['an empty list', '', 'Please enter at least one email address'],
      ['an empty array', [], 'Please enter at least one email address'],
      ['blank text', '   \n  ', 'Please enter at least one email address'],
      ['separators only', ' , ,\n, ', 'Please enter at least one valid email address'],
      [
        'invalid addresses',
        'good@example.com, not-an-address\nalso@bad, x y@example.com',
        'Invalid email addresses: not-an-address, also@bad, x y@example.com',
      ],
      [
        '1001 addresses',
        Array.from({ length: 1001 }, (_, i) => `bulk-${i}@example.com`).join(','),
        'Send to at most 1000 addresses at a time',
      ],
      [
        '12 invalid addresses, one of them long: named up to 10, each cut',
        [`${'l'.repeat(300)}`, ...Array.from({ length: 11 }, (_, i) => `bad-${i}`)].join(','),
        `Invalid email addresses: ${'l'.repeat(79)}…, ${Array.from({ length: 9 }, (_, i) => `bad-${i}`).join(', ')} and 2 more`,
      ],
    ])('refuses %s with 400 and sends nothing', async (_label, recipients, message) => {
      const fresh = await createSurvey(owner, { teamId, title: 'Refusals' });
      const response = await api('SendSurveyEmail', {
        token: owner.token,
        params: { id: fresh.id },
        json: { recipients },
      });
      const error = expectFailure(response, 400, 'validation_error', message);
      expect(error.fields).toEqual({ recipients: message });
      expect((await invitationsOf(owner, fresh.id)).invitations).toEqual([]);
      expect(await mailTo('good@example.com')).toEqual([]);
    });

    it('answers a very large request briefly, never repeating it back', async () => {
      // 1000 addresses of 3000 characters: 3 MB, under the API's 10 MB.
      const recipients = Array.from(
        { length: 1000 },
        (_, i) => `${'r'.repeat(3000)}${i}@example.com`,
      );
      const response = await api('SendSurveyEmail', {
        token: owner.token,
        params: { id: survey.id },
        json: { recipients },
      });
      const error = expectFailure(response, 400, 'validation_error');
      expect(response.text.length).toBeLessThan(4096);
      expect(response.text).not.toContain('r'.repeat(200));
      expect(error.fields?.['recipients.0']).toBe(
        'Each email address must be at most 254 characters',
      );
      expect(Object.keys(error.fields ?? {}).length).toBeLessThanOrEqual(21);
    });

    it('refuses a request without recipients', async () => {
      const response = await api('SendSurveyEmail', {
        token: owner.token,
        params: { id: survey.id },
        json: { subject: 'No one' },
      });
      const error = expectFailure(response, 400, 'validation_error');
      expect(Object.keys(error.fields ?? {})).toContain('recipients');
    });

    it('refuses a closed survey with 409 and sends nothing', async () => {
      const closed = await updateSurvey(
        owner,
        await createSurvey(owner, { teamId, title: 'Closed pulse' }),
        { acceptingResponses: false },
      );
      expect(closed.acceptingResponses).toBe(false);
      const to = uniqueEmail('resp-closed');
      const response = await api('SendSurveyEmail', {
        token: owner.token,
        params: { id: closed.id },
        json: { recipients: to },
      });
      expectFailure(response, 409, 'survey_closed');
      expect(await mailTo(to)).toEqual([]);
      expect((await invitationsOf(owner, closed.id)).invitations).toEqual([]);
    });

    it('is for the creator and team admins; members and strangers get 404, guests 401', async () => {
      const e = uniqueEmail('resp-e');
      expect((await sendSurvey(admin, survey.id, { recipients: e })).sent).toBe(1);
      const calls = managerCalls(survey.id);
      for (const [name, call] of Object.entries(calls)) {
        for (const who of [member, stranger]) {
          expectFailure(await call(who), 404, 'not_found', SURVEY_NOT_FOUND);
        }
        expect((await call(undefined)).status, name).toBe(401);
      }
      for (const who of [owner, admin]) {
        expect((await calls.invitations(who)).status).toBe(200);
        expect((await calls.regular(who)).status).toBe(200);
        expect((await calls.email(who)).status).toBe(200);
      }
      expect(await mailTo(nosy)).toEqual([]);
    });
  });

  describe('invitations', () => {
    it('shows each as sent with its day, and never who responded to an anonymous survey', async () => {
      const survey = await createSurvey(owner, { teamId, title: 'Anonymous invitations' });
      const [a, b] = [uniqueEmail('inv-a'), uniqueEmail('inv-b')];
      await sendSurvey(owner, survey.id, { recipients: [a, b] });
      const before = await invitationsOf(owner, survey.id);
      expect(before.nextCursor).toBeNull();
      expect(before.invitations.map((i) => i.recipient_email).sort()).toEqual([a, b].sort());
      for (const invitation of before.invitations) {
        expect(Object.keys(invitation).sort()).toEqual(
          ['id', 'recipient_email', 'status', 'sent_at', 'responded_at', 'round'].sort(),
        );
        expect(invitation).toMatchObject({ status: 'sent', responded_at: null });
        expect(invitation.sent_at).toMatch(DAY);
        expect(isRunDay(invitation.sent_at as string)).toBe(true);
      }

      expect(before.responded).toEqual({ total: 0, releases: [] });

      await submitOk(survey.id, pulse(survey, 4), await linkToken(a, survey.id));
      const after = await invitationsOf(owner, survey.id);
      // The one who answered looks exactly like the one who did not.
      expect(after).toEqual(before);
    });

    it('refuses to resend to a recipient of a named survey who responded (409)', async () => {
      const survey = await createSurvey(owner, {
        teamId,
        title: 'Named resend',
        isAnonymous: false,
      });
      const to = uniqueEmail('named-resend');
      await sendSurvey(owner, survey.id, { recipients: to });
      await submitOk(survey.id, pulse(survey, 4), await linkToken(to, survey.id));
      expectFailure(
        await api('ResendSurveyInvitation', {
          token: owner.token,
          params: { id: survey.id },
          json: { email: to },
        }),
        409,
        'already_responded',
      );
    });

    it('keeps the time sent on surveys that are not anonymous, but only the day responded', async () => {
      const survey = await createSurvey(owner, {
        teamId,
        title: 'Named invitations',
        isAnonymous: false,
      });
      const a = uniqueEmail('inv-named');
      // The time the product's clock said while the send was answered, however long that took.
      const before = await productNow();
      await sendSurvey(owner, survey.id, { recipients: a });
      const after = await productNow();
      const [sent] = (await invitationsOf(owner, survey.id)).invitations;
      expect(sent?.sent_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      const sentAt = Date.parse(sent?.sent_at as string);
      expect(sentAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect(sentAt).toBeLessThanOrEqual(after);
      await submitOk(survey.id, pulse(survey, 3), await linkToken(a, survey.id));
      const [responded] = (await invitationsOf(owner, survey.id)).invitations;
      expect(responded).toMatchObject({ status: 'responded', sent_at: sent?.sent_at });
      expect(responded?.responded_at).toMatch(DAY);
    });

    it('pages with a cursor, and refuses a cursor that is not one of its own', async () => {
      const survey = await createSurvey(owner, { teamId, title: 'Many invitations' });
      const first = Array.from({ length: 100 }, () => uniqueEmail('inv-page'));
      const more = Array.from({ length: 5 }, () => uniqueEmail('inv-page'));
      expect((await sendSurvey(owner, survey.id, { recipients: first.join('\n') })).sent).toBe(100);
      expect((await sendSurvey(owner, survey.id, { recipients: more })).sent).toBe(5);

      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await invitationsOf(owner, survey.id, cursor);
        seen.push(...page.invitations.map((i) => i.recipient_email));
        cursor = page.nextCursor ?? undefined;
        pages += 1;
        expect(pages).toBeLessThan(5);
      } while (cursor);
      expect(pages).toBeGreaterThan(1);
      expect(seen.sort()).toEqual([...first, ...more].sort());

      const firstPage = await invitationsOf(owner, survey.id);
      expect(firstPage.invitations).toHaveLength(100);
      const foreign = firstPage.nextCursor as string;
      const other = await createSurvey(owner, { teamId, title: 'Other invitations' });
      for (const bad of ['not-a-cursor', foreign, 'x'.repeat(1025)]) {
        const target = bad === foreign ? other.id : survey.id;
        const response = await listInvitations(owner, target, bad);
        const error = expectFailure(response, 400, 'validation_error');
        expect(Object.keys(error.fields ?? {})).toEqual(['cursor']);
      }
    });
  });

  describe('resending an invitation', () => {
    let survey: Survey;
    const a = uniqueEmail('resend-a');
    const b = uniqueEmail('resend-b');

    beforeAll(async () => {
      survey = await createSurvey(owner, { teamId, title: 'Resend pulse' });
      await sendSurvey(owner, survey.id, { recipients: [a, b] });
    });

    const resend = (email: string, who: Person = owner) =>
      api('ResendSurveyInvitation', {
        token: who.token,
        params: { id: survey.id },
        json: { email },
      });

    it('mails a fresh link; the old one stops working and the new one works', async () => {
      const oldToken = await linkToken(a, survey.id);
      const response = await resend(a);
      expect(response.status, response.text).toBe(200);
      expect(response.body).toEqual({ message: 'Invitation resent!' });
      const newToken = await linkToken(a, survey.id, 2);
      expect(newToken).not.toBe(oldToken);

      expectFailure(await landing(survey.id, oldToken), 404, 'not_found', LINK_NOT_VALID);
      expectFailure(await submit(survey.id, pulse(survey, 5), { token: oldToken }), 404);
      expect(await openLanding(survey.id, newToken)).toMatchObject({
        status: 'open',
        personal: true,
      });
      await submitOk(survey.id, pulse(survey, 5), newToken);
      expect(await storedResponseCount(survey.id)).toBe(1);
    });

    it('answers alike for a recipient who responded (nothing new is sent), 404 for one never invited', async () => {
      const before = await invitationsOf(owner, survey.id);
      const answered = await resend(a);
      expect(answered.status, answered.text).toBe(200);
      expect(answered.body).toEqual({ message: 'Invitation resent!' });
      // The invitations list shows a resend like any other: nothing tells who answered.
      const after = await invitationsOf(owner, survey.id);
      const row = (list: typeof before, email: string) =>
        list.invitations.find((i) => i.recipient_email === email);
      expect(row(after, a)).toEqual(row(before, a));
      expect(row(after, a)?.status).toBe('sent');
      expectFailure(await resend('nobody@example.com'), 404, 'not_found');
      expect(await surveyMails('nobody@example.com', survey.id)).toEqual([]);
      expect(await surveyMails(a, survey.id)).toHaveLength(2);
      expectFailure(await resend(''), 400, 'validation_error');
    });

    it('finds the address whatever its case, and is for managers only', async () => {
      const oldToken = await linkToken(b, survey.id);
      expect((await resend(b.toUpperCase(), admin)).status).toBe(200);
      await linkToken(b, survey.id, 2);
      expectFailure(await landing(survey.id, oldToken), 404, 'not_found', LINK_NOT_VALID);
      for (const who of [member, stranger]) {
        expectFailure(await resend(b, who), 404, 'not_found', SURVEY_NOT_FOUND);
      }
      expect(await surveyMails(b, survey.id)).toHaveLength(2);
      const [invitationB] = (await invitationsOf(owner, survey.id)).invitations.filter(
        (i) => i.recipient_email === b,
      );
      expect(invitationB).toMatchObject({ status: 'sent', responded_at: null });
    });

    it('does the same work for a recipient who answered and one who did not: the same DynamoDB calls, status and answer', async () => {
      const alike = await createSurvey(owner, { teamId, title: 'Resend alike' });
      expect(alike.isAnonymous).toBe(true);
      const answered = uniqueEmail('resend-alike-answered');
      const waiting = uniqueEmail('resend-alike-waiting');
      await sendSurvey(owner, alike.id, { recipients: [answered, waiting] });
      await submitOk(alike.id, pulse(alike, 4), await linkToken(answered, alike.id));

      const resendTo = async (email: string) => {
        const response = await api('ResendSurveyInvitation', {
          token: owner.token,
          params: { id: alike.id },
          json: { email },
        });
        return {
          status: response.status,
          body: response.body,
          dynamoCalls: response.headers.get('x-candor-dynamodb-calls'),
        };
      };
      // Both orders, so nothing the first call of a pair warms up decides the comparison.
      const first = [await resendTo(answered), await resendTo(waiting)];
      const second = [await resendTo(waiting), await resendTo(answered)];
      for (const [one, other] of [first, second]) {
        expect(one?.dynamoCalls).toMatch(/^\d+$/);
        expect(other).toEqual(one);
      }
      expect(first[0]).toMatchObject({ status: 200, body: { message: 'Invitation resent!' } });

      // Only the recipient who has not answered was mailed, each time with a link that works.
      expect(await surveyMails(answered, alike.id)).toHaveLength(1);
      const latest = await linkToken(waiting, alike.id, 3);
      expect(await openLanding(alike.id, latest)).toMatchObject({ status: 'open', personal: true });
    });

    it('refuses a closed survey with 409', async () => {
      survey = await updateSurvey(owner, survey, { acceptingResponses: false });
      expectFailure(await resend(b), 409, 'survey_closed');
      expect(await surveyMails(b, survey.id)).toHaveLength(2);
    });
  });

  describe('the public survey page', () => {
    let survey: Survey;
    const landingKeys = [
      'status',
      'title',
      'description',
      'isAnonymous',
      'allowMultipleResponses',
      'personal',
      'questions',
      // Decision 0059: the same for everyone who opens the page.
      'defaultLanguage',
      'translations',
      'branding',
    ];

    beforeAll(async () => {
      survey = await createSurvey(owner, {
        teamId,
        title: 'Landing pulse',
        description: 'What the page shows.',
        questions: questionSet(),
        isAnonymous: false,
      });
    });

    /** Nothing on the public page names the people or internals behind the survey. */
    function expectNothingInternal(response: ApiResponse) {
      for (const secret of [
        owner.userId,
        owner.email,
        admin.userId,
        teamId,
        'createdBy',
        'created_by',
        'teamIds',
        'tokenHash',
        'anonymityThreshold',
        'response_count',
        'stats',
        'SURVEY#',
        'GSI1',
      ]) {
        expect(response.text.includes(secret), `the page carries ${secret}`).toBe(false);
      }
    }

    it('shows the open link: the survey, its questions in order (ratings with maxRating) and the branding', async () => {
      const response = await landing(survey.id);
      expect(response.status, response.text).toBe(200);
      const page = await openLanding(survey.id);
      expect(Object.keys(response.body as object).sort()).toEqual([...landingKeys].sort());
      expect(page).toMatchObject({
        status: 'open',
        title: 'Landing pulse',
        description: 'What the page shows.',
        isAnonymous: false,
        allowMultipleResponses: false,
        personal: false,
        branding: { teamName: TEAM_NAME, brandColor: BRAND, logoUrl: null },
      });
      expect(page.questions.map((q) => q.id)).toEqual(questionIds(survey));
      expect(page.questions.map((q) => q.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      for (const question of page.questions) {
        const allowed = ['id', 'type', 'text', 'required', 'order', 'options'];
        if (question.type === 'rating') allowed.push('maxRating');
        expect(Object.keys(question).sort()).toEqual(allowed.sort());
      }
      expect(page.questions.filter((q) => q.type === 'rating').map((q) => q.maxRating)).toEqual([
        5, 10,
      ]);
      expect(page.questions[3]?.options).toEqual({ choices: ['Light', 'Right', 'Heavy'] });
      expectNothingInternal(response);
    });

    it('shows a personal link as personal, then as responded once used', async () => {
      const to = uniqueEmail('landing');
      await sendSurvey(owner, survey.id, { recipients: to });
      const token = await linkToken(to, survey.id);
      const response = await landing(survey.id, token);
      expect(await openLanding(survey.id, token)).toMatchObject({ status: 'open', personal: true });
      expectNothingInternal(response);
      expect(response.text).not.toContain(to);
      expect(response.text).not.toContain(token);

      await submitOk(survey.id, fullAnswers(survey), token);
      expect(await openLanding(survey.id, token)).toMatchObject({
        status: 'responded',
        personal: true,
        questions: [],
      });
      // The open link still takes answers.
      expect((await openLanding(survey.id)).status).toBe('open');
    });

    it('refuses links that are not valid with a clear message', async () => {
      const garbled = await landing(survey.id, 'not-a-token');
      expectFailure(garbled, 400, 'validation_error');
      expect(garbled.text).toContain(LINK_NOT_VALID);
      expectFailure(await landing(survey.id, 'A'.repeat(43)), 404, 'not_found', LINK_NOT_VALID);

      // A link is for its own survey only.
      const other = await createSurvey(owner, { teamId, title: 'Another pulse' });
      const to = uniqueEmail('landing-other');
      await sendSurvey(owner, other.id, { recipients: to });
      const token = await linkToken(to, other.id);
      expectFailure(await landing(survey.id, token), 404, 'not_found', LINK_NOT_VALID);
      expectFailure(await submit(survey.id, fullAnswers(survey), { token }), 404);
      expect((await openLanding(other.id, token)).status).toBe('open');

      const badId = await landing('not a survey');
      expectFailure(badId, 400, 'validation_error');
      expectFailure(
        await landing('0b7cf0a4-8d59-4c1e-9d8c-5f1b7b0d9e21'),
        404,
        'not_found',
        SURVEY_GONE,
      );
    });

    it('says closed when the survey stops accepting responses, and gone once deleted', async () => {
      const closing = await createSurvey(owner, { teamId, title: 'Closing pulse' });
      const [unused, used] = [uniqueEmail('landing-unused'), uniqueEmail('landing-used')];
      await sendSurvey(owner, closing.id, { recipients: [unused, used] });
      const unusedToken = await linkToken(unused, closing.id);
      const usedToken = await linkToken(used, closing.id);
      await submitOk(closing.id, pulse(closing, 4), usedToken);
      const closed = await updateSurvey(owner, closing, { acceptingResponses: false });

      expect(await openLanding(closed.id)).toMatchObject({ status: 'closed', questions: [] });
      expect(await openLanding(closed.id, unusedToken)).toMatchObject({
        status: 'closed',
        personal: true,
        questions: [],
      });
      expect((await openLanding(closed.id, usedToken)).status).toBe('responded');

      expect(
        (await api('DeleteSurvey', { token: owner.token, params: { id: closed.id } })).status,
      ).toBe(200);
      for (const token of [undefined, unusedToken]) {
        expectFailure(await landing(closed.id, token), 404, 'not_found', SURVEY_GONE);
      }
      expectFailure(
        await submit(closed.id, pulse(closed, 4), { token: unusedToken }),
        404,
        'not_found',
        SURVEY_GONE,
      );
    });
  });

  describe('answering', () => {
    let survey: Survey;
    const questions = questionSet();
    /** Question `index` (0-based) as the error names it. */
    const named = (index: number) =>
      `Question ${questions[index]!.order} ("${questions[index]!.text}")`;

    beforeAll(async () => {
      survey = await createSurvey(owner, {
        teamId,
        title: 'Answer rules',
        isAnonymous: false,
        questions: questionSet(),
      });
    });

    const expectNothingStored = async () => {
      expect(await storedResponseCount(survey.id)).toBe(0);
      const list = await responsesOf(owner, survey.id, 'regular');
      expect(list.total).toBe(0);
      expect(list.responses).toEqual([]);
    };

    it.each<[string, number, (answers: Answer[]) => Answer[], string]>([
      [
        'a text answer to a rating',
        0,
        (s) => withAnswer(s, 0, { type: 'text', value: 'five' }),
        'expects a rating answer',
      ],
      ['a rating above the scale', 0, (s) => withAnswer(s, 0, { value: 6 }), 'from 1 to 5'],
      ['a rating below the scale', 0, (s) => withAnswer(s, 0, { value: 0 }), 'from 1 to 5'],
      ['a fractional rating', 0, (s) => withAnswer(s, 0, { value: 2.5 }), 'from 1 to 5'],
      ['11 on a 1-10 rating', 8, (s) => withAnswer(s, 8, { value: 11 }), 'from 1 to 10'],
      ['a rating given as text', 0, (s) => withAnswer(s, 0, { value: '4' }), 'from 1 to 5'],
      ['an unknown choice', 3, (s) => withAnswer(s, 3, { value: 3 }), 'Choose one of the options'],
      ['a negative choice', 3, (s) => withAnswer(s, 3, { value: -1 }), 'Choose one of the options'],
      [
        'a choice given as its label',
        3,
        (s) => withAnswer(s, 3, { value: 'Right' }),
        'Choose one of the options',
      ],
      [
        'a repeated checkbox',
        4,
        (s) => withAnswer(s, 4, { value: [0, 0] }),
        'Tick each option once',
      ],
      [
        'an unknown checkbox',
        4,
        (s) => withAnswer(s, 4, { value: [1, 3] }),
        'Tick only the options shown',
      ],
      [
        'a checkbox answer that is not a list',
        4,
        (s) => withAnswer(s, 4, { value: 1 }),
        'Tick the options that apply',
      ],
      ['a missing required choice', 3, (s) => without(s, 3), 'This question is required'],
      [
        'a required rating left empty',
        0,
        (s) => withAnswer(s, 0, { value: null }),
        'This question is required',
      ],
      [
        'text over its maxLength',
        1,
        (s) => withAnswer(s, 1, { value: 'x'.repeat(21) }),
        'at most 20 characters',
      ],
      [
        'a long text over its maxLength',
        2,
        (s) => withAnswer(s, 2, { value: 'y'.repeat(2001) }),
        'at most 2000 characters',
      ],
      [
        'a number for a text question',
        1,
        (s) => withAnswer(s, 1, { value: 7 }),
        'The answer must be text',
      ],
      [
        'an address without @',
        5,
        (s) => withAnswer(s, 5, { value: 'not-an-email' }),
        'Enter a valid email address',
      ],
      [
        'an address without a domain where one is required',
        5,
        (s) => withAnswer(s, 5, { value: 'me@localhost' }),
        'Enter a valid email address',
      ],
      [
        'a day that does not exist',
        6,
        (s) => withAnswer(s, 6, { value: '2025-02-30' }),
        'Enter a date (YYYY-MM-DD)',
      ],
      [
        'a date in another format',
        6,
        (s) => withAnswer(s, 6, { value: '14/03/2025' }),
        'Enter a date (YYYY-MM-DD)',
      ],
      [
        'a date before the earliest',
        6,
        (s) => withAnswer(s, 6, { value: '2023-12-31' }),
        'on or after 2024-01-01',
      ],
      [
        'a number above the maximum',
        7,
        (s) => withAnswer(s, 7, { value: 61 }),
        'Enter a number from 0 to 60',
      ],
      [
        'a number below the minimum',
        7,
        (s) => withAnswer(s, 7, { value: -1 }),
        'Enter a number from 0 to 60',
      ],
      ['a number given as text', 7, (s) => withAnswer(s, 7, { value: '12' }), 'Enter a number'],
      [
        'a question answered twice',
        1,
        (s) => [...s, { ...s[1]!, value: 'Again' }],
        'answered twice',
      ],
    ])(
      'refuses %s with 400 naming the question, and stores nothing',
      async (_l, index, change, problem) => {
        const response = await submit(survey.id, change(fullAnswers(survey)));
        const error = expectFailure(response, 400, 'validation_error');
        const id = questionIds(survey)[index] as string;
        expect(Object.keys(error.fields ?? {})).toEqual([id]);
        expect(error.fields?.[id]).toContain(named(index));
        expect(error.fields?.[id]).toContain(problem);
        await expectNothingStored();
      },
    );

    it('refuses an answer to a question the survey does not have', async () => {
      const response = await submit(survey.id, [
        ...fullAnswers(survey),
        { questionId: 'q_0000000000000000', type: 'text', value: 'Hello' },
      ]);
      const error = expectFailure(response, 400, 'validation_error');
      expect(error.fields).toEqual({
        responses: 'An answer names a question this survey does not have',
      });
      await expectNothingStored();
    });

    it.each([
      ['not accepted', false],
      ['missing', undefined],
    ])('refuses a submission whose terms are %s', async (_label, acceptedTerms) => {
      const response = await submit(survey.id, fullAnswers(survey), { acceptedTerms });
      const error = expectFailure(response, 400, 'validation_error');
      expect(error.fields).toEqual({
        acceptedTerms: 'Please accept the Terms of Service to submit',
      });
      await expectNothingStored();
    });

    it('refuses a malformed body and an answer value of an unknown shape', async () => {
      const noAnswers = await api('SubmitEmailResponse', {
        params: { surveyId: survey.id },
        json: { acceptedTerms: true },
      });
      expectFailure(noAnswers, 400, 'validation_error');
      const objectValue = await submit(
        survey.id,
        withAnswer(fullAnswers(survey), 1, { value: { text: 'x' } as unknown as string }),
      );
      expectFailure(objectValue, 400, 'validation_error');
      await expectNothingStored();
    });

    it('does not use up a personal link on a refused submission', async () => {
      const to = uniqueEmail('answer-retry');
      await sendSurvey(owner, survey.id, { recipients: to });
      const token = await linkToken(to, survey.id);
      expectFailure(
        await submit(survey.id, without(fullAnswers(survey), 0), { token }),
        400,
        'validation_error',
      );
      expect((await openLanding(survey.id, token)).status).toBe('open');
      const [invitation] = (await invitationsOf(owner, survey.id)).invitations;
      expect(invitation?.status).toBe('sent');
      await expectNothingStored();
      await submitOk(survey.id, fullAnswers(survey), token);
      expect(await storedResponseCount(survey.id)).toBe(1);
    });

    it('stores a valid response once: a replay of the link is 409 and stores nothing', async () => {
      await submitOk(survey.id, fullAnswers(survey));
      expect(await storedResponseCount(survey.id)).toBe(2);

      const to = uniqueEmail('answer-replay');
      await sendSurvey(owner, survey.id, { recipients: to });
      const token = await linkToken(to, survey.id);
      await submitOk(survey.id, fullAnswers(survey), token);
      for (const answers of [fullAnswers(survey), pulse(survey, 1)]) {
        expectFailure(
          await submit(survey.id, answers, { token }),
          409,
          'already_responded',
          ALREADY_RESPONDED,
        );
      }
      expect(await storedResponseCount(survey.id)).toBe(3);
      const regular = await responsesOf(owner, survey.id, 'regular');
      expect(regular.counts).toEqual({ all: 3, regular: 1, email: 2 });
    });

    it('takes exactly one of 20 concurrent submissions with the same link', async () => {
      const to = uniqueEmail('answer-race');
      await sendSurvey(owner, survey.id, { recipients: to });
      const token = await linkToken(to, survey.id);
      const before = await storedResponseCount(survey.id);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => submit(survey.id, fullAnswers(survey), { token })),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      for (const refused of answers.filter((r) => r.status === 409)) {
        expectFailure(refused, 409, 'already_responded');
      }
      expect(await storedResponseCount(survey.id)).toBe(before + 1);
      expect((await responsesOf(owner, survey.id, 'email')).total).toBe(before + 1);
    });

    it('refuses answers to a closed survey with 409 survey_closed and stores nothing', async () => {
      const to = uniqueEmail('answer-closed');
      await sendSurvey(owner, survey.id, { recipients: to });
      const token = await linkToken(to, survey.id);
      const before = await storedResponseCount(survey.id);
      survey = await updateSurvey(owner, survey, { acceptingResponses: false });
      for (const extra of [{}, { token }]) {
        expectFailure(
          await submit(survey.id, fullAnswers(survey), extra),
          409,
          'survey_closed',
          'This survey is no longer accepting responses.',
        );
      }
      expect(await storedResponseCount(survey.id)).toBe(before);
      const [invitation] = (await invitationsOf(owner, survey.id)).invitations.filter(
        (i) => i.recipient_email === to,
      );
      expect(invitation?.status).toBe('sent');
      // Reopened, the unused link works.
      survey = await updateSurvey(owner, survey, { acceptingResponses: true });
      await submitOk(survey.id, fullAnswers(survey), token);
    });
  });

  describe('anonymity in what is stored', () => {
    const allowed = [
      'PK',
      'SK',
      'GSI1PK',
      'GSI1SK',
      'entityType',
      'id',
      'surveyId',
      'day',
      'source',
      'answers',
      'sentiment',
      'email',
      // A named survey's e-mailed answer: its round, the same for everyone invited in it.
      'round',
    ];

    it('keeps only what answering needs on every response, and nothing shared with its invitation', async () => {
      expect([...RESPONSE_ATTRIBUTES].sort()).toEqual([...allowed].sort());

      const anonymous = await createSurvey(owner, { teamId, title: 'Anonymous storage' });
      const named = await createSurvey(owner, {
        teamId,
        title: 'Named storage',
        isAnonymous: false,
      });
      const [x, y] = [uniqueEmail('store-x'), uniqueEmail('store-y')];
      await sendSurvey(owner, anonymous.id, { recipients: x });
      await sendSurvey(owner, named.id, { recipients: y });
      const xToken = await linkToken(x, anonymous.id);
      const yToken = await linkToken(y, named.id);
      await submitOk(anonymous.id, pulse(anonymous, 5, POSITIVE), xToken);
      await submitOk(anonymous.id, pulse(anonymous, 2));
      await submitOk(named.id, pulse(named, 1, NEGATIVE), yToken);

      const items = await storedItems();
      const anonymity = new Map(
        items
          .filter((item) => item.SK === 'SURVEY')
          .map((item) => [item.PK as string, item.isAnonymous !== false]),
      );
      const responses = items.filter((item) => item.entityType === 'Response');
      expect(responses.length).toBeGreaterThanOrEqual(3);
      const people = [owner, admin, member, stranger].flatMap((p) => [p.userId, p.email]);
      for (const item of responses) {
        const where = `response ${String(item.id)}`;
        expect(
          Object.keys(item).filter((key) => !allowed.includes(key)),
          where,
        ).toEqual([]);
        // An address only on surveys that are not anonymous (unknown surveys count as anonymous).
        if (anonymity.get(item.PK as string) ?? true) expect(item.email, where).toBeUndefined();
        expect(item.id).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        );
        // A survey deleted meanwhile (its item gone, its partition not yet purged): by its shape.
        const anonymous = anonymity.get(item.PK as string) ?? item.day === undefined;
        if (anonymous) {
          // No day anywhere: not in its keys, not as an attribute (its release's day is shown).
          expect(item.day, where).toBeUndefined();
          expect(item).toMatchObject({
            PK: `SURVEY#${String(item.surveyId)}`,
            SK: `RESPONSE#${String(item.id)}`,
            GSI1PK: `SURVEY#${String(item.surveyId)}#${String(item.source)}`,
          });
          // Listed by release group, then the random id.
          expect(String(item.GSI1SK)).toMatch(new RegExp(`^RESPONSE#B\\d{6}#${String(item.id)}$`));
        } else {
          expect(item.day).toMatch(DAY);
          expect(item).toMatchObject({
            PK: `SURVEY#${String(item.surveyId)}`,
            SK: `RESPONSE#${String(item.day)}#${String(item.id)}`,
            GSI1PK: `SURVEY#${String(item.surveyId)}#${String(item.source)}`,
          });
          expect(String(item.GSI1SK)).toMatch(
            new RegExp(`^RESPONSE#D${String(item.day)}#${String(item.id)}$`),
          );
        }
        expect(['regular', 'email']).toContain(item.source);
        // No time finer than a day, no address of a machine, no person, outside the answers.
        const { answers: _answers, ...rest } = item;
        for (const value of scalarsOf(rest)) {
          expect(value, where).not.toMatch(/\d{2}:\d{2}|T\d{2}/);
          expect(value, where).not.toMatch(/\b\d{1,3}(\.\d{1,3}){3}\b|::1/);
          expect(people, where).not.toContain(value);
        }
        expect(typeof item.sentiment).toBe('number');
      }

      const partition = async (survey: Survey) => {
        const stored = await surveyPartition(survey.id, '');
        const invitation = stored.find((item) => String(item.SK).startsWith('INVITATION#'));
        const response = stored.find(
          (item) => item.entityType === 'Response' && item.source === 'email',
        );
        expect(invitation).toBeDefined();
        expect(response).toBeDefined();
        return { invitation: invitation!, response: response! };
      };

      for (const [survey, address, token] of [
        [anonymous, x, xToken],
        [named, y, yToken],
      ] as const) {
        const { invitation, response } = await partition(survey);
        if (survey.isAnonymous) expect(response.email).toBeUndefined();
        else expect(response.email).toBe(address);
        // The invitation records the day it was answered, and nothing of the response.
        expect(invitation.status).toBe('responded');
        const responseId = response.id as string;
        expect(JSON.stringify(invitation)).not.toContain(responseId);
        expect(keysOf(invitation).filter((key) => /response/i.test(key))).toEqual([]);
        // Only the response itself holds its id, and the conversation key its respondent was
        // given (decision 0052): the hash of a secret only they hold, keyed by nothing else. No
        // link item or index joins it to anyone.
        const holders = items.filter((item) => JSON.stringify(item).includes(responseId));
        expect(holders.filter((item) => item.entityType === 'Response')).toHaveLength(1);
        for (const key of holders.filter((item) => item.entityType !== 'Response')) {
          expect(key.entityType).toBe('ConversationKey');
          expect(Object.keys(key).sort()).toEqual(
            ['PK', 'SK', 'entityType', 'responseId', 'surveyId']
              .concat(key.responseDay === undefined ? [] : ['responseDay'])
              .sort(),
          );
          expect(JSON.stringify(key)).not.toContain(invitation.id as string);
          expect(JSON.stringify(key)).not.toContain(invitation.tokenHash as string);
          expect(JSON.stringify(key)).not.toContain(address);
        }
        // Nothing in common but the survey (and the day both record, as the design says).
        const shared = scalarsOf(response).filter((value) => scalarsOf(invitation).includes(value));
        const expected = [survey.id, `SURVEY#${survey.id}`, response.day as string];
        if (!survey.isAnonymous) expected.push(address);
        expect(shared.filter((value) => !expected.includes(value))).toEqual([]);
        expect(JSON.stringify(response)).not.toContain(invitation.id as string);
        expect(JSON.stringify(response)).not.toContain(invitation.tokenHash as string);
        // The link's token is never stored, only its hash.
        expect(JSON.stringify(items).includes(token)).toBe(false);
      }
    });
  });

  describe('the receipt', () => {
    it('lists exactly the fields stored for the answer, and what was not kept', async () => {
      const anonymous = await createSurvey(owner, { teamId, title: 'Receipt anonymous' });
      const to = uniqueEmail('receipt');
      await sendSurvey(owner, anonymous.id, { recipients: to });
      const { receipt } = await submitOk(
        anonymous.id,
        pulse(anonymous, 4, POSITIVE),
        await linkToken(to, anonymous.id),
      );
      const [stored] = await surveyPartition(anonymous.id, 'RESPONSE#');
      const keyAttributes = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'entityType'];
      const storedFields = Object.keys(stored ?? {}).filter((f) => !keyAttributes.includes(f));
      expect(
        receipt.kept
          .map((k) => k.field)
          .filter((f) => f !== 'invitation' && f !== 'teams')
          .sort(),
      ).toEqual(storedFields.sort());
      expect(receipt.kept.map((k) => k.field)).toContain('invitation');
      // The team block's tally (decision 0040) is another item: counters and team ids only.
      expect(receipt.kept.find((k) => k.field === 'teams')?.description).toMatch(
        /none of them.*never stored with your answers.*at least 3 people/,
      );
      const [block] = await surveyPartition(anonymous.id, 'QTEAM#');
      expect(block).toMatchObject({ teams: [], n: 1 });
      expect(Object.values(block ?? {}).map(String)).not.toContain(String(stored?.id));
      expect(receipt.kept.every((k) => k.description.length > 10)).toBe(true);
      expect(receipt.notKept.join(' ')).toMatch(/e-mail address/);
      expect(receipt.notKept.join(' ')).toMatch(/IP/);
      // Nothing a manager could match it by: no id, no score, no day.
      const text = JSON.stringify(receipt);
      for (const value of [stored?.id, stored?.sentiment, stored?.day]) {
        expect(text).not.toContain(String(value));
      }

      const named = await createSurvey(owner, {
        teamId,
        title: 'Receipt named',
        isAnonymous: false,
      });
      const namedTo = uniqueEmail('receipt-named');
      await sendSurvey(owner, named.id, { recipients: namedTo });
      const namedReceipt = (
        await submitOk(named.id, pulse(named, 2), await linkToken(namedTo, named.id))
      ).receipt;
      expect(namedReceipt.kept.map((k) => k.field)).toContain('email');
    });
  });

  describe('results and the anonymity threshold', () => {
    it('hides an anonymous survey below its threshold on both lists, and shows it at the threshold', async () => {
      const survey = await createSurvey(owner, { teamId, title: 'Threshold pulse' });
      expect(survey.anonymityThreshold).toBe(3);
      const invited = [
        uniqueEmail('threshold'),
        uniqueEmail('threshold'),
        uniqueEmail('threshold'),
      ];
      await sendSurvey(owner, survey.id, { recipients: invited });
      const tokens = await Promise.all(invited.map((to) => linkToken(to, survey.id)));
      await submitOk(survey.id, pulse(survey, 5, POSITIVE), tokens[0]);
      await submitOk(survey.id, pulse(survey, 1, NEGATIVE), tokens[1]);

      for (const source of ['regular', 'email'] as const) {
        const list = await responsesOf(owner, survey.id, source);
        // Nothing released yet: the page says the threshold a first release needs, never how
        // many more (a countdown would say who just answered), and no group is waiting yet.
        expect(list).toMatchObject({
          total: 0,
          needed: 3,
          counts: null,
          responses: [],
          nextCursor: null,
          release: { groupSize: 3, lastReleasedOn: null, waiting: false },
        });
        expect(list.survey).toMatchObject({
          id: survey.id,
          isAnonymous: true,
          anonymityThreshold: 3,
        });
      }

      await submitOk(survey.id, pulse(survey, 3), tokens[2]);
      const email = await responsesOf(owner, survey.id, 'email');
      expect(email).toMatchObject({
        total: 3,
        needed: 0,
        counts: { all: 3, regular: 0, email: 3 },
      });
      expect(email.responses).toHaveLength(3);
      expect(email.responses.every((r) => r.source === 'email' && r.email === null)).toBe(true);
      // Dated by their release, the same day for all three.
      expect(new Set(email.responses.map((r) => r.submittedAt)).size).toBe(1);
      expect(email.release).toEqual({
        groupSize: 3,
        lastReleasedOn: email.responses[0]?.submittedAt,
        waiting: false,
      });
      // The open link released nothing: its page says so, whatever the e-mailed links did.
      expect(await responsesOf(owner, survey.id, 'regular')).toMatchObject({
        needed: 3,
        responses: [],
        release: { lastReleasedOn: null, waiting: false },
      });

      for (const rating of [2, 4, 5]) await submitOk(survey.id, pulse(survey, rating));
      const regular = await responsesOf(owner, survey.id, 'regular');
      expect(regular).toMatchObject({
        total: 6,
        needed: 0,
        counts: { all: 6, regular: 3, email: 3 },
      });
      expect(regular.responses).toHaveLength(3);
      expect(regular.responses.every((r) => r.source === 'regular' && r.email === null)).toBe(true);
    });

    it('does not single out the one invitee who answered an anonymous survey', async () => {
      // One e-mailed answer and two from the open link reach the threshold of 3. The invitations
      // list names the one recipient who responded; an e-mail tab showing one response would show
      // that person's answers.
      const survey = await createSurvey(owner, { teamId, title: 'Single invitee' });
      const [alone, silent] = [uniqueEmail('single'), uniqueEmail('single')];
      await sendSurvey(owner, survey.id, { recipients: [alone, silent] });
      await submitOk(survey.id, pulse(survey, 1, NEGATIVE), await linkToken(alone, survey.id));
      await submitOk(survey.id, pulse(survey, 4));
      await submitOk(survey.id, pulse(survey, 5));

      const invitations = await invitationsOf(owner, survey.id);
      expect(invitations.invitations.filter((i) => i.status === 'responded')).toEqual([]);
      expect(invitations.responded).toEqual({ total: 0, releases: [] });
      const shown = [
        ...(await responsesOf(owner, survey.id, 'email')).responses,
        ...(await responsesOf(owner, survey.id, 'regular')).responses,
      ];
      const emailed = shown.filter((r) => r.source === 'email');
      expect(
        emailed.map((r) => r.responses),
        'answers a manager can tie to the only invitee who responded',
      ).toEqual([]);
    });

    it('keeps answers given anonymously hidden below the threshold when the survey is made not anonymous', async () => {
      // The respondent answered under the anonymity promise; switching the survey afterwards must
      // not show that one response next to the one invitation marked responded.
      const survey = await createSurvey(owner, { teamId, title: 'Switched to named' });
      const to = uniqueEmail('switch');
      await sendSurvey(owner, survey.id, { recipients: to });
      await submitOk(survey.id, pulse(survey, 1, NEGATIVE), await linkToken(to, survey.id));
      // The threshold, not a countdown: one answer moved nothing a manager sees.
      expect((await responsesOf(owner, survey.id, 'email')).needed).toBe(3);

      // The switch is refused, and the answer stays hidden.
      const switched = await api('UpdateSurvey', {
        token: owner.token,
        params: { id: survey.id },
        json: { title: survey.title, questions: survey.questions, isAnonymous: false },
      });
      expect(switched.status).toBe(409);
      expect(switched.body).toMatchObject({ errorType: 'anonymity_locked' });
      const shown = [
        ...(await responsesOf(owner, survey.id, 'email')).responses,
        ...(await responsesOf(owner, survey.id, 'regular')).responses,
      ];
      expect(
        shown.map((r) => r.responses),
        'an anonymous answer shown below the threshold',
      ).toEqual([]);
    });

    it('lets the threshold be raised but not lowered once people were invited and answered: a refused lowering releases nothing', async () => {
      const survey = await createSurvey(owner, {
        teamId,
        title: 'Threshold five',
        anonymityThreshold: 5,
      });
      const invited = [1, 2, 3].map(() => uniqueEmail('threshold-five'));
      await sendSurvey(owner, survey.id, { recipients: invited });
      for (const to of invited) {
        await submitOk(survey.id, pulse(survey, 4), await linkToken(to, survey.id));
      }
      const hidden = { total: 0, needed: 5, counts: null, responses: [] };
      expect(await responsesOf(owner, survey.id, 'email')).toMatchObject(hidden);

      expectFailure(
        await saveSurvey(owner, survey, { anonymityThreshold: 3 }),
        409,
        'threshold_locked',
        'The anonymity threshold can only be raised once people have been invited or have answered.',
      );
      // Still 5, and the three answers stay hidden, the hourly release included.
      const stored = await api('GetSurvey', { token: owner.token, params: { id: survey.id } });
      expect(surveyResponse.parse(stored.body).survey).toMatchObject({
        anonymityThreshold: 5,
        anonymityLocked: true,
      });
      await runResponseDigest();
      expect(await responsesOf(owner, survey.id, 'email')).toMatchObject(hidden);

      const raised = await updateSurvey(owner, survey, { anonymityThreshold: 6 });
      expect(raised.anonymityThreshold).toBe(6);
      expect(await responsesOf(owner, survey.id, 'email')).toMatchObject({ ...hidden, needed: 6 });
      // Raised, it cannot go back either: 5 is a lowering now.
      expectFailure(
        await saveSurvey(owner, raised, { anonymityThreshold: 5 }),
        409,
        'threshold_locked',
      );
    });

    it('lets the threshold be lowered before anyone was invited or answered', async () => {
      const survey = await createSurvey(owner, {
        teamId,
        title: 'Threshold draft',
        anonymityThreshold: 5,
      });
      expect(survey.anonymityLocked).toBe(false);
      const lowered = await updateSurvey(owner, survey, { anonymityThreshold: 3 });
      expect(lowered.anonymityThreshold).toBe(3);

      // An answer sent without opening the page locks the survey's item as the page would, so
      // the save's own condition refuses a lowering from then on.
      await submitOk(survey.id, pulse(survey, 3));
      const stored = (await surveyPartition(survey.id, 'SURVEY')).find((i) => i.SK === 'SURVEY');
      expect(stored?.anonymityLocked).toBe(true);
    });

    it('keeps a higher threshold', async () => {
      const survey = await createSurvey(owner, {
        teamId,
        title: 'Threshold four',
        anonymityThreshold: 4,
      });
      for (const rating of [1, 2, 3]) await submitOk(survey.id, pulse(survey, rating));
      expect(await responsesOf(owner, survey.id, 'regular')).toMatchObject({
        total: 0,
        needed: 4,
        counts: null,
        responses: [],
      });
      await submitOk(survey.id, pulse(survey, 4));
      expect((await responsesOf(owner, survey.id, 'regular')).responses).toHaveLength(4);
    });

    it('shows a survey that is not anonymous from its first response, with the address of e-mailed ones', async () => {
      const survey = await createSurvey(owner, {
        teamId,
        title: 'Named results',
        isAnonymous: false,
        questions: questionSet(),
      });
      const to = uniqueEmail('named-result');
      await sendSurvey(owner, survey.id, { recipients: to });
      await submitOk(survey.id, fullAnswers(survey), await linkToken(to, survey.id));

      const email = await responsesOf(owner, survey.id, 'email');
      expect(email).toMatchObject({
        total: 1,
        needed: 0,
        counts: { all: 1, regular: 0, email: 1 },
        nextCursor: null,
      });
      const [response] = email.responses;
      expect(Object.keys(response ?? {}).sort()).toEqual(
        ['id', 'email', 'submittedAt', 'source', 'sentiment', 'responses'].sort(),
      );
      expect(response).toMatchObject({ email: to, source: 'email' });
      expect(response?.submittedAt).toMatch(DAY);
      expect(isRunDay(response?.submittedAt as string)).toBe(true);
      // Answers as stored: choices as zero-based indexes, in question order, addresses trimmed.
      const ids = questionIds(survey);
      expect(response?.responses).toEqual([
        { questionId: ids[0], value: 4 },
        { questionId: ids[1], value: 'Calm' },
        { questionId: ids[2], value: 'More focus time, please.' },
        { questionId: ids[3], value: 1 },
        { questionId: ids[4], value: [0, 2] },
        { questionId: ids[5], value: 'me@example.org' },
        { questionId: ids[6], value: '2025-03-14' },
        { questionId: ids[7], value: 12.5 },
        { questionId: ids[8], value: 9 },
      ]);
      // The open link's responses are on the other list, without an address.
      const answers = fullAnswers(survey).filter((_, i) => [0, 3].includes(i));
      await submitOk(survey.id, answers);
      const regular = await responsesOf(owner, survey.id, 'regular');
      expect(regular.counts).toEqual({ all: 2, regular: 1, email: 1 });
      expect(regular.responses).toHaveLength(1);
      expect(regular.responses[0]).toMatchObject({ email: null, source: 'regular' });
      expect(regular.responses[0]?.responses).toEqual([
        { questionId: ids[0], value: 4 },
        { questionId: ids[3], value: 1 },
      ]);
      expect(regular.responses[0]?.id).not.toBe(response?.id);
      expect(regular.survey.questions.map((q) => q.id)).toEqual(ids);
      expect(Object.keys(regular.survey).sort()).toEqual(
        ['id', 'title', 'isAnonymous', 'anonymityThreshold', 'questions'].sort(),
      );
    });

    it('scores sentiment from 0 to 1: positive words and a high rating above 0.7, negative and low below 0.3', async () => {
      const survey = await createSurvey(owner, {
        teamId,
        title: 'Sentiment pulse',
        isAnonymous: false,
      });
      await submitOk(survey.id, pulse(survey, 5, POSITIVE));
      await submitOk(survey.id, pulse(survey, 1, NEGATIVE));
      await submitOk(survey.id, pulse(survey, 3));
      const { responses } = await responsesOf(owner, survey.id, 'regular');
      expect(responses).toHaveLength(3);
      for (const r of responses) {
        expect(r.sentiment).toBeGreaterThanOrEqual(0);
        expect(r.sentiment).toBeLessThanOrEqual(1);
      }
      const byRating = new Map(
        responses.map((r) => [r.responses[0]?.value as number, r.sentiment]),
      );
      expect(byRating.get(5)).toBeGreaterThan(0.7);
      expect(byRating.get(1)).toBeLessThan(0.3);
      expect(byRating.get(3)).toBeGreaterThanOrEqual(0.3);
      expect(byRating.get(3)).toBeLessThanOrEqual(0.7);
    });
  });

  describe('dashboard', () => {
    it('totals what the caller manages, keeps anonymous results below threshold out, and shows others nothing', async () => {
      const dana = await register('Dana');
      const max = await register('Max');
      const team = await createTeam(dana, 'Dash team');
      await join(dana, team.id, max, 'member');

      const named = await createSurvey(dana, {
        teamId: team.id,
        title: 'Dash named',
        isAnonymous: false,
      });
      const below = await createSurvey(dana, { teamId: team.id, title: 'Dash below' });
      const neutral = await createSurvey(dana, { teamId: team.id, title: 'Dash neutral' });
      const closed = await createSurvey(dana, {
        teamId: team.id,
        title: 'Dash closed',
        acceptingResponses: false,
      });
      await submitOk(named.id, pulse(named, 5, POSITIVE));
      await submitOk(named.id, pulse(named, 1, NEGATIVE));
      for (let i = 0; i < 2; i++) await submitOk(below.id, pulse(below, 3));
      for (let i = 0; i < 4; i++) await submitOk(neutral.id, pulse(neutral, 3));

      const namedResponses = (await responsesOf(dana, named.id, 'regular')).responses;
      const neutralResponses = (await responsesOf(dana, neutral.id, 'regular')).responses;
      // The anonymous survey released its first three answers together; the fourth waits.
      expect(neutralResponses).toHaveLength(3);
      const sentiments = [...namedResponses, ...neutralResponses].map((r) => r.sentiment);
      const mean = (values: (number | null)[]) =>
        Math.round((values.reduce<number>((sum, v) => sum + (v ?? 0), 0) / values.length) * 1000) /
        1000;

      const board = await dashboardOf(dana);
      expect(board).toMatchObject({
        totalTeams: 1,
        activeSurveys: 3,
        totalResponses: 5,
        sentimentOverview: { positive: 20, neutral: 60, negative: 20 },
      });
      expect(board.avgSentiment).toBeCloseTo(mean(sentiments), 3);
      // Named answers one by one; the anonymous survey's as one row for its release.
      expect(board.recentResponses).toHaveLength(3);
      const visible = new Map(namedResponses.map((r) => [r.id, r.sentiment]));
      for (const recent of board.recentResponses) {
        expect([named.id, neutral.id]).toContain(recent.surveyId);
        expect(recent.teamName).toBe('Dash team');
        expect(recent.createdAt).toMatch(DAY);
        expect(isRunDay(recent.createdAt)).toBe(true);
        if (recent.surveyId === named.id) {
          expect(recent).toMatchObject({ surveyTitle: 'Dash named', count: 1 });
          expect(recent.sentiment).toBe(visible.get(recent.id));
        } else {
          expect(recent).toMatchObject({ surveyTitle: 'Dash neutral', count: 3 });
          expect(recent.sentiment).toBeCloseTo(mean(neutralResponses.map((r) => r.sentiment)), 3);
          // A release row is not a response: its id is none of the answers'.
          expect(neutralResponses.map((r) => r.id)).not.toContain(recent.id);
        }
      }
      expect(new Set(board.recentResponses.map((r) => r.id)).size).toBe(3);
      expect(board.recentActiveSurveys.map((s) => s.id).sort()).toEqual(
        [named.id, below.id, neutral.id].sort(),
      );
      const counts = new Map(board.recentActiveSurveys.map((s) => [s.id, s.response_count]));
      expect(Object.fromEntries(counts)).toEqual({
        [named.id]: 2,
        [below.id]: 0,
        [neutral.id]: 3,
      });
      for (const s of board.recentActiveSurveys) expect(s.team_name).toBe('Dash team');
      expect(JSON.stringify(board)).not.toContain(closed.id);

      // The third response brings the anonymous survey into the results.
      await submitOk(below.id, pulse(below, 5));
      const belowResponses = (await responsesOf(dana, below.id, 'regular')).responses;
      expect(belowResponses).toHaveLength(3);
      const after = await dashboardOf(dana);
      expect(after).toMatchObject({
        totalResponses: 8,
        sentimentOverview: { positive: 25, neutral: 63, negative: 13 },
      });
      expect(after.avgSentiment).toBeCloseTo(
        mean([...sentiments, ...belowResponses.map((r) => r.sentiment)]),
        3,
      );

      // A plain member and a stranger see none of it.
      const memberBoard = await dashboardOf(max);
      expect(memberBoard).toMatchObject({
        totalTeams: 1,
        activeSurveys: 0,
        totalResponses: 0,
        avgSentiment: null,
        sentimentOverview: null,
        recentResponses: [],
        recentActiveSurveys: [],
      });
      const strangerBoard = await dashboardOf(stranger);
      for (const id of [named.id, below.id, neutral.id, team.id]) {
        expect(JSON.stringify(strangerBoard)).not.toContain(id);
      }
      expect(strangerBoard.recentResponses).toEqual([]);
    });

    it('counts a survey as active only while it accepts responses', async () => {
      const dee = await register('Dee');
      const team = await createTeam(dee, 'Active team');
      const open = await createSurvey(dee, { teamId: team.id, title: 'Open one' });
      const later = await createSurvey(dee, { teamId: team.id, title: 'Closing one' });
      expect((await dashboardOf(dee)).activeSurveys).toBe(2);
      await updateSurvey(dee, later, { acceptingResponses: false });
      const board = await dashboardOf(dee);
      expect(board.activeSurveys).toBe(1);
      expect(board.recentActiveSurveys.map((s) => s.id)).toEqual([open.id]);
    });
  });

  describe('notifications', () => {
    it('tells each manager once per hour with the count, and never twice', async () => {
      // All three responses must fall in one hour's tally, an hour of the product's clock.
      await inOneWindow(3600, async () => {
        const survey = await createSurvey(owner, { teamId, title: 'Digest pulse' });
        for (const rating of [5, 4, 3]) await submitOk(survey.id, pulse(survey, rating));
        await runResponseDigest();

        for (const manager of [owner, admin]) {
          const told = await responseNotifications(manager, survey.id);
          expect(told, manager.firstName).toHaveLength(1);
          const data = JSON.parse(told[0]!.data) as Record<string, unknown>;
          expect(data).toMatchObject({
            surveyId: survey.id,
            surveyTitle: 'Digest pulse',
            count: 3,
          });
          expect(told[0]?.message).toContain('3');
          expect(told[0]?.message).toContain('Digest pulse');
        }
        for (const other of [member, stranger]) {
          expect(await responseNotifications(other, survey.id)).toEqual([]);
        }

        await runResponseDigest();
        for (const manager of [owner, admin]) {
          expect(await responseNotifications(manager, survey.id)).toHaveLength(1);
        }
      });
    });
  });

  it("kept every answer within its route's DynamoDB budget", () => {
    expectCallsWithinBudget();
  });
});
