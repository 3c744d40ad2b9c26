import { beforeAll, describe, expect, it } from 'vitest';
import type { Survey } from '#shared/api/surveys';
import { register, type Person } from './support/teams-api';
import { grantPlan } from './support/billing-api';
import { api, createSurvey, questionIds, responsesOf, submitOk } from './support/responses-api';

/** A survey with the eNPS question (0-10, optional) and a 1-10 rating that has no eNPS. */
const questions = () => [
  {
    type: 'rating',
    text: 'How likely are you to recommend this company as a place to work?',
    required: false,
    order: 1,
    options: { min: 0, max: 10, labels: ['Not at all likely', 'Extremely likely'] },
  },
  {
    type: 'rating',
    text: 'How likely are you to recommend the canteen?',
    required: false,
    order: 2,
    options: { min: 1, max: 10, labels: ['Not at all likely', 'Extremely likely'] },
  },
];

const answer = (survey: Survey, recommend: number | null, canteen = 5) => {
  const [recommendId, canteenId] = questionIds(survey) as [string, string];
  return [
    ...(recommend === null ? [] : [{ questionId: recommendId, type: 'rating', value: recommend }]),
    { questionId: canteenId, type: 'rating', value: canteen },
  ];
};

/** The eNPS a manager sees, whichever tab they look at. */
async function enpsSeen(by: Person, survey: Survey) {
  const regular = await responsesOf(by, survey.id, 'regular');
  const email = await responsesOf(by, survey.id, 'email');
  expect(email.enps).toEqual(regular.enps);
  return regular.enps;
}

describe('eNPS on the responses page', () => {
  let owner: Person;

  beforeAll(async () => {
    owner = await register('Enid');
    await grantPlan(owner.userId, 'enterprise');
  });

  it('stores a 0 on a 0-10 question as 0 and refuses a 0 on a 1-10 one', async () => {
    const survey = await createSurvey(owner, { isAnonymous: false, questions: questions() });
    expect(survey.questions[0]).toMatchObject({ options: { min: 0, max: 10 } });
    await submitOk(survey.id, answer(survey, 0));
    const refused = await api('SubmitEmailResponse', {
      params: { surveyId: survey.id },
      json: { responses: answer(survey, 5, 0), acceptedTerms: true },
    });
    expect(refused.status).toBe(400);
    const page = await responsesOf(owner, survey.id, 'regular');
    expect(page.responses[0]?.responses[0]).toMatchObject({ value: 0 });
  });

  it('is refused for a scale from 0 to 5', async () => {
    const [eNps] = questions();
    const response = await api('CreateSurvey', {
      token: owner.token,
      json: {
        title: 'Bad scale',
        questions: [{ ...eNps, options: { min: 0, max: 5, labels: ['', ''] } }],
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      fields: { 'questions.0.options.min': 'Only a scale up to 10 can start at 0' },
    });
  });

  it('shows a named survey its eNPS from the first answer, only for the 0-10 question', async () => {
    const survey = await createSurvey(owner, { isAnonymous: false, questions: questions() });
    expect(await enpsSeen(owner, survey)).toEqual([]);
    await submitOk(survey.id, answer(survey, 10, 10));
    await submitOk(survey.id, answer(survey, 8, 10));
    await submitOk(survey.id, answer(survey, 3, 10));
    await submitOk(survey.id, answer(survey, 9, 10));
    expect(await enpsSeen(owner, survey)).toEqual([
      {
        questionId: survey.questions[0].id,
        question: 'How likely are you to recommend this company as a place to work?',
        score: 25,
        answered: 4,
        promoters: 50,
        passives: 25,
        detractors: 25,
      },
    ]);
  });

  it('shows an anonymous survey its eNPS only from released answers, once its group is released', async () => {
    const survey = await createSurvey(owner, {
      isAnonymous: true,
      anonymityThreshold: 3,
      questions: questions(),
    });
    // A manager polling after every answer: nothing moves before the group of 3 is released.
    await submitOk(survey.id, answer(survey, 10));
    expect(await enpsSeen(owner, survey)).toEqual([]);
    await submitOk(survey.id, answer(survey, 2));
    expect(await enpsSeen(owner, survey)).toEqual([]);
    // The third answer releases the group; two of its people answered the question. The group is
    // the anonymity unit (issue #27): the page lists those answers whole, so their eNPS shows too.
    await submitOk(survey.id, answer(survey, null));
    const released = await responsesOf(owner, survey.id, 'regular');
    expect(released.total).toBe(3);
    const shown = [
      expect.objectContaining({ score: 0, answered: 2, promoters: 50, detractors: 50 }),
    ];
    expect(released.enps).toEqual(shown);
    // Later answers wait for the next release (at most once a day): the figure does not move.
    await submitOk(survey.id, answer(survey, 9));
    expect(await enpsSeen(owner, survey)).toEqual(released.enps);
    await submitOk(survey.id, answer(survey, 0));
    expect(await enpsSeen(owner, survey)).toEqual(released.enps);
    expect((await responsesOf(owner, survey.id, 'regular')).total).toBe(3);
  });

  it('shows an anonymous survey its eNPS once a released group of the threshold answered it', async () => {
    const survey = await createSurvey(owner, {
      isAnonymous: true,
      anonymityThreshold: 3,
      questions: questions(),
    });
    await submitOk(survey.id, answer(survey, 10));
    expect(await enpsSeen(owner, survey)).toEqual([]);
    await submitOk(survey.id, answer(survey, 7));
    expect(await enpsSeen(owner, survey)).toEqual([]);
    await submitOk(survey.id, answer(survey, 4));
    const shown = await enpsSeen(owner, survey);
    expect(shown).toEqual([
      expect.objectContaining({
        score: 0,
        answered: 3,
        promoters: 33,
        passives: 33,
        detractors: 33,
      }),
    ]);
    // A fourth answer waits for the next release: the figure stays as it was.
    await submitOk(survey.id, answer(survey, 10));
    expect(await enpsSeen(owner, survey)).toEqual(shown);
  });
});
