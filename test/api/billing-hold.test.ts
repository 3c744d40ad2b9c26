import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { expectDynamoCallsWithinBudget } from './support/auth-api';
import { myPlan, subscribe } from './support/billing-api';
import {
  createSurvey,
  dashboardOf,
  expectCallsWithinBudget,
  expectFailure,
  openLanding,
  pulse,
  responsesOf,
  runResponseDigest,
  submit,
  submitOk,
  surveyPartition,
  TABLE,
  withTable,
} from './support/responses-api';
import { register, type Person } from './support/teams-api';

/*
 * The monthly response limit and the hold (decision 0012), over HTTP against DynamoDB Local.
 * Rather than send 200 answers, a test sets the account's counter for this period directly; the
 * answers themselves go through the public page as a respondent's would.
 */

const month = () => new Date().toISOString().slice(0, 7);
const NOT_ACCEPTING = 'This survey is no longer accepting responses.';

/** Sets the account's counted responses for this (Starter) period. */
const setCounted = (person: Person, responses: number) =>
  withTable((docs) =>
    docs.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: { PK: `USER#${person.userId}`, SK: `USAGE#${month()}` },
        UpdateExpression: 'SET responses = :n, entityType = :type',
        ExpressionAttributeValues: { ':n': responses, ':type': 'PeriodUsage' },
      }),
    ),
  );

/** Sets how many answers the account holds (the ceiling's counter). */
const setHeld = (person: Person, held: number) =>
  withTable((docs) =>
    docs.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: { PK: `USER#${person.userId}`, SK: 'USAGE' },
        UpdateExpression: 'SET held = :n, entityType = :type',
        ExpressionAttributeValues: { ':n': held, ':type': 'Usage' },
      }),
    ),
  );

const stored = async (surveyId: string) => ({
  responses: (await surveyPartition(surveyId, 'RESPONSE#')).length,
  held: (await surveyPartition(surveyId, 'HELD#')).length,
});

/** Answers in the survey's question tallies (R28): a held answer is tallied only when let in. */
const tallied = async (surveyId: string) =>
  (await surveyPartition(surveyId, 'QTALLY#')).reduce((n, item) => n + Number(item.n ?? 0), 0);

describe('the monthly response limit on Starter', () => {
  it('stores the 201st answer but holds it: no list, count or dashboard moves; an upgrade lets it in', async () => {
    const ana = await register('Ana');
    const survey = await createSurvey(ana, { isAnonymous: false, title: 'Named pulse' });
    await setCounted(ana, 199);

    await submitOk(survey.id, pulse(survey, 5, 'The 200th answer'));
    expect(await stored(survey.id)).toEqual({ responses: 1, held: 0 });
    const before = await dashboardOf(ana);

    // The 201st: the respondent is thanked as anyone else; the answer is kept, not shown.
    const receipt = await submitOk(survey.id, pulse(survey, 1, 'The 201st answer'));
    expect(receipt.receipt.kept.map((k) => k.field)).toContain('answers');
    expect(await stored(survey.id)).toEqual({ responses: 1, held: 1 });
    expect(await tallied(survey.id)).toBe(1);
    const held = (await surveyPartition(survey.id, 'HELD#'))[0]!;
    expect(held.GSI1PK).toBe(`HELD#${ana.userId}`);
    expect(String(held.GSI1SK)).not.toMatch(/^RESPONSE/);

    const list = await responsesOf(ana, survey.id, 'regular');
    expect(list.total).toBe(1);
    expect(JSON.stringify(list)).not.toContain('The 201st answer');
    expect(await dashboardOf(ana)).toEqual(before);
    expect((await myPlan(ana)).usage).toMatchObject({ responses: 1, held: 1 });
    // The hourly job lets nothing in while the period is full.
    await runResponseDigest();
    expect(await stored(survey.id)).toEqual({ responses: 1, held: 1 });

    // Professional through the payments stand-in: the next run lets the answer in.
    await subscribe(ana);
    await runResponseDigest();
    expect(await stored(survey.id)).toEqual({ responses: 2, held: 0 });
    expect(await tallied(survey.id)).toBe(2);
    const after = await responsesOf(ana, survey.id, 'regular');
    expect(after.total).toBe(2);
    expect(JSON.stringify(after)).toContain('The 201st answer');
    expect((await dashboardOf(ana)).totalResponses).toBe(before.totalResponses + 1);
    expect((await myPlan(ana)).usage).toMatchObject({ responses: 1, held: 0 });
    expectCallsWithinBudget();
    expectDynamoCallsWithinBudget();
  });

  it('lets held answers in when the period has room again (a new period starts at 0)', async () => {
    const ben = await register('Ben');
    const survey = await createSurvey(ben, { isAnonymous: false, title: 'Room again' });
    await setCounted(ben, 200);
    await submitOk(survey.id, pulse(survey, 4, 'Held one'));
    await submitOk(survey.id, pulse(survey, 4, 'Held two'));
    expect(await stored(survey.id)).toEqual({ responses: 0, held: 2 });
    expect((await myPlan(ben)).usage.held).toBe(2);

    // Room for one: one is let in, one waits.
    await setCounted(ben, 199);
    await runResponseDigest();
    expect(await stored(survey.id)).toEqual({ responses: 1, held: 1 });
    await setCounted(ben, 0);
    await runResponseDigest();
    expect(await stored(survey.id)).toEqual({ responses: 2, held: 0 });
    expect((await responsesOf(ben, survey.id, 'regular')).total).toBe(2);
    expect((await myPlan(ben)).usage.held).toBe(0);
  });

  it('past the ceiling says neutrally that the survey is not accepting responses, and stores nothing', async () => {
    const cleo = await register('Cleo');
    const survey = await createSurvey(cleo, { isAnonymous: false, title: 'Full pulse' });
    await setCounted(cleo, 200);
    await setHeld(cleo, 200);
    const landing = await openLanding(survey.id);
    expect(landing.status).toBe('closed');
    expect(landing.questions).toEqual([]);
    const refused = await submit(survey.id, pulse(survey, 3));
    expectFailure(refused, 409, 'survey_closed', NOT_ACCEPTING);
    expect(refused.text.toLowerCase()).not.toMatch(/plan|limit|upgrade/);
    expect(await stored(survey.id)).toEqual({ responses: 0, held: 0 });
    expectCallsWithinBudget();
  });

  it('counts exactly one of two racing answers at the 200th place and holds the other', async () => {
    const dan = await register('Dan');
    const survey = await createSurvey(dan, { isAnonymous: false, title: 'Race pulse' });
    await setCounted(dan, 199);
    const [one, two] = await Promise.all([
      submit(survey.id, pulse(survey, 5, 'Tab one')),
      submit(survey.id, pulse(survey, 2, 'Tab two')),
    ]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(await stored(survey.id)).toEqual({ responses: 1, held: 1 });
    expect((await responsesOf(dan, survey.id, 'regular')).total).toBe(1);
  });
});

describe('held answers of an anonymous survey', () => {
  it('are let in to the open release group and show only with a group of at least the threshold', async () => {
    const eve = await register('Eve');
    const survey = await createSurvey(eve, { title: 'Anonymous pulse' });
    expect(survey.isAnonymous).toBe(true);
    await setCounted(eve, 200);
    for (const rating of [5, 4, 2]) await submitOk(survey.id, pulse(survey, rating));
    expect(await stored(survey.id)).toEqual({ responses: 0, held: 3 });
    // An operator reading the table learns no day from a held anonymous answer, as from its
    // response: no day attribute, and its index entry sorts by nothing of time.
    const held = await surveyPartition(survey.id, 'HELD#');
    expect(held).toHaveLength(3);
    for (const item of held) {
      expect(item).not.toHaveProperty('day');
      expect(String(item.GSI1SK)).toMatch(/^~#[^#]+$/);
    }
    // Fewer than ten held anonymous answers: the billing page shows none (decision 0012).
    expect((await myPlan(eve)).usage.held).toBe(0);

    // Room for two: they join the open group, below the threshold, and nothing shows.
    await setCounted(eve, 198);
    await runResponseDigest();
    expect(await stored(survey.id)).toEqual({ responses: 2, held: 1 });
    let list = await responsesOf(eve, survey.id, 'regular');
    expect(list.total).toBe(0);
    expect(list.responses).toEqual([]);
    expect((await dashboardOf(eve)).totalResponses).toBe(0);
    expect((await myPlan(eve)).usage.responses).toBe(0);

    // Room for the third: the group reaches the threshold and is released whole.
    await setCounted(eve, 0);
    await runResponseDigest();
    expect(await stored(survey.id)).toEqual({ responses: 3, held: 0 });
    for (const item of await surveyPartition(survey.id, 'RESPONSE#')) {
      expect(item).not.toHaveProperty('day');
      expect(item).not.toHaveProperty('round');
    }
    list = await responsesOf(eve, survey.id, 'regular');
    expect(list.total).toBe(3);
    expect((await dashboardOf(eve)).totalResponses).toBe(3);
    // Shown usage moves by the whole released group, never per answer.
    expect((await myPlan(eve)).usage.responses).toBe(3);
  });
});
