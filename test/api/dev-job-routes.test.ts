import { describe, expect, it } from 'vitest';
import { apiUrl, uniqueEmail } from './support/auth-api';
import { createSurvey, sendSurvey } from './support/responses-api';
import { addMember, createTeam, register } from './support/teams-api';

/** What each step of the hourly upkeep did, as `hourlyUpkeep` reports it. */
interface UpkeepSteps {
  teams: number;
  accounts: number;
  surveys: number;
  automations: { checked: number; repaired: number; cancelled: number };
  reminders: { checked: number; repaired: number };
  rounds: number;
  conversations: number;
}

/**
 * The local runtime's job routes call the very functions the scheduled jobs call. The hourly
 * upkeep's route once ran a copy of the clean-up that had drifted: it left out the automations'
 * and reminders' reconcilers and the 14-day round reports, so a round sent by hand never got its
 * reminder schedule from it.
 */
describe("the local runtime's job routes", () => {
  it('run every step of the hourly upkeep, in the order its scheduled function runs them', async () => {
    const owner = await register('Jo');
    const team = await createTeam(owner, 'Upkeep crew');
    const ada = uniqueEmail('upkeep-ada');
    await addMember(owner, team.id, 'Ada', ada);
    const survey = await createSurvey(owner, {
      title: 'Upkeep pulse',
      teamId: team.id,
      timezone: 'Europe/Berlin',
      reminderEnabled: true,
      reminderDays: [1],
    });
    // A round sent by hand plans its reminders; the hourly upkeep schedules them.
    await sendSurvey(owner, survey.id, { recipients: [ada] });

    const response = await fetch(`${apiUrl()}/dev/api/jobs/survey-purge`, { method: 'POST' });
    expect(response.status).toBe(200);
    const steps = (await response.json()) as UpkeepSteps;
    expect(Object.keys(steps)).toEqual([
      'teams',
      'accounts',
      'surveys',
      'automations',
      'reminders',
      'rounds',
      'conversations',
    ]);
    // The three steps the copy left out ran: the reminders' reconciler looked at this round's plan.
    expect(steps.reminders.checked).toBeGreaterThanOrEqual(1);
    expect(steps.automations).toEqual({
      checked: expect.any(Number),
      repaired: expect.any(Number),
      cancelled: expect.any(Number),
    });
    expect(steps.rounds).toEqual(expect.any(Number));
  });

  it('answer the digest route with the surveys whose managers heard of new responses', async () => {
    const response = await fetch(`${apiUrl()}/dev/api/jobs/response-digest`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ surveys: expect.any(Number) });
  });
});
