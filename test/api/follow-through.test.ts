import { describe, expect, it } from 'vitest';
import { actionResponse, actionsResponse, type Action } from '#shared/api/actions';
import { automationResponse } from '#shared/api/automations';
import { surveyResultsResponse } from '#shared/api/results';
import type { Survey } from '#shared/api/surveys';
import { call, productDay, storedItems, uniqueEmail } from './support/auth-api';
import { getRoute } from '#shared/api/routes';
import {
  api,
  createSurvey,
  expectCallsWithinBudget,
  fireNextRun,
  linkToken,
  openLanding,
  pulse,
  questionIds,
  sendSurvey,
  submitOk,
  surveyPartition,
} from './support/responses-api';
import { addMember, createTeam, register, type Person } from './support/teams-api';

/**
 * Follow-through (issue #31, decision 0055): the round after an action asks "Did we follow
 * through on: <action>?" exactly once, fixed when the round opens (by hand or by an automation's
 * run), never on the open link; the action's score is the results view's own figure for that
 * question, withheld below the threshold like every other.
 */

const FT = 'Did we follow through on: ';

async function record(
  by: Person,
  survey: Survey,
  round: number,
  what: string,
  questionId?: string,
) {
  const response = await api('CreateSurveyAction', {
    token: by.token,
    params: { id: survey.id },
    json: {
      round,
      questionId: questionId ?? questionIds(survey)[0],
      what,
      ownerId: by.userId,
      dueDate: '2027-06-30',
    },
  });
  expect(response.status, response.text).toBe(201);
  return actionResponse.parse(response.body).action;
}

async function actionsOf(by: Person, surveyId: string): Promise<Action[]> {
  const response = await api('ListSurveyActions', { token: by.token, params: { id: surveyId } });
  expect(response.status, response.text).toBe(200);
  return actionsResponse.parse(response.body).actions;
}

async function roundResults(by: Person, surveyId: string, round: number) {
  const path = getRoute('GetSurveyResults').path.replace('{id}', surveyId);
  const response = await call('GET', `${path}?round=${round}`, { token: by.token });
  expect(response.status, response.text).toBe(200);
  return surveyResultsResponse.parse(response.body);
}

const followThroughTexts = (questions: { text: string }[]) =>
  questions.filter((q) => q.text.startsWith(FT)).map((q) => q.text);

describe('follow-through questions', () => {
  it('appear once per action in the next round, by hand and by an automation, scored as the results view', async () => {
    // Prepare: a roster of six, an anonymous survey (k = 3), round 1 answered by three.
    const owner = await register('Gus', undefined, 'Owner');
    const team = await createTeam(owner, 'Follow crew');
    const people = ['a', 'b', 'c', 'd', 'e', 'f'].map((l) => uniqueEmail(`ft-${l}`));
    for (const [i, email] of people.entries()) await addMember(owner, team.id, `P${i}`, email);
    const [a, b, c, d, e, f] = people as [string, string, string, string, string, string];
    const survey = await createSurvey(owner, { teamId: team.id, title: 'Follow pulse' });
    expect(survey.anonymityThreshold).toBe(3);
    await sendSurvey(owner, survey.id, { recipients: [a, b, c] });
    for (const [who, rating] of [
      [a, 2],
      [b, 3],
      [c, 2],
    ] as const) {
      await submitOk(survey.id, pulse(survey, rating), await linkToken(who, survey.id));
    }
    expect((await roundResults(owner, survey.id, 1)).status).toBe('shown');

    // Two actions on round 1; one is dropped before the next round opens.
    const meetings = await record(owner, survey, 1, 'Fewer meetings on Fridays');
    const dropped = await record(owner, survey, 1, 'A team lunch', questionIds(survey)[1]);
    await api('UpdateSurveyAction', {
      token: owner.token,
      params: { id: survey.id, actionId: dropped.id },
      json: { status: 'dropped' },
    });

    // Act: round 1 closed by hand, round 2 sent by hand.
    const closed = await api('CloseSurveyRound', {
      token: owner.token,
      params: { id: survey.id, round: '1' },
    });
    expect(closed.status, closed.text).toBe(200);
    await sendSurvey(owner, survey.id, { recipients: [d, e, f] });

    // Assess: round 2's links ask the open action's question exactly once, after the survey's own.
    const dLanding = await openLanding(survey.id, await linkToken(d, survey.id));
    expect(followThroughTexts(dLanding.questions)).toEqual([`${FT}Fewer meetings on Fridays?`]);
    const ft = dLanding.questions.find((q) => q.text.startsWith(FT))!;
    expect(ft).toMatchObject({ type: 'rating', required: false, maxRating: 5 });
    expect(dLanding.questions.at(-1)!.id).toBe(ft.id);
    // The open link belongs to no round: it never asks it.
    expect(followThroughTexts((await openLanding(survey.id)).questions)).toEqual([]);

    // An action recorded once round 2 is open waits for round 3, even through a later send into
    // round 2: everyone in a round is asked the same questions.
    const later = await record(owner, survey, 2, 'Publish the rota a week ahead');
    const g = uniqueEmail('ft-g');
    await sendSurvey(owner, survey.id, { recipients: [g] });
    const gLanding = await openLanding(survey.id, await linkToken(g, survey.id));
    expect(gLanding.questions).toEqual(dLanding.questions);

    // Two of round 2 answer the follow-through question: below k, the score says nothing.
    const answer = (rating: number, followed: number) => [
      ...pulse(survey, rating),
      { questionId: ft.id, type: 'rating', value: followed },
    ];
    await submitOk(survey.id, answer(4, 4), await linkToken(d, survey.id));
    await submitOk(survey.id, answer(4, 5), await linkToken(e, survey.id));
    const waiting = (await actionsOf(owner, survey.id)).find((x) => x.id === meetings.id)!;
    expect(waiting.followThrough).toEqual({
      round: 2,
      status: 'waiting',
      average: null,
      answered: null,
    });
    expect((await roundResults(owner, survey.id, 2)).status).toBe('waiting');

    // A third completes the group; closing round 2 releases it. The score is the results view's.
    await submitOk(survey.id, answer(3, 3), await linkToken(f, survey.id));
    await api('CloseSurveyRound', { token: owner.token, params: { id: survey.id, round: '2' } });
    const view = await roundResults(owner, survey.id, 2);
    expect(view.status).toBe('shown');
    const question = view.questions.find((q) => q.questionId === ft.id)!;
    expect(question.rating).toMatchObject({ average: 4, min: 1, max: 5 });
    expect(question.answered).toBe(3);
    const scored = (await actionsOf(owner, survey.id)).find((x) => x.id === meetings.id)!;
    expect(scored.followThrough).toEqual({
      round: 2,
      status: 'shown',
      average: question.rating!.average,
      answered: question.answered,
    });
    // Every round's results name the question too.
    const all = await api('GetSurveyResults', { token: owner.token, params: { id: survey.id } });
    expect(
      surveyResultsResponse.parse(all.body).questions.filter((q) => q.questionId === ft.id),
    ).toHaveLength(1);

    // Round 3 by an automation's run: the later action's question, and not the first one again.
    const created = await api('CreateAutomation', {
      token: owner.token,
      json: {
        surveyId: survey.id,
        teamIds: [team.id],
        frequency: 'weekly',
        startDate: await productDay(1),
        time: '09:00',
        timezone: 'Europe/Berlin',
      },
    });
    expect(created.status, created.text).toBe(201);
    await fireNextRun(automationResponse.parse(created.body).automation.id);
    const round3 = await openLanding(survey.id, await linkToken(a, survey.id, 2));
    expect(followThroughTexts(round3.questions)).toEqual([`${FT}Publish the rota a week ahead?`]);

    // Stored: each action checked in exactly one round, the dropped one in none.
    const checked = Object.fromEntries(
      (await surveyPartition(survey.id, 'ACTION#')).map((x) => [x.what, x.checkedInRound ?? null]),
    );
    expect(checked).toEqual({
      'Fewer meetings on Fridays': 2,
      'A team lunch': null,
      'Publish the rota a week ahead': 3,
    });
    const surveyItem = (await storedItems()).find(
      (i) => i.PK === `SURVEY#${survey.id}` && i.SK === 'SURVEY',
    ) as { followThrough: Record<string, { text: string }[]> };
    expect(
      Object.fromEntries(
        Object.entries(surveyItem.followThrough).map(([round, qs]) => [
          round,
          qs.map((q) => q.text),
        ]),
      ),
    ).toEqual({
      '2': [`${FT}Fewer meetings on Fridays?`],
      '3': [`${FT}Publish the rota a week ahead?`],
    });
    expect(later.checkedInRound).toBeNull();
    expectCallsWithinBudget();
  }, 240_000);
});
