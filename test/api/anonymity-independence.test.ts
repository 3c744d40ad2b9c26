import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsResponse } from '#shared/api/analytics';
import { automationResponse } from '#shared/api/automations';
import { apiUrl, productDay, uniqueEmail } from './support/auth-api';
import {
  api,
  createSurvey,
  dashboardOf,
  expectCallsWithinBudget,
  invitationsOf,
  linkToken,
  pulse,
  responsesOf,
  runResponseDigest,
  sendSurvey,
  storedResponseCount,
  submitOk,
  fireNextRun,
} from './support/responses-api';
import { createTeam, join, register, roster, send, type Person } from './support/teams-api';

/*
 * Issue #26, case 3, played by its manager: independence is judged when an invitation is sent
 * and judged again when its group would be released (decision 0009, "Independent respondents").
 * The owner demotes a co-admin to member, sends the survey to them and two others, and promotes
 * them back: the co-admin's answer counted at send, but at release they manage the survey again,
 * so the group holds only two independent answers of three needed. Nothing is released, and when
 * the round closes its group is withheld. Without the promotion, the same three answers release.
 * Two sign-ups in this file (the runtime limits sign-ups per client).
 */

const K = 3;

let owner: Person;
let coAdmin: Person;
let teamId: string;

async function setRole(role: 'member' | 'admin'): Promise<void> {
  const entry = (await roster(owner, teamId)).find((m) => m.email === coAdmin.email);
  expect(entry, 'the co-admin on the roster').toBeDefined();
  const changed = await send('UpdateTeamMember', {
    token: owner.token,
    params: { teamId, memberId: entry?.id ?? '' },
    json: { role },
  });
  expect(changed.status, changed.text).toBe(200);
}

/** The answers `by` sees over all their surveys: the dashboard's count and analytics'. */
async function totals(by: Person) {
  const analytics = await fetch(`${apiUrl()}/api/analytics?range=30d`, {
    headers: { authorization: `Bearer ${by.token}` },
  });
  expect(analytics.status).toBe(200);
  return {
    dashboard: (await dashboardOf(by)).totalResponses,
    analytics: analyticsResponse.parse(await analytics.json()).insights.totalResponses,
  };
}

/** Everything that would show a released e-mailed answer of the survey, as `by` reads it. */
async function shown(by: Person, surveyId: string) {
  const list = await responsesOf(by, surveyId, 'email');
  const invitations = await invitationsOf(by, surveyId);
  return {
    listed: list.responses.length,
    total: list.total,
    needed: list.needed,
    groupWaiting: list.release?.waiting ?? false,
    emailed: invitations.responded?.total ?? 0,
    ...(await totals(by)),
  };
}

/** Sends a new survey to the co-admin and two others while the co-admin is a member. */
async function sentWhileMember(title: string) {
  await setRole('member');
  const survey = await createSurvey(owner, { teamId, title, anonymityThreshold: K });
  expect(survey.isAnonymous).toBe(true);
  const others = [uniqueEmail('independence-a'), uniqueEmail('independence-b')];
  const sent = await sendSurvey(owner, survey.id, { recipients: [coAdmin.email, ...others] });
  expect(sent.sent).toBe(3);
  // A member when it went out: their invitation counts, as the send says.
  expect(sent.notCounted).toEqual([]);
  return { survey, everyone: [coAdmin.email, ...others] };
}

beforeAll(async () => {
  [owner, coAdmin] = await Promise.all([register('Odile'), register('Colm')]);
  teamId = (await createTeam(owner, 'Independence crew')).id;
  await join(owner, teamId, coAdmin, 'admin');
});

describe('independence re-judged at release', () => {
  it('releases nothing when a recipient manages the survey again by the time the group would be released', async () => {
    const before = { owner: await totals(owner), coAdmin: await totals(coAdmin) };
    const { survey, everyone } = await sentWhileMember('Promoted back');
    await setRole('admin');

    for (const [i, who] of everyone.entries()) {
      await submitOk(survey.id, pulse(survey, 2 + i, 'Fine'), await linkToken(who, survey.id));
    }
    const expectNothingShown = async (step: string) => {
      for (const [reader, seen] of [
        [owner, before.owner],
        [coAdmin, before.coAdmin],
      ] as const) {
        expect(await shown(reader, survey.id), `${step}, read by ${reader.firstName}`).toEqual({
          listed: 0,
          total: 0,
          needed: K,
          // Two independent answers are no whole group: none is said to be waiting either.
          groupWaiting: false,
          emailed: 0,
          ...seen,
        });
      }
    };
    await expectNothingShown('after the three answers');
    // The hourly job re-judges too.
    await runResponseDigest();
    await expectNothingShown('after the hourly release');

    // The round closes when an automation's run opens the next: its group is withheld.
    const created = await api('CreateAutomation', {
      token: owner.token,
      json: {
        surveyId: survey.id,
        teamIds: [teamId],
        frequency: 'weekly',
        startDate: await productDay(1),
        time: '09:00',
        timezone: 'Europe/Berlin',
      },
    });
    expect(created.status, created.text).toBe(201);
    await fireNextRun(automationResponse.parse(created.body).automation.id);
    const rounds = (await invitationsOf(owner, survey.id)).rounds ?? [];
    expect(rounds[0]).toMatchObject({ round: 1, invited: 3, responded: 0, withheld: true });
    await expectNothingShown('after the round closed');
    // The withheld answers are gone from the table, not only from the screens.
    expect(await storedResponseCount(survey.id)).toBe(0);
  });

  it('releases the same three answers when nobody was promoted', async () => {
    const before = await totals(owner);
    const { survey, everyone } = await sentWhileMember('Still a member');
    for (const [i, who] of everyone.entries()) {
      await submitOk(survey.id, pulse(survey, 2 + i, 'Fine'), await linkToken(who, survey.id));
    }
    const now = await shown(owner, survey.id);
    expect(now).toMatchObject({ listed: K, total: K, needed: 0, groupWaiting: false, emailed: K });
    expect(now.dashboard - before.dashboard).toBe(K);
    expect(now.analytics - before.analytics).toBe(K);
  });
});

describe('every call of these journeys', () => {
  it("stayed within its route's DynamoDB budget", () => {
    expectCallsWithinBudget();
  });
});
