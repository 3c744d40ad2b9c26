import { describe, expect, it } from 'vitest';
import { myPlanResponse, plansResponse, type MyPlanResponse } from '#shared/api/billing';
import { surveyResponse } from '#shared/api/surveys';
import { memberResponse } from '#shared/api/teams';
import { expectDynamoCallsWithinBudget, expectError, uniqueEmail } from './support/auth-api';
import { createTeam, register, send, type Person } from './support/teams-api';

/*
 * Plans and limits over HTTP: the catalogue, the caller's plan and usage, and the server's
 * enforcement of the Starter limits on surveys and team members, including two racing writes
 * at the limit.
 */

const SURVEY_LIMIT =
  'Your Starter plan allows up to 10 surveys. Upgrade to Professional for up to 50 surveys.';
const MEMBER_LIMIT =
  'Your Starter plan allows up to 15 team members. Upgrade to Professional for up to 50 team members.';

const surveyBody = (title: string) => ({
  title,
  description: '',
  timezone: 'UTC',
  questions: [
    {
      type: 'rating',
      text: 'How was your week?',
      required: true,
      order: 1,
      options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
    },
  ],
});

async function myPlan(person: Person): Promise<MyPlanResponse> {
  const response = await send('GetMyPlan', { token: person.token });
  expect(response.status, response.text).toBe(200);
  return myPlanResponse.parse(response.body);
}

const createSurvey = (person: Person, title: string) =>
  send('CreateSurvey', { token: person.token, json: surveyBody(title) });

describe('the plan catalogue', () => {
  it('lists the three plans with their prices, trial days, features and limits', async () => {
    const ana = await register('Ana');
    const response = await send('GetBillingPlans', { token: ana.token });
    expect(response.status, response.text).toBe(200);
    const { plans } = plansResponse.parse(response.body);
    expect(plans.starter).toMatchObject({
      name: 'Starter',
      price: 0,
      priceId: null,
      limits: { surveys: 10, responses: 200, teamMembers: 15 },
    });
    expect(plans.professional).toMatchObject({
      name: 'Professional',
      price: 19,
      limits: { surveys: 50, responses: 1000, teamMembers: 50 },
    });
    expect(plans.professional.trialDays).toBeGreaterThan(0);
    expect(plans.professional.features).toContain('Up to 1,000 responses a month');
    // Enterprise has no price id: it is sold through Contact sales (decision 0044).
    expect(plans.enterprise).toMatchObject({ price: null, priceId: null });
    expect(plans.enterprise.limits).toEqual({ surveys: -1, responses: -1, teamMembers: -1 });
  });

  it('is for signed-in users only', async () => {
    expectError(await send('GetBillingPlans'), 401, 'unauthorized');
    expectError(await send('GetMyPlan'), 401, 'unauthorized');
  });
});

describe('my plan', () => {
  it('starts every new account on Starter, active, with nothing used', async () => {
    const ben = await register('Ben');
    const { plan, usage, limits } = await myPlan(ben);
    expect(plan).toMatchObject({
      key: 'starter',
      name: 'Starter',
      status: 'active',
      currentPeriodEnd: null,
      trial: null,
      hasSubscription: false,
    });
    expect(usage).toEqual({ surveys: 0, responses: 0, teamMembers: 0, held: 0 });
    expect(limits).toEqual({ surveys: 10, responses: 200, teamMembers: 15 });
  });
});

describe('the survey limit', () => {
  it('stops the 11th survey with 402 plan_limit, and counts deletions back', async () => {
    const cleo = await register('Cleo');
    const ids: string[] = [];
    for (let i = 1; i <= 10; i += 1) {
      const response = await createSurvey(cleo, `Pulse ${i}`);
      expect(response.status, response.text).toBe(201);
      ids.push(surveyResponse.parse(response.body).survey.id);
    }
    expect((await myPlan(cleo)).usage.surveys).toBe(10);

    expectError(await createSurvey(cleo, 'One too many'), 402, 'plan_limit', SURVEY_LIMIT);
    expect((await myPlan(cleo)).usage.surveys).toBe(10);

    const deleted = await send('DeleteSurvey', { token: cleo.token, params: { id: ids[0] ?? '' } });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await myPlan(cleo)).usage.surveys).toBe(9);
    expect((await createSurvey(cleo, 'Room again')).status).toBe(201);
    expectDynamoCallsWithinBudget();
  });

  it('lets exactly one of two racing creates of the 10th survey through', async () => {
    const dan = await register('Dan');
    for (let i = 1; i <= 9; i += 1) {
      expect((await createSurvey(dan, `Pulse ${i}`)).status).toBe(201);
    }
    const [first, second] = await Promise.all([
      createSurvey(dan, 'Tab one'),
      createSurvey(dan, 'Tab two'),
    ]);
    const statuses = [first?.status, second?.status].sort();
    expect(statuses).toEqual([201, 402]);
    const loser = first?.status === 402 ? first : second;
    if (loser) expectError(loser, 402, 'plan_limit', SURVEY_LIMIT);
    expect((await myPlan(dan)).usage.surveys).toBe(10);
    const list = await send('ListSurveys', { token: dan.token });
    expect((list.body as { surveys: unknown[] }).surveys).toHaveLength(10);
  });

  it('counts a survey against its creator, not against the team it is assigned to', async () => {
    const eve = await register('Eve');
    const team = await createTeam(eve, 'Eve team');
    const response = await send('CreateSurvey', {
      token: eve.token,
      json: { ...surveyBody('Team pulse'), teamId: team.id },
    });
    expect(response.status, response.text).toBe(201);
    expect((await myPlan(eve)).usage.surveys).toBe(1);
  });
});

describe('the team member limit', () => {
  const addMember = (owner: Person, teamId: string, n: number) =>
    send('AddTeamMember', {
      token: owner.token,
      params: { teamId },
      json: { name: `Member ${n}`, email: uniqueEmail(`member-${n}`) },
    });

  it('counts members across the teams an account owns and stops the 16th', async () => {
    const finn = await register('Finn');
    const one = await createTeam(finn, 'First team');
    const two = await createTeam(finn, 'Second team');
    // Owning a team does not count: only the people on it.
    expect((await myPlan(finn)).usage.teamMembers).toBe(0);
    for (let n = 1; n <= 15; n += 1) {
      const response = await addMember(finn, n <= 8 ? one.id : two.id, n);
      expect(response.status, response.text).toBe(201);
    }
    expect((await myPlan(finn)).usage.teamMembers).toBe(15);

    expectError(await addMember(finn, two.id, 16), 402, 'plan_limit', MEMBER_LIMIT);
    const invite = await send('InviteTeamMember', {
      token: finn.token,
      params: { teamId: one.id },
      json: { email: uniqueEmail('invitee'), role: 'member' },
    });
    expectError(invite, 402, 'plan_limit', MEMBER_LIMIT);

    // Removing someone makes room again.
    const members = await send('ListTeamMembers', {
      token: finn.token,
      params: { teamId: one.id },
    });
    const someone = (members.body as { members: { id: string; is_owner: boolean }[] }).members.find(
      (m) => !m.is_owner,
    );
    const removed = await send('RemoveTeamMember', {
      token: finn.token,
      params: { teamId: one.id, memberId: someone?.id ?? '' },
    });
    expect(removed.status, removed.text).toBe(200);
    expect((await myPlan(finn)).usage.teamMembers).toBe(14);
    const added = await addMember(finn, two.id, 17);
    expect(added.status, added.text).toBe(201);
    memberResponse.parse(added.body);
    expectDynamoCallsWithinBudget();
  });

  it('lets exactly one of two racing adds at the 15-member limit through (the 15th and 16th entry)', async () => {
    const ida = await register('Ida');
    const one = await createTeam(ida, 'Ida first team');
    const two = await createTeam(ida, 'Ida second team');
    for (let n = 1; n <= 14; n += 1) {
      const response = await addMember(ida, one.id, n);
      expect(response.status, response.text).toBe(201);
    }
    // Two tabs, two teams the account owns: the 15th and the 16th entry race for the last place.
    const [first, second] = await Promise.all([
      addMember(ida, one.id, 15),
      addMember(ida, two.id, 16),
    ]);
    expect([first?.status, second?.status].sort()).toEqual([201, 402]);
    const loser = first?.status === 402 ? first : second;
    if (loser) expectError(loser, 402, 'plan_limit', MEMBER_LIMIT);
    expect((await myPlan(ida)).usage.teamMembers).toBe(15);
    const roster = async (teamId: string) => {
      const members = await send('ListTeamMembers', { token: ida.token, params: { teamId } });
      expect(members.status, members.text).toBe(200);
      return (members.body as { members: { is_owner: boolean }[] }).members.filter(
        (m) => !m.is_owner,
      ).length;
    };
    // What is stored agrees with the counter: 15 people on the two rosters, not 16.
    expect((await roster(one.id)) + (await roster(two.id))).toBe(15);
  });

  it("counts an invitation against the team owner's plan, not the invitee's", async () => {
    const gus = await register('Gus');
    const team = await createTeam(gus, 'Gus team');
    const helper = await register('Hal');
    const invite = await send('InviteTeamMember', {
      token: gus.token,
      params: { teamId: team.id },
      json: { email: helper.email, role: 'admin' },
    });
    expect(invite.status, invite.text).toBe(200);
    expect((await myPlan(gus)).usage.teamMembers).toBe(1);
    expect((await myPlan(helper)).usage.teamMembers).toBe(0);
  });
});
