import { beforeAll, describe, expect, it } from 'vitest';
import { surveyResponse, type Survey } from '#shared/api/surveys';
import { uniqueEmail } from './support/auth-api';
import { grantPlan } from './support/billing-api';
import {
  api,
  createSurvey,
  expectFailure,
  landing,
  pulse,
  responsesOf,
  storedResponseCount,
  submit,
  linkToken,
  sendSurvey,
  submitOk,
  surveyMail,
  surveyMails,
} from './support/responses-api';
import { createTeam, register, send, type Person } from './support/teams-api';

/**
 * The lock and the promise are one fact (decision 0009, "Lock"): what the public page, an e-mail
 * or a submission said about anonymity is what the survey stays. Each journey races a save that
 * switches anonymity against the step that makes the promise, many times over; whichever wins,
 * the promise and the stored survey agree. The races are raced, not staged, so each journey runs
 * a number of rounds (the loser differs from round to round).
 */
let owner: Person;
let teamId: string;

beforeAll(async () => {
  owner = await register('Promise');
  // Every round makes a survey: more than Starter's ten.
  await grantPlan(owner.userId, 'enterprise');
  teamId = (await createTeam(owner, 'Promise keepers')).id;
});

const ROUNDS = 20;
const ANONYMOUS_MAIL = 'Your answers are anonymous';

/** The editor's save that switches anonymity off (every other field as it was). */
function switchToNamed(survey: Survey) {
  return api('UpdateSurvey', {
    token: owner.token,
    params: { id: survey.id },
    json: { title: survey.title, questions: survey.questions, isAnonymous: false },
  });
}

async function storedSurvey(id: string): Promise<Survey> {
  const read = await send('GetSurvey', { token: owner.token, params: { id } });
  expect(read.status, read.text).toBe(200);
  return surveyResponse.parse(read.body).survey;
}

describe('the anonymity a respondent is promised', () => {
  it('is the anonymity the public page shows, even when a save races the page', async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const survey = await createSurvey(owner, { teamId, title: `Page race ${round}` });
      const [page, save] = await Promise.all([landing(survey.id), switchToNamed(survey)]);
      expect(page.status, page.text).toBe(200);
      const shown = (page.body as { isAnonymous: boolean }).isAnonymous;
      const stored = await storedSurvey(survey.id);
      // The page locked what it showed: a save that lost is refused, one that won is shown.
      expect(stored.isAnonymous, `round ${round}: the page promised ${String(shown)}`).toBe(shown);
      expect(stored.anonymityLocked).toBe(true);
      if (save.status !== 200) expectFailure(save, 409, 'anonymity_locked');
    }
  });

  it('is the anonymity the invitation e-mail states, even when a save races the send', async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const survey = await createSurvey(owner, { teamId, title: `Send race ${round}` });
      const recipient = uniqueEmail(`promise-send-${round}`);
      const [sent, save] = await Promise.all([
        api('SendSurveyEmail', {
          token: owner.token,
          params: { id: survey.id },
          json: { recipients: recipient },
        }),
        switchToNamed(survey),
      ]);
      const stored = await storedSurvey(survey.id);
      if (save.status !== 200) expectFailure(save, 409, 'anonymity_locked');
      if (sent.status === 202) {
        // The e-mail told the recipient how their answers are kept: that is how they are kept.
        const mail = await surveyMail(recipient, survey.id);
        expect(mail.text.includes(ANONYMOUS_MAIL), `round ${round}`).toBe(stored.isAnonymous);
      } else {
        // The save switched anonymity between the send's read and its lock: nothing went out.
        expectFailure(sent, 409, 'survey_changed');
        expect(stored.isAnonymous).toBe(false);
        expect(await surveyMails(recipient, survey.id)).toEqual([]);
      }
    }
  }, 180_000);

  it('is the anonymity an answer was given under, even when a save races the answer', async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Straight to the submission, as a script would: no page opened, nothing locked before.
      const survey = await createSurvey(owner, { teamId, title: `Answer race ${round}` });
      const [answer, save] = await Promise.all([
        api('SubmitEmailResponse', {
          params: { surveyId: survey.id },
          json: { responses: pulse(survey, 4), acceptedTerms: true, anonymous: true },
        }),
        switchToNamed(survey),
      ]);
      const stored = await storedSurvey(survey.id);
      if (answer.status === 201) {
        // Stored as anonymous: the survey stays so, and the lone answer is not shown.
        expect(stored.isAnonymous, `round ${round}`).toBe(true);
        expectFailure(save, 409, 'anonymity_locked');
        expect((await responsesOf(owner, survey.id, 'regular')).responses).toEqual([]);
      } else {
        expectFailure(answer, 409, 'promise_changed');
        expect(stored.isAnonymous).toBe(false);
        expect(await storedResponseCount(survey.id)).toBe(0);
      }
    }
  }, 180_000);

  it('refuses an answer given on a page that promised what the survey no longer is', async () => {
    const named = await createSurvey(owner, { teamId, title: 'Named now', isAnonymous: false });
    expect((await submit(named.id, pulse(named, 5))).status).toBe(201);
    const refused = await api('SubmitEmailResponse', {
      params: { surveyId: named.id },
      json: { responses: pulse(named, 5), acceptedTerms: true, anonymous: true },
    });
    expectFailure(refused, 409, 'promise_changed');
    expect((refused.body as { message: string }).message).toMatch(/reload the page/);
    // Only the first answer (sent with no promise, as older pages do) is stored.
    expect(await storedResponseCount(named.id)).toBe(1);
  });
});

describe('the questions of an anonymous survey people were sent', () => {
  it('may be reworded and reordered, never changed in a way its answers would show', async () => {
    const survey = await createSurvey(owner, { teamId, title: 'Edited between sends' });
    // Before anyone was sent it or opened it, anything may change.
    const [rating, why] = survey.questions as unknown as Record<string, unknown>[];
    const added = await saveQuestions(survey, [
      rating,
      why,
      { type: 'text', text: 'Anything else?', required: false, order: 3 },
    ]);
    expect(added.status, added.text).toBe(200);
    const ready = surveyResponse.parse(added.body).survey;
    expect(ready.questions).toHaveLength(3);

    // Sent to one person, who answers: the group now holds an answer to these three questions.
    const first = uniqueEmail('edit-first');
    await sendSurvey(owner, ready.id, { recipients: first });
    await submitOk(ready.id, pulse(ready, 4), await linkToken(first, ready.id));

    const [q1, q2, q3] = ready.questions as unknown as [
      Record<string, unknown>,
      Record<string, unknown>,
      Record<string, unknown>,
    ];
    const refused: [string, unknown[]][] = [
      ['a question added', [q1, q2, q3, { type: 'text', text: 'New?', required: false, order: 4 }]],
      ['a question taken away', [q1, q2]],
      [
        'a scale changed',
        [{ ...q1, options: { min: 1, max: 10, labels: ['Low', 'High'] } }, q2, q3],
      ],
      ['made required', [q1, { ...q2, required: true }, q3]],
      ['a limit changed', [q1, { ...q2, options: { maxLength: 20 } }, q3]],
    ];
    for (const [change, questions] of refused) {
      const response = await saveQuestions(ready, questions);
      expectFailure(response, 409, 'questions_locked');
      expect((response.body as { message: string }).message, change).toMatch(
        /can only be reworded or reordered/,
      );
    }
    expect((await storedSurvey(ready.id)).questions).toEqual(ready.questions);

    // Rewording and reordering show in no answer: saved.
    const reworded = await saveQuestions(ready, [
      { ...q2, order: 1, text: 'What made it so?' },
      { ...q1, order: 2, text: 'How was this week?' },
      { ...q3, order: 3 },
    ]);
    expect(reworded.status, reworded.text).toBe(200);
    const texts = (surveyResponse.parse(reworded.body).survey.questions as { text: string }[]).map(
      (q) => q.text,
    );
    expect(texts).toContain('How was this week?');
  });
});

/** The editor's save of `questions` over the survey as it is (every other field kept). */
function saveQuestions(survey: Survey, questions: unknown[]) {
  return api('UpdateSurvey', {
    token: owner.token,
    params: { id: survey.id },
    json: {
      title: survey.title,
      isAnonymous: survey.isAnonymous,
      anonymityThreshold: survey.anonymityThreshold,
      questions,
    },
  });
}
